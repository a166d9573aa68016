/**
 * Rules-assisted Gundam War on the table: a goldfish game played for a few turns through the
 * engine's moves only (Advanced Rules ch. 5 turn structure): the mulligan prompt, G put out
 * and Units played by dragging onto the Disposition Area (the G chips count the G by colour),
 * Units sortied as squads to the Earth and Space Areas, and Pass through the Cut. Then a
 * hotseat game's first turns with the curtain. Light and dark screenshots of the table.
 */
import { test, expect, type Page } from '@playwright/test';
import { afterMove, darkTheme, dragIntoZone, privateCards, tableDrawn, zone } from './helpers';
import { answer, answerLeast, confirmButton } from './answer';

async function start(page: Page, mode: string, seed: string, deck?: string) {
  await page.goto('./#/play');
  await page.getByText('Gundam War', { exact: true }).click();
  await page.getByText(mode).click();
  if (deck) await page.getByLabel('Deck for player 1').selectOption({ label: deck });
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await tableDrawn(page);
}

/**
 * One move the way a player would make it: answer a prompt (keep the hand, sortie every
 * Unit it offers, else the first choice), else put a G out or play a card by dragging it onto
 * the Disposition Area, else Pass. Returns false once the turn number reaches `turns`.
 */
async function move(page: Page, turns: number, seen: { sorties: number; plays: number; gs: number }): Promise<boolean> {
  const curtain = page.getByTestId('curtain');
  const table = page.getByTestId('play-table');
  // Either the curtain or the table is up (never both): wait for one before looking, so a curtain
  // still coming up at the start is not taken for its absence (as in play-hotseat-rules).
  await expect(curtain.or(table).first()).toBeVisible();
  if (await curtain.count()) {
    await expect(privateCards(page)).toHaveCount(0);
    await curtain.getByRole('button').click();
    // The curtain stays until the seat's view has arrived; then it is gone without another click.
    await expect(curtain).toHaveCount(0);
    return true;
  }
  const turn = Number((await page.locator('.pf-turn-line strong').textContent())?.replace(/\D/g, ''));
  if (turn >= turns || (await page.getByTestId('outcome').count())) return false;
  const viewer = Number(await table.getAttribute('data-viewer'));
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  // The move, made and waited for: the step moves on, or the curtain comes up for the other seat.
  const made = (act: () => Promise<unknown>) => afterMove(page, act, [curtain]);
  if (await decision.count()) {
    const prompt = (await decision.locator('p').first().textContent()) ?? '';
    const options = decision.locator('.pf-options input');
    const min = Number(await decision.getAttribute('data-min'));
    if (/sortie/i.test(prompt)) {
      // A squad: the first Unit offered for an Area (the head), then no more than one per Area.
      const labels = await decision.locator('.pf-options label').allTextContents();
      const area = labels.findIndex((l) => /Area/.test(l));
      if (area >= 0) {
        await options.nth(area).check();
        seen.sorties++;
      }
      await made(() => confirmButton(decision).click());
    } else await made(() => answer(decision, Math.max(min, 1)));
  } else {
    const g = zone(page, viewer, 'hand').locator('.pf-card[data-moves~="play"]:has(.card-face[data-type="g"])').first();
    const card = zone(page, viewer, 'hand')
      .locator('.pf-card[data-moves~="play"]:not(:has(.card-face[data-type="g"]))')
      .first();
    if (await g.count()) {
      await made(() => dragIntoZone(page, g, zone(page, viewer, 'disposition-area')));
      seen.gs++;
    } else if (await card.count()) {
      await made(() => dragIntoZone(page, card, zone(page, viewer, 'disposition-area')));
      seen.plays++;
    } else await made(() => page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ }).first().click());
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
  return true;
}

test('Gundam War goldfish, rules-assisted: G, Units, squads sortied, a few turns', async ({ page }) => {
  test.setTimeout(420_000);
  await start(page, 'Goldfish (one deck)', '7', 'Gundam War demo B');
  const seen = { sorties: 0, plays: 0, gs: 0 };
  for (let i = 0; i < 400 && (await move(page, 6, seen)); i++);
  expect(seen.gs).toBeGreaterThan(1);
  expect(seen.plays).toBeGreaterThan(0);
  // No made-up goldfish win: the damage tally shows only when the player sets a goal.
  await expect(page.getByTestId('value-0-damage-dealt')).toHaveCount(0);
  // The chips count Nation Power by colour: every G in play, rolled or not (rules notes 00c §1).
  await expect(page.locator('.pf-power-chip').first()).toBeVisible();
  const log = await page.getByTestId('game-log').innerText();
  expect(log).not.toContain('Override');
  await page.screenshot({ path: test.info().outputPath('gundam-war-rules-light.png') });
  await darkTheme(page);
  await page.screenshot({ path: test.info().outputPath('gundam-war-rules-dark.png') });
  // Units sortied as squads: the log names the sortie, and battle damage came off a Nation.
  expect(seen.sorties).toBeGreaterThan(0);
  expect(log).toMatch(/sorties .+ to the (Earth|Space) Area/);
  // Battle damage goes to the dummy opponent's Nation, the goldfish kill clock (e2e/play-kill-clock.spec.ts).
  expect(log).toMatch(/The dummy opponent's Nation takes \d+ damage \(\d+ left; \d+ dealt in all\)/);
  await expect(page.getByTestId('dummy-total')).not.toHaveAttribute('data-value', '0');
});

test('Gundam War hotseat, rules-assisted: the first turns with the curtain between seats', async ({ page }) => {
  test.setTimeout(420_000);
  await start(page, 'Hotseat (two players)', '11');
  const seen = { sorties: 0, plays: 0, gs: 0 };
  for (let i = 0; i < 400 && (await move(page, 3, seen)); i++);
  expect(seen.gs).toBeGreaterThan(1);
  const log = await page.getByTestId('game-log').innerText();
  expect(log).not.toContain('Override');
  await page.screenshot({ path: test.info().outputPath('gundam-war-hotseat-light.png') });
  await darkTheme(page);
  await page.screenshot({ path: test.info().outputPath('gundam-war-hotseat-dark.png') });
});

/**
 * A card the rules could play, dropped where none of its rules moves goes, is held back: the
 * table says what the rules would have done and moves it by hand only as an override, by choice.
 */
test('Gundam War rules-assisted: a lit card dropped off its rules moves is offered as an override first', async ({
  page,
}) => {
  await start(page, 'Goldfish (one deck)', '11');
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  const lit = zone(page, 0, 'hand').locator('.pf-card[data-moves~="play"]').first();
  // Keep the hand and pass on to the Disposition Phase, where a G may be put out.
  for (let i = 0; i < 12 && !(await lit.count()); i++) {
    if (await decision.count()) {
      await afterMove(page, () => answerLeast(decision));
    } else
      await afterMove(page, () =>
        page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ }).first().click(),
      );
  }
  await expect(lit).toBeVisible();
  await dragIntoZone(page, lit, zone(page, 0, 'junkyard'));
  const offer = page.getByTestId('override-offer');
  await expect(offer).toContainText('none of its rules moves');
  await expect(page.getByTestId('game-log')).not.toContainText('Override:');
  await offer.getByRole('button', { name: 'Do it anyway (override)' }).click();
  await expect(page.getByTestId('game-log')).toContainText('Override:');
  await page.screenshot({ path: test.info().outputPath('override-note.png') });
});
