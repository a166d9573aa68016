/**
 * Rules-assisted M.S. War: the mulligan as a prompt, the phase tracker, the moves the engine
 * allows as buttons and highlighted cards, and a manual move logged as an override.
 */
import { test, expect } from '@playwright/test';
import { afterMove, count } from './helpers';
import { answer, answerLeast } from './answer';

test('M.S. War rules-assisted goldfish: mulligan prompt, legal moves, overrides made by choice and logged', async ({
  page,
}) => {
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start game' }).click();
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  await expect(decision).toContainText('Mulligan');
  await page.screenshot({ path: test.info().outputPath('rules-mulligan.png') });
  // Keep the hand (no cards picked), then answer each prompt with its first option.
  await answer(decision, 0);
  await expect(page.getByTestId('game-log')).toContainText('keeps their hand');
  await expect(decision).toContainText('Factory');
  const allowed = page.getByLabel('Allowed now');
  for (let i = 0; i < 20 && (await page.locator('.pf-phases li.on').textContent()) !== 'Strategic'; i++) {
    if (await decision.count()) {
      await afterMove(page, () => answer(decision));
    } else await afterMove(page, () => allowed.getByRole('button', { name: 'Pass' }).click());
  }
  await expect(page.locator('.pf-phases li.on')).toHaveText('Strategic');
  await expect(count(page, 0, 'factory')).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('rules-strategic.png') });
  // Drawing by hand is no rule's move: the table says so and makes it only as an override, by choice.
  await page.keyboard.press('d');
  const offer = page.getByTestId('override-offer');
  await expect(offer).toContainText('Cards are drawn by the rules');
  await expect(page.getByTestId('game-log')).not.toContainText('Override:');
  await offer.getByRole('button', { name: 'Do it anyway (override)' }).click();
  await expect(page.getByTestId('game-log')).toContainText('Override:');
});

/**
 * An Event played in rules mode goes on the Effect Chain before it resolves (M.S. War 2.1 —
 * The EFFECT CHAIN): the side panel shows it as the top of the stack, with what it will do
 * and the priority holder; passing resolves it and the chain empties.
 */
test('M.S. War rules-assisted goldfish: a played Event shows on the Effect Chain, then resolves', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill('5');
  await page.getByRole('button', { name: 'Start game' }).click();
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  const allowed = page.getByLabel('Allowed now');
  const hand = page.locator('section.pf-zone[data-seat="0"][data-zone="hand"]');
  const event = hand.locator('.pf-card[data-moves~="play"]:has(.card-face[data-type="event"])').first();
  const chain = page.getByTestId('chain');
  let played = false;
  for (let i = 0; i < 200 && !played; i++) {
    const step = await page.getByTestId('play-body').getAttribute('data-step');
    if (await decision.count()) {
      await answerLeast(decision);
    } else if (await event.count()) {
      const name = (await event.locator('.card-face').getAttribute('aria-label'))?.replace(/ \(.*\)$/, '');
      await event.click({ button: 'right' });
      await page.getByRole('menuitem', { name: /^Play$/ }).click();
      // On the chain, not yet resolved: the Event is the top entry and the lone player holds priority.
      await expect(chain).toBeVisible();
      await expect(chain.locator('li').first()).toContainText('resolves next');
      if (name) await expect(chain.locator('li').first()).toContainText(name);
      await expect(chain.locator('li .pf-chain-effect').first()).not.toBeEmpty();
      await expect(page.locator('.pf-priority.mine')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('ms-war-effect-chain.png') });
      await allowed.getByRole('button', { name: /^Pass/ }).click();
      await expect(chain).toHaveCount(0);
      await expect(page.getByTestId('game-log')).toContainText('resolves');
      played = true;
      break;
    } else await allowed.getByRole('button', { name: /^Pass/ }).click();
    await expect.poll(async () => page.getByTestId('play-body').getAttribute('data-step')).not.toBe(step);
  }
  expect(played).toBe(true);
});
