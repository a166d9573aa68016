/**
 * The demo decks the Play screen offers are on the Decks screen too (issue #47): copied as the
 * player's own deck, opened in the editor whole and legal, named after the demo deck (a second
 * copy numbered), in English and in Japanese, at both window sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { SIZES, deckSaved } from './helpers';

const WORDS = {
  en: {
    menu: 'Copy a demo deck',
    menuLabel: 'Demo decks to copy',
    copy: (name: string) => `Copy ${name}`,
    deckName: 'Deck name',
    legal: 'Legal',
    gw: 'Gundam War demo A',
    gwAgain: 'Gundam War demo A (2)',
    ms: 'M.S. War demo B',
  },
  ja: {
    menu: 'デモデッキをコピー',
    menuLabel: 'コピーできるデモデッキ',
    copy: (name: string) => `${name}をコピー`,
    deckName: 'デッキ名',
    legal: '適合',
    gw: 'ガンダムウォー デモA',
    gwAgain: 'ガンダムウォー デモA（2）',
    ms: 'M.S.ウォー デモB',
  },
} as const;

async function copyDemo(page: Page, words: (typeof WORDS)[keyof typeof WORDS], name: string) {
  await page.goto('./#/decks');
  await page.getByText(words.menu, { exact: true }).click();
  await page.getByRole('button', { name: words.copy(name), exact: true }).click();
}

for (const [lang, words] of Object.entries(WORDS) as [keyof typeof WORDS, (typeof WORDS)[keyof typeof WORDS]][]) {
  for (const size of SIZES) {
    test.describe(`${lang} at ${size.width}`, () => {
      test.use({ viewport: size, locale: lang === 'ja' ? 'ja-JP' : 'en-US' });

      test('a demo deck is copied as an own deck, whole and legal, a second copy numbered', async ({ page }) => {
        await page.goto('./#/decks');
        await page.getByText(words.menu, { exact: true }).click();
        const menu = page.getByRole('group', { name: words.menuLabel });
        await expect(menu.getByRole('button')).toHaveCount(4);
        await page.screenshot({ path: test.info().outputPath(`demo-menu-${lang}-${size.width}.png`) });
        // Closed like a menu: Escape, or a press outside it; then opened again.
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await page.getByText(words.menu, { exact: true }).click();
        await expect(menu).toBeVisible();
        await page.mouse.click(size.width - 40, size.height - 60);
        await expect(menu).toBeHidden();
        await page.getByText(words.menu, { exact: true }).click();

        await menu.getByRole('button', { name: words.copy(words.gw), exact: true }).click();
        await expect(page.getByLabel(words.deckName)).toHaveValue(words.gw);
        await expect(page.getByTestId('main-count')).toHaveText('50');
        await expect(page.getByTestId('legality')).toHaveText(words.legal);
        await deckSaved(page, words.gw);

        await copyDemo(page, words, words.gw);
        await expect(page.getByLabel(words.deckName)).toHaveValue(words.gwAgain);
        await deckSaved(page, words.gwAgain);

        await copyDemo(page, words, words.ms);
        await expect(page.getByLabel(words.deckName)).toHaveValue(words.ms);
        await expect(page.getByTestId('main-count')).toHaveText('50');
        await expect(page.getByTestId('legality')).toHaveText(words.legal);
        await deckSaved(page, words.ms);

        // The copies are ordinary decks: they stay after a reload and are listed with the others.
        await page.goto('./#/decks');
        await page.reload();
        for (const name of [words.gw, words.gwAgain, words.ms])
          await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      });
    });
  }
}
