/**
 * The hotseat curtain belongs to the hotseat game: a player who ends a hotseat game while the
 * curtain is up, then starts (or resumes) a game against the computer or a goldfish, plays at
 * once — no "Pass the computer to Player 1" with nobody to pass it to.
 */
import { test, expect, type Page } from '@playwright/test';

async function hotseatBehindCurtain(page: Page) {
  await page.goto('./#/play');
  await page.getByText('Gundam War', { exact: true }).click();
  await page.getByText('Hotseat (two players)').click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('curtain')).toBeVisible();
  await page.getByRole('button', { name: 'End game' }).click();
}

for (const mode of ['Solo vs AI (against the computer)', 'Goldfish (one deck)']) {
  test(`ending a hotseat game behind its curtain, then a new game: ${mode}`, async ({ page }) => {
    await hotseatBehindCurtain(page);
    await page.getByText(mode).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Decision' })).toBeVisible();
    await expect(page.getByTestId('curtain')).toHaveCount(0);
  });
}

test('ending a hotseat game behind its curtain, then resuming a solo game', async ({ page }) => {
  await page.goto('./#/play');
  await page.getByText('Gundam War', { exact: true }).click();
  await page.getByText('Solo vs AI (against the computer)').click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Decision' })).toBeVisible();
  await page.getByRole('button', { name: 'End game' }).click();
  await hotseatBehindCurtain(page);
  await page.getByRole('listitem').filter({ hasText: 'Computer' }).getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Decision' })).toBeVisible();
  await expect(page.getByTestId('curtain')).toHaveCount(0);
});
