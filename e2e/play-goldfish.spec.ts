/**
 * Goldfish on both tables, played like a user: dragging cards, card and table shortcuts,
 * buttons; then undo back to the start, a replay, "continue from here", and reopening the
 * interrupted game after a reload.
 */
import { test, expect, type Page } from '@playwright/test';
import { afterMove, count, drag, zone } from './helpers';

async function startGoldfish(page: Page, game: 'Gundam M.S. War' | 'Gundam War') {
  await page.goto('./#/play');
  await page.getByText(game, { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  // The manual table: every move by hand (the rules-assisted game has its own test).
  await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('play-table')).toBeVisible();
}

async function undoToStart(page: Page) {
  const undo = page.getByRole('button', { name: 'Undo' });
  // Each press takes one step back: wait for it before looking at Undo again.
  for (let i = 0; i < 80 && (await undo.isEnabled()); i++)
    await afterMove(page, () => page.keyboard.press('Control+z'));
  await expect(undo).toBeDisabled();
}

test('M.S. War goldfish: drag, shortcuts and buttons to 6 War Experience, undo to the start, replay', async ({
  page,
}) => {
  await startGoldfish(page, 'Gundam M.S. War');
  await expect(count(page, 0, 'hand')).toHaveText('7');
  await expect(count(page, 0, 'supply-base')).toHaveText('43');

  // Drag a hand card into the Factory: a face-up material (2.1 Preliminary Phase D).
  const hand = zone(page, 0, 'hand');
  await drag(page, hand.locator('.pf-card').first(), zone(page, 0, 'factory'));
  await expect(count(page, 0, 'factory')).toHaveText('1');
  await expect(count(page, 0, 'hand')).toHaveText('6');

  // Keyboard: focus a card, M sends it to the Factory, T expends it.
  await hand.locator('.pf-card').first().focus();
  await page.keyboard.press('m');
  await expect(count(page, 0, 'factory')).toHaveText('2');
  await zone(page, 0, 'factory').locator('.pf-card').first().focus();
  await page.keyboard.press('t');
  await expect(zone(page, 0, 'factory').locator('.pf-card.turned')).toHaveCount(1);

  // D draws; clicking the Supply Base draws too.
  await page.keyboard.press('d');
  await expect(count(page, 0, 'hand')).toHaveText('6');
  await zone(page, 0, 'supply-base').locator('.pf-card').click();
  await expect(count(page, 0, 'hand')).toHaveText('7');
  await expect(page.getByTestId('game-log')).toContainText('draws');
  // Pointing at a card named in the log shows that card large beside the pointer.
  const named = page.getByTestId('game-log').locator('.pf-log-card').last();
  const drawn = (await named.textContent())!;
  await named.hover();
  await expect(page.getByTestId('card-zoom')).toContainText(drawn);
  await page.mouse.move(5, 5);
  await expect(page.getByTestId('card-zoom')).toHaveCount(0);

  // Put an M.S. on the Dock by dragging, then walk the phases with the button.
  const ms = hand.locator('.pf-card:has(.card-face[data-type="ms"])').first();
  await drag(page, ms, zone(page, 0, 'ms-dock'));
  await expect(count(page, 0, 'ms-dock')).toHaveText('1');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.locator('.pf-phases li.on')).toHaveText('Attack');
  // Attack: the M.S. goes from the Dock to the Battlefield by drag.
  await drag(page, zone(page, 0, 'ms-dock').locator('.pf-card').first(), zone(page, 0, 'ms-battlefield'));
  await expect(count(page, 0, 'ms-battlefield')).toHaveText('1');

  // The context menu lists the card's actions with their shortcuts.
  await zone(page, 0, 'ms-battlefield').locator('.pf-card').first().click({ button: 'right' });
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Expend \/ regenerate/ })).toContainText('T');
  await menu.getByRole('menuitem', { name: /Add a counter/ }).click();
  await expect(zone(page, 0, 'ms-battlefield').locator('.pf-counter')).toHaveText('1');

  // Six War Experience by shortcut: the game is won (2.1 Winning A).
  for (let i = 0; i < 6; i++) await page.keyboard.press('e');
  await expect(page.getByTestId('value-0-war-experience')).toHaveAttribute('data-value', '6');
  await expect(page.getByTestId('outcome')).toContainText('wins with 6 War Experience');
  await page.screenshot({ path: test.info().outputPath('ms-war-goldfish.png') });

  // Undo everything: back to the opening hand.
  await undoToStart(page);
  await expect(count(page, 0, 'hand')).toHaveText('7');
  await expect(count(page, 0, 'factory')).toHaveText('0');
  await expect(count(page, 0, 'supply-base')).toHaveText('43');
  await expect(page.getByTestId('outcome')).toHaveCount(0);

  // Replay from the setup to the end, then branch from step 2.
  await page.getByRole('button', { name: 'Replay' }).click();
  const position = page.getByTestId('replay-position');
  const end = Number((await position.textContent())!.split('/')[1]);
  expect(end).toBeGreaterThan(10);
  for (let i = 0; i < end; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(position).toHaveText(`step ${end} / ${end}`);
  await expect(page.getByTestId('value-0-war-experience')).toHaveAttribute('data-value', '6');
  await page.getByRole('button', { name: 'To the start' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(count(page, 0, 'factory')).toHaveText('2');
  // The replayed table takes no moves (one would silently drop every later step).
  await drag(page, zone(page, 0, 'hand').locator('.pf-card').first(), zone(page, 0, 'factory'));
  await expect(page.getByTestId('replay-refused')).toContainText('Continue from here');
  await expect(count(page, 0, 'factory')).toHaveText('2');
  await expect(position).toHaveText(`step 2 / ${end}`);
  await page.getByRole('button', { name: 'Continue from here' }).click();
  await expect(page.getByTestId('replay-refused')).toHaveCount(0);
  await page.keyboard.press('d');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await expect(count(page, 0, 'hand')).toHaveText('6');

  // Autosaved: a reload reopens the game where it was.
  await page.reload();
  await expect(page.getByTestId('play-table')).toBeVisible();
  await expect(count(page, 0, 'hand')).toHaveText('6');
  await expect(count(page, 0, 'factory')).toHaveText('2');
});

/**
 * Attaching by drag (M.S. War 2.1 Strategic Phase B: a Pilot rides an M.S.): the M.S. opens as
 * a drop target only while a card that can ride is in the air; a plain move dropped on an M.S.
 * still takes its place in the row.
 */
test('M.S. War goldfish: a Pilot dragged onto an M.S. rides it; an M.S. dropped on another takes its place', async ({
  page,
}) => {
  await startGoldfish(page, 'Gundam M.S. War');
  await page.keyboard.press('Shift+D');
  await page.getByRole('spinbutton').fill('25');
  await page.keyboard.press('Enter');
  await expect(count(page, 0, 'hand')).toHaveText('32');
  const hand = zone(page, 0, 'hand');
  const dock = zone(page, 0, 'ms-dock');
  for (let i = 0; i < 2; i++) {
    await hand.locator('.pf-card:has(.card-face[data-type="ms"])').first().focus();
    await page.keyboard.press('p');
    await expect(count(page, 0, 'ms-dock')).toHaveText(String(i + 1));
  }
  const [first, second] = await dock
    .locator('.pf-card')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cardId!));
  // A plain move onto an M.S. of the same row: no attaching, the order changes.
  await drag(page, dock.locator(`[data-card-id="${second}"]`), dock.locator(`[data-card-id="${first}"]`));
  await expect
    .poll(() => dock.locator('.pf-card').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cardId)))
    .toEqual([second, first]);
  await expect(dock.locator('.pf-rider')).toHaveCount(0);
  // A Pilot onto the M.S.: it rides it. The hand of 30 scrolls sideways (focusing a card scrolls
  // it), so the Pilot is brought into view before it is picked up.
  await drag(
    page,
    hand.locator('.pf-card:has(.card-face[data-type="pilot"])').first(),
    dock.locator(`[data-card-id="${first}"]`),
    { scroll: true },
  );
  await expect(dock.locator('.pf-rider')).toHaveCount(1);
  await expect(page.getByTestId('game-log')).toContainText(/attach/i);
});
