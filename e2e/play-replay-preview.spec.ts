/**
 * Replay: a jump along the slider (by pointer or by keys) takes the card preview down. The
 * pointer never left the card it was over, so nothing else would; at the new step that card may
 * be elsewhere or gone, and the preview showed a card that was no longer where it had been.
 */
import { test, expect } from '@playwright/test';
import { count, zone } from './helpers';

test('a Replay jump hides the card preview', async ({ page }) => {
  await page.goto('./#/play');
  await page.getByText('Gundam M.S. War', { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('play-table')).toBeVisible();
  for (const n of [8, 9, 10]) {
    await page.keyboard.press('d');
    await expect(count(page, 0, 'hand')).toHaveText(String(n));
  }
  await page.getByRole('button', { name: 'Replay' }).click();
  const slider = page.getByRole('slider', { name: 'Step' });
  const preview = page.getByTestId('card-preview');
  const card = zone(page, 0, 'hand').locator('.pf-card').first();

  // By the slider's value (the pointer stays on the card).
  await card.hover();
  await expect(preview).toBeVisible();
  await slider.fill('1');
  await expect(page.getByTestId('replay-position')).toHaveText('step 1 / 3');
  await expect(count(page, 0, 'hand')).toHaveText('8');
  await expect(preview).toHaveCount(0);

  // By keys on the focused slider, the pointer back on a card.
  await page.mouse.move(0, 0);
  await card.hover();
  await expect(preview).toBeVisible();
  await slider.focus();
  await slider.press('End');
  await expect(page.getByTestId('replay-position')).toHaveText('step 3 / 3');
  await expect(preview).toHaveCount(0);
});
