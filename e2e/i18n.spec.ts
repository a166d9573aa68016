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
    await expect(
      page.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name: /カード/ }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test.describe('untranslated text', () => {
    test.use({ locale: 'ja-JP' });

    // Words that stay as they are in Japanese: the app's name, English named in English in the
    // language switch, file formats, keys, game notation.
    const KEPT = /\b(Sortie|English|CSV|JSON|Ctrl|Shift|Alt|Enter|Space|Tab|Del|Esc|OR|M\.S\.|G|ms|gw)\b/g;

    test('the Japanese screens show no English in their headers, buttons, menus and status bar', async ({ page }) => {
      for (const place of ['cards', 'decks', 'play']) {
        await page.goto(`./#/${place}`);
        await expect(page.getByTestId('engine-status')).toBeVisible();
        const texts = await page
          .locator(
            'nav, .screen-header, .status-bar, button:visible:not(.grid-card), label:visible, legend, summary, h1, h2, h3',
          )
          .allInnerTexts();
        const english = texts
          .map((text) => text.replace(/[0-9a-f]{7,}/g, '').replace(KEPT, ''))
          .filter((text) => /[A-Za-z]{3,}/.test(text));
        expect(english, `untranslated on ${place}`).toEqual([]);
      }
    });
  });
});
