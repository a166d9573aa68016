/**
 * Rules-assisted M.S. War: the mulligan as a prompt, the phase tracker, the moves the engine
 * allows as buttons and highlighted cards, and a manual move logged as an override.
 */
import { test, expect, type Page } from '@playwright/test';

const count = (page: Page, seat: number, id: string) => page.getByTestId(`count-${seat}-${id}`);

test('M.S. War rules-assisted goldfish: mulligan prompt, legal moves, overrides logged', async ({ page }) => {
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  await expect(page.getByRole('checkbox', { name: /Rules-assisted/ })).toBeChecked();
  await page.getByRole('button', { name: 'Start game' }).click();
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  await expect(decision).toContainText('Mulligan');
  await page.screenshot({ path: test.info().outputPath('rules-mulligan.png') });
  // Keep the hand (no cards picked), then answer each prompt with its first option.
  await decision.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('game-log')).toContainText('keeps their hand');
  await expect(decision).toContainText('Factory');
  const allowed = page.getByLabel('Allowed now');
  for (let i = 0; i < 20 && (await page.locator('.pf-phases li.on').textContent()) !== 'Strategic'; i++) {
    if (await decision.count()) {
      await decision.locator('input').first().check();
      await decision.getByRole('button', { name: 'Confirm' }).click();
    } else await allowed.getByRole('button', { name: 'Pass' }).click();
    await page.waitForTimeout(50);
  }
  await expect(page.locator('.pf-phases li.on')).toHaveText('Strategic');
  await expect(count(page, 0, 'factory')).toHaveText('1');
  await page.screenshot({ path: test.info().outputPath('rules-strategic.png') });
  await page.keyboard.press('d');
  await expect(page.getByTestId('game-log')).toContainText('Override:');
});
