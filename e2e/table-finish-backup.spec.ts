/**
 * Issue #47 item 7: Backup… opened from the Cards screen (before any other screen was shown) is
 * the centred modal it is elsewhere, not squeezed into the 200 px side bar, and it closes when
 * the screen changes — in English and Japanese, at both window sizes.
 */
import { test, expect, type Page } from '@playwright/test';
import { SIZES } from './helpers';

async function expectCentredModal(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.width).toBeGreaterThan(400);
  expect(Math.abs(box.x + box.width / 2 - size.width / 2)).toBeLessThan(2);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  // The title keeps to one line.
  const heading = dialog.getByRole('heading', { name: title });
  const lines = await heading.evaluate((el) => el.clientHeight / parseFloat(getComputedStyle(el).lineHeight || '0'));
  expect(lines).toBeLessThan(1.5);
  const nav = (await page.locator('.nav-rail').boundingBox())!;
  expect(box.x).toBeGreaterThan(nav.x + nav.width);
  return dialog;
}

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  for (const lang of [
    { code: 'en', open: 'Backup…', title: 'Backup and restore' },
    { code: 'ja', open: 'バックアップ…', title: 'バックアップと復元' },
  ]) {
    test(`Backup… from the Cards screen is a centred modal that closes with the screen (${lang.code}, ${at})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto('./#/cards');
      await page.locator('.language-select select').selectOption(lang.code);
      await page.locator('.backup-open').click();
      await expect(page.locator('.backup-open')).toHaveText(lang.open);
      const dialog = await expectCentredModal(page, lang.title);
      await page.screenshot({ path: test.info().outputPath(`backup-from-cards-${lang.code}-${size.width}.png`) });
      // Another screen (Ctrl+2: Decks): the dialog goes with the screen it was opened over.
      await page.keyboard.press('Control+2');
      await expect(page).toHaveURL(/#\/decks/);
      await expect(dialog).toHaveCount(0);
    });
  }
}
