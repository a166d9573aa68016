/**
 * The goldfish kill clock (issue #15): a rules goldfish game of each game is played against a
 * dummy opponent whose pile (M.S. War's Supply Base, Gundam War's Nation) the player's battle
 * damage empties. The table shows what is left, the damage this turn, in all and by turn, and
 * the game ends "won on turn N" (M.S. War 2.1 Winning the Game C; Gundam War basic rules, an
 * empty Nation loses). The player here plays every card the rules light up, attacks or sorties
 * with everything, and passes otherwise.
 */
import { test, expect, type Page } from '@playwright/test';
import { afterMove, playWithP, SIZES, screenshotsAtBothSizes } from './helpers';
import { answer, optionCount } from './answer';

/** The won table at both sizes: the table scrolls under the header, the game's answer is one scroll away at most. */
const screenshots = (page: Page, name: string) =>
  screenshotsAtBothSizes(page, name, async () => {
    await page.getByTestId('dummy').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('dummy-won')).toBeInViewport();
  });

async function start(page: Page, game: string, seed: string, pile: string, pileLabel: RegExp) {
  await page.goto('./#/play');
  await page.getByText(game, { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByLabel(pileLabel).fill(pile);
  await page.getByRole('button', { name: 'Start game' }).click();
}

/** One move: answer a decision (every option it allows: all sortie, keep, yes), play a lit card, attack, else pass. */
async function move(page: Page) {
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  const hand = page.locator('section.pf-zone[data-seat="0"][data-zone="hand"]');
  if (await decision.count()) {
    const mulligan = /mulligan/i.test((await decision.textContent()) ?? '');
    const max = Number(await decision.getAttribute('data-max'));
    const min = Number(await decision.getAttribute('data-min'));
    // Keep the opening hand; otherwise take as many options as allowed (every Unit sorties, yes to the Factory).
    const take = mulligan ? min : Math.min(max, await optionCount(decision));
    await afterMove(page, () => answer(decision, take));
    return;
  }
  const playable = hand.locator('.pf-card[data-moves~="play"], .pf-card[data-moves~="put-out-as-g"]').first();
  const attacker = page.locator('section.pf-zone[data-seat="0"] .pf-card[data-moves~="attack"]').first();
  if (await attacker.count()) await playWithP(page, attacker);
  else if (await playable.count()) await playWithP(page, playable);
  else await afterMove(page, () => page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ }).click());
}

async function playToTheEnd(page: Page) {
  const outcome = page.getByTestId('outcome');
  for (let i = 0; i < 400 && !(await outcome.count()); i++) await move(page);
  await expect(outcome).toBeVisible();
  // A game that is over gives nobody priority, and offers no move.
  await expect(page.getByText('You have priority')).toHaveCount(0);
  await expect(page.getByText(/has priority/)).toHaveCount(0);
  await expect(page.getByLabel('Allowed now')).toHaveCount(0);
}

test('M.S. War goldfish against the dummy opponent is won on turn N', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(SIZES[1]);
  await start(page, 'Gundam M.S. War', '5', '12', /Dummy opponent's Supply Base/);
  const dummy = page.getByTestId('dummy');
  await expect(dummy).toContainText('Supply Base');
  await expect(page.getByTestId('dummy-left')).toHaveAttribute('data-value', '12');
  await expect(page.getByTestId('game-log')).toContainText(
    'Goldfish against a dummy opponent: its Supply Base holds 12 cards. Empty it to win; it draws a card in each of its turns.',
  );
  await page.screenshot({ path: test.info().outputPath('ms-war-dummy-start-1280.png') });
  await playToTheEnd(page);
  const won = page.getByTestId('dummy-won');
  await expect(won).toHaveText(/^Won on turn \d+$/);
  const turn = Number((await won.textContent())!.replace(/\D/g, ''));
  await expect(page.getByTestId('dummy-left')).toHaveAttribute('data-value', '0');
  // Damage by turn adds up to the total, and battle damage was dealt.
  const total = Number(await page.getByTestId('dummy-total').getAttribute('data-value'));
  let sum = 0;
  for (let t = 1; t <= turn; t++) sum += Number(await page.getByTestId(`dummy-turn-${t}`).getAttribute('data-value'));
  expect(sum).toBe(total);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByTestId('game-log')).toContainText("The dummy opponent's Supply Base takes");
  await expect(page.getByTestId('outcome')).toContainText(
    `won on turn ${turn}: the dummy opponent's Supply Base is empty.`,
  );
  await screenshots(page, 'ms-war-dummy-won');
});

test('Gundam War goldfish against the dummy opponent is won on turn N', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(SIZES[0]);
  await start(page, 'Gundam War', '11', '14', /Dummy opponent's Nation/);
  await expect(page.getByTestId('dummy-left')).toHaveAttribute('data-value', '14');
  await playToTheEnd(page);
  const won = page.getByTestId('dummy-won');
  await expect(won).toHaveText(/^Won on turn \d+$/);
  const turn = Number((await won.textContent())!.replace(/\D/g, ''));
  await expect(page.getByTestId('dummy-left')).toHaveAttribute('data-value', '0');
  expect(Number(await page.getByTestId('dummy-total').getAttribute('data-value'))).toBeGreaterThan(0);
  await expect(page.getByTestId('game-log')).toContainText("The dummy opponent's Nation takes");
  await expect(page.getByTestId('outcome')).toContainText(`won on turn ${turn}: the dummy opponent's Nation is empty.`);
  await screenshots(page, 'gundam-war-dummy-won');
});
