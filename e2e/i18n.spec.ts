import { test, expect } from '@playwright/test';

test.describe('languages', () => {
  test.describe('on a Japanese system', () => {
    test.use({ locale: 'ja-JP' });

    test('first start speaks Japanese, and a chosen language wins from then on', async ({ page }) => {
      await page.goto('./');
      const nav = page.getByRole('navigation', { name: 'メニュー' });
      await expect(nav.getByRole('link', { name: /デッキ/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      await expect(page.getByTestId('engine-status')).toContainText('ガンダムウォー');
      await page.screenshot({ path: 'test-results/i18n-first-start-ja.png' });

      await page.getByRole('combobox', { name: '言語' }).selectOption('en');
      await expect(page.getByRole('navigation', { name: 'Places' }).getByRole('link', { name: /Decks/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Places' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  test('an English system starts in English and switches to Japanese', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('navigation', { name: 'Places' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    await expect(page.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: /カード/ })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});
