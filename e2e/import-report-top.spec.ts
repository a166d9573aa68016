/**
 * A long import report (a Japanese card list with headings, stat-less units and manual texts)
 * opens at its top: the verdict and the figures (added, updated, skipped) are what the player
 * imported for, and Close takes the keyboard without scrolling them out of sight.
 */
import { test, expect } from '@playwright/test';

test.use({ viewport: { width: 1280, height: 720 } });

test('the report opens at its verdict and figures, with Close focused', async ({ page }) => {
  await page.goto('./#/cards');
  await expect(page.getByTestId('result-count')).toHaveText(/of 1[2-9]\d$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Import…/ }).click();
  await (await chooser).setFiles('e2e/fixtures/gundam-war-ja.csv');
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Import finished');
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
  await expect(report.getByRole('status')).toBeInViewport({ ratio: 1 });
  await expect(report.locator('.report-figures')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/walk-import-report.png' });
});
