/**
 * Issue #47: the screens a Japanese player sees, light and dark, at both window sizes, written
 * as screenshots to look at (docs/testing.md, "Screenshots to look at"): the Play start screen,
 * a solo table with its question, the help overlay and the Restart and Concede dialogs, the
 * Decks list and a deck editor with its Print menu, the Cards screen with a card's detail and
 * the Backup dialog. Each screen is also read for Latin words, and every dialog must fit the
 * window.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { screenshotsAtBothSizes, SIZES, tableDrawn } from './helpers';
import { english, pageTexts } from './i18n-words';

test.use({ locale: 'ja-JP', actionTimeout: 15_000 });

/** The page has no Latin word left (card data aside) and `dialog`, when given, fits the window. */
async function looked(page: Page, name: string, dialog?: Locator) {
  // The pointer off every card: a preview left open by the last click would cover the screen.
  await page.mouse.move(1, 1);
  expect(english(await pageTexts(page)), name).toEqual([]);
  await screenshotsAtBothSizes(page, name, async () => {
    if (!dialog) return;
    const box = (await dialog.boundingBox())!;
    const size = page.viewportSize()!;
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(size.height + 1);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(theme, () => {
    test.use({ colorScheme: theme, viewport: SIZES[0] });

    test(`the table, its dialogs and the start screen in Japanese (${theme})`, async ({ page }) => {
      await page.goto('./#/play');
      await page.locator('.language-select select').selectOption('ja');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByText('ガンダムウォー', { exact: true }).click();
      await page.getByText('ソロ（コンピューターと対戦）').click();
      await looked(page, `ja-${theme}-play-start`);
      await page.getByRole('button', { name: 'ゲーム開始' }).click();
      await tableDrawn(page);
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await looked(page, `ja-${theme}-table`);
      await page.getByRole('button', { name: 'キーボードショートカット' }).click();
      await looked(page, `ja-${theme}-help`, page.getByRole('dialog'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'リスタート', exact: true }).click();
      await looked(page, `ja-${theme}-restart`, page.getByRole('dialog'));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '投了', exact: true }).click();
      await looked(page, `ja-${theme}-concede`, page.getByRole('dialog'));
      await page.keyboard.press('Escape');
    });

    test(`the Decks, deck editor and Cards screens in Japanese (${theme})`, async ({ page }) => {
      await page.goto('./#/decks');
      await page.locator('.language-select select').selectOption('ja');
      await page.getByText('デモデッキをコピー', { exact: true }).click();
      await looked(page, `ja-${theme}-decks`);
      await page.getByRole('group', { name: 'コピーできるデモデッキ' }).getByRole('button').first().click();
      await expect(page.getByTestId('main-count')).not.toHaveText('0');
      await looked(page, `ja-${theme}-deck-editor`);
      await page.locator('.editor-header').getByRole('button', { name: /^印刷/ }).click();
      await looked(page, `ja-${theme}-deck-print-menu`);
      await page
        .getByRole('menuitem', { name: 'プロキシを印刷' })
        .or(page.getByRole('button', { name: 'プロキシを印刷' }))
        .click();
      await looked(page, `ja-${theme}-deck-print-sheet`);
      await page.keyboard.press('Escape');
      await page.goto('./#/cards');
      await expect(page.locator('.grid-card').first()).toBeVisible();
      await page.locator('.grid-card').first().click();
      await expect(page.locator('.card-detail')).toBeVisible();
      await looked(page, `ja-${theme}-cards`);
      await page.locator('.backup-open').click();
      await looked(page, `ja-${theme}-backup`, page.getByRole('dialog'));
    });
  });
}
