/**
 * Hotseat M.S. War on one screen: a curtain between turns, only the active seat's hand in
 * the page, a log that names no hidden card, played to a win (on the manual table the win
 * is scored by hand), then undone to the start and replayed. Also a Gundam War goldfish.
 */
import { test, expect, type Page } from '@playwright/test';
import { count, drag, privateCards, stepOf, zone } from './helpers';
import { answer } from './answer';

/** A fixed seed, so every run deals the same hands (a random deal could leave Player 1 without an M.S.). */
async function start(page: Page, game: string, mode: string, goal?: number) {
  await page.goto('./#/play');
  await page.getByText(game, { exact: true }).click();
  await page.getByText(mode).click();
  await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill('7');
  if (goal !== undefined) await page.getByLabel('Goldfish goal: damage to deal').fill(String(goal));
  await page.getByRole('button', { name: 'Start game' }).click();
}

async function handIds(page: Page, seat: number): Promise<string[]> {
  return zone(page, seat, 'hand')
    .locator('.pf-card')
    .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.cardId!));
}

/** The other seat's hand: backs only, no card identity anywhere in the page. */
async function expectHidden(page: Page, seat: number, ids: string[]) {
  await expect(zone(page, seat, 'hand').locator('[data-card-key]')).toHaveCount(0);
  const html = await page.content();
  for (const id of ids) expect(html).not.toContain(`data-card-id="${id}"`);
}

async function passTurn(page: Page, to: string) {
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next phase' }).click();
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toContainText(`Pass the computer to ${to}`);
  // Nothing of either hand is in the page while the curtain is up.
  await expect(privateCards(page)).toHaveCount(0);
  await curtain.getByRole('button').click();
  await expect(page.getByTestId('play-table')).toBeVisible();
}

test('M.S. War hotseat: curtain, hidden hands, a win, undo to the start and replay', async ({ page }) => {
  await start(page, 'Gundam M.S. War', 'Hotseat (two players)');
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toContainText('Pass the computer to Player 1');
  await curtain.getByRole('button').click();

  // Player 1: a material and an M.S. by dragging.
  const p1Hand = await handIds(page, 0);
  expect(p1Hand).toHaveLength(7);
  await expectHidden(page, 1, []);
  await drag(page, zone(page, 0, 'hand').locator('.pf-card').first(), zone(page, 0, 'factory'));
  await expect(count(page, 0, 'factory')).toHaveText('1');
  await drag(
    page,
    zone(page, 0, 'hand').locator('.pf-card:has(.card-face[data-type="ms"])').first(),
    zone(page, 0, 'ms-dock'),
  );
  await expect(count(page, 0, 'ms-dock')).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('hotseat-p1.png') });
  const p1Secret = await handIds(page, 0);

  await passTurn(page, 'Player 2');
  // Player 2 sees Player 1's hand as backs only, and the log does not name hidden cards.
  await expectHidden(page, 0, p1Secret);
  await page.keyboard.press('d');
  await expect(count(page, 1, 'hand')).toHaveText('8');
  await drag(page, zone(page, 1, 'hand').locator('.pf-card').first(), zone(page, 1, 'factory'));
  await expect(count(page, 1, 'factory')).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('hotseat-p2.png') });
  const p2Secret = await handIds(page, 1);
  expect(p2Secret.length).toBe(7);

  await passTurn(page, 'Player 1');
  await expectHidden(page, 1, p2Secret);
  const log = await page.getByTestId('game-log').innerText();
  expect(log).toContain('Player 2 draws a card.');

  // Player 1 attacks by dragging the M.S. to the Battlefield, and scores by shortcut.
  await drag(page, zone(page, 0, 'ms-dock').locator('.pf-card').first(), zone(page, 0, 'ms-battlefield'));
  await expect(count(page, 0, 'ms-battlefield')).toHaveText('1');
  await page.keyboard.press('w');
  await page.getByRole('spinbutton').fill('6');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outcome')).toContainText('Player 1 wins with 6 War Experience');

  // Undo to the start (the curtain comes back as turns unwind), then replay to the end.
  const undo = page.getByRole('button', { name: 'Undo' });
  // A curtain may rise just after an undo crosses a turn (Undo is disabled under it): each round
  // waits for the curtain or the table, and after an Undo for the step to go back or a curtain.
  const table = page.getByTestId('play-table');
  for (let i = 0; i < 200 && (await stepOf(page)) !== '0'; i++) {
    await expect(curtain.or(table).first()).toBeVisible();
    if (await curtain.isVisible()) {
      // The curtain can also drop between the look and the click: look again next round.
      await curtain
        .getByRole('button')
        .click({ timeout: 2_000 })
        .catch(() => undefined);
      continue;
    }
    const step = await stepOf(page);
    await undo.click({ timeout: 2_000 }).catch(() => undefined);
    await expect.poll(async () => (await stepOf(page)) !== step || (await curtain.isVisible())).toBe(true);
  }
  await expect(undo).toBeDisabled();
  if (await curtain.isVisible()) await curtain.getByRole('button').click();
  await expect(count(page, 0, 'hand')).toHaveText('7');
  await expect(count(page, 0, 'factory')).toHaveText('0');
  await page.getByRole('button', { name: 'Replay' }).click();
  const end = Number((await page.getByTestId('replay-position').textContent())!.split('/')[1]);
  await page.getByRole('slider', { name: 'Step' }).fill(String(end));
  await expect(page.getByTestId('replay-position')).toHaveText(`step ${end} / ${end}`);
  await expect(page.getByTestId('value-0-war-experience')).toHaveAttribute('data-value', '6');
});

test('Gundam War goldfish: G and units by drag, roll and coins by shortcut, the goal the player set reached, undo', async ({
  page,
}) => {
  await start(page, 'Gundam War', 'Goldfish (one deck)', 44);
  await expect(count(page, 0, 'hand')).toHaveText('6');
  const hand = zone(page, 0, 'hand');
  await drag(page, hand.locator('.pf-card').first(), zone(page, 0, 'disposition-area'));
  await expect(count(page, 0, 'disposition-area')).toHaveText('1');
  const card = zone(page, 0, 'disposition-area').locator('.pf-card').first();
  await card.focus();
  await page.keyboard.press('t');
  await expect(zone(page, 0, 'disposition-area').locator('.pf-card.turned')).toHaveCount(1);
  await card.focus();
  await page.keyboard.press('=');
  await expect(zone(page, 0, 'disposition-area').locator('.pf-counter-coin')).toHaveText('1');
  await drag(page, hand.locator('.pf-card').first(), zone(page, 0, 'earth-area'));
  await expect(count(page, 0, 'earth-area')).toHaveText('1');
  await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(page.locator('.pf-phases li.on')).toHaveText('Draw');
  await page.keyboard.press('w');
  await page.getByRole('spinbutton').fill('44');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outcome')).toContainText('wins with 44 Damage dealt (the goldfish goal you set)');
  await page.screenshot({ path: test.info().outputPath('gundam-war-goldfish.png') });
  const undo = page.getByRole('button', { name: 'Undo' });
  // Each Ctrl+Z waits for its step to go back, not a fixed time.
  for (let step = await stepOf(page); step !== '0';) {
    await page.keyboard.press('Control+z');
    await expect.poll(() => stepOf(page)).not.toBe(step);
    step = await stepOf(page);
  }
  await expect(undo).toBeDisabled();
  await expect(count(page, 0, 'hand')).toHaveText('6');
  await expect(count(page, 0, 'disposition-area')).toHaveText('0');
});

test('rules hotseat: a decision waiting behind the curtain shows nothing of that hand until its player clicks through', async ({
  page,
}) => {
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Hotseat (two players)').click();
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start game' }).click();
  const curtain = page.getByTestId('curtain');
  const decision = page.getByRole('alertdialog', { name: 'Decision' });

  // The mulligan names the hand's cards: none of it may show while the curtain is up.
  await expect(curtain).toContainText('A decision is waiting for you.');
  await expect(decision).toHaveCount(0);
  await expect(page.locator('.pf-legal')).toHaveCount(0);
  await curtain.getByRole('button').click();
  await expect(decision).toBeVisible();
  const names = await decision.locator('label').allInnerTexts();
  expect(names.length).toBe(7);

  // Keep the hand: the next seat's mulligan waits behind a curtain, and the first hand is gone.
  await answer(decision, 0);
  await expect(curtain).toBeVisible();
  await expect(decision).toHaveCount(0);
  const text = await page.locator('main').innerText();
  for (const name of names) expect(text).not.toContain(name.trim());
});

test('hotseat reopens behind the curtain after a reload, and a restart deals behind it too', async ({ page }) => {
  await start(page, 'Gundam M.S. War', 'Hotseat (two players)');
  const curtain = page.getByTestId('curtain');
  await curtain.getByRole('button').click();
  await expect(zone(page, 0, 'hand').locator('[data-card-key]')).toHaveCount(7);

  // The app closed and opened again: the next person at the computer may be the other player.
  await page.reload();
  await expect(curtain).toContainText('Pass the computer to Player 1');
  await expect(privateCards(page)).toHaveCount(0);
  await curtain.getByRole('button').click();
  await expect(zone(page, 0, 'hand').locator('[data-card-key]')).toHaveCount(7);

  // Restart deals a new first hand: it too waits behind the curtain.
  await page.getByRole('button', { name: 'Restart' }).click();
  await page.getByTestId('restart-confirm').click();
  await expect(curtain).toBeVisible();
  await expect(privateCards(page)).toHaveCount(0);
  await curtain.getByRole('button').click();
  await expect(zone(page, 0, 'hand').locator('[data-card-key]')).toHaveCount(7);
});

test('undo, redo and replay behind the curtain keep it up: stepping back shows no hand to whoever is at the computer', async ({
  page,
}) => {
  await start(page, 'Gundam M.S. War', 'Hotseat (two players)');
  const curtain = page.getByTestId('curtain');
  await curtain.getByRole('button').click();
  await expect(zone(page, 0, 'hand').locator('[data-card-key]')).toHaveCount(7);
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Next phase' }).click();
  await expect(curtain).toContainText('Pass the computer to Player 2');

  // Player 1's last phase change is taken back while the curtain waits for Player 2: the table
  // is Player 1's again, but whoever sits there must say so first.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(curtain).toContainText('Pass the computer to Player 1');
  await expect(privateCards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(curtain).toContainText('Pass the computer to Player 2');
  await expect(privateCards(page)).toHaveCount(0);

  await curtain.getByRole('button').click();
  await expect(zone(page, 1, 'hand').locator('[data-card-key]')).toHaveCount(7);
  // Without the curtain, undo works as before: the turn goes back to Player 1 behind a curtain.
  await page.keyboard.press('Control+z');
  await expect(curtain).toContainText('Pass the computer to Player 1');
  await expect(privateCards(page)).toHaveCount(0);
});
