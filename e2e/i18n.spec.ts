import { test, expect, type Locator, type Page } from '@playwright/test';
import { zone } from './helpers';

async function importFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /インポート…/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

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
    const KEPT = /\b(Sortie|English|CSV|JSON|Ctrl|Shift|Alt|Enter|Space|Tab|Del|Esc|OR|M\.S\.|G|ms|gw|ID)\b/g;
    // The documented column ids shown beside their Japanese names (`カード番号（number）`).
    const IDS = /（[a-z_]+）|\([a-z_]+\)/g;
    const english = (texts: string[]) =>
      texts
        .map((text) =>
          text
            .replace(/[0-9a-f]{7,}/g, '')
            .replace(/\S+\.(csv|json)\b/gi, '')
            // Command-line options and the game's printed English name are written as they are.
            .replace(/--[a-z-]+|M\.S\. War/g, '')
            .replace(IDS, '')
            .replace(KEPT, ''),
        )
        .filter((text) => /[A-Za-z]{3,}/.test(text));
    // The words of the screen's furniture; the options of a list (deck names, format names) are data.
    const withoutOptions = (locator: Locator) =>
      locator.evaluateAll((els) =>
        els.map((el) => {
          let text = (el as HTMLElement).innerText;
          for (const option of el.querySelectorAll('option')) text = text.replace(option.text, '');
          return text;
        }),
      );
    const screenTexts = (page: Page) =>
      withoutOptions(
        page.locator(
          'nav, .screen-header, .status-bar, button:visible:not(.grid-card), label:visible, legend, summary, h1, h2, h3',
        ),
      );

    test('the Japanese screens show no English in their headers, buttons, menus and status bar', async ({ page }) => {
      for (const place of ['cards', 'decks', 'play']) {
        await page.goto(`./#/${place}`);
        await expect(page.getByTestId('engine-status')).toBeVisible();
        expect(english(await screenTexts(page)), `untranslated on ${place}`).toEqual([]);
      }
    });

    test('the import review and report, the mapping form, a query error, the card detail and the formats dialog are Japanese', async ({
      page,
    }) => {
      await page.goto('./#/cards');
      await expect(page.getByTestId('engine-status')).toBeVisible();
      // A list in Japanese with a duplicated number and a cost that is no number: a review, then a report.
      await importFile(
        page,
        '重複.csv',
        '番号,名前,種類,色,コスト\nJ-1,一号機,ユニット,青,1\nJ-1,二号機,ユニット,青,1\nJ-3,三号機,ユニット,青,たくさん\n',
      );
      const review = page.getByRole('dialog', { name: '問題のある行があります' });
      await expect(review).toContainText('カード番号が重複しています：J-1 は2行目にもあります');
      await expect(review).toContainText('コスト（cost）は整数にしてください');
      expect(english([await review.innerText()])).toEqual([]);
      await review.getByRole('button', { name: /有効な1件をインポート/ }).click();
      const report = page.getByTestId('import-report');
      await expect(report).toContainText('インポートが完了しました。');
      expect(english([await report.innerText()])).toEqual([]);
      await page.screenshot({ path: 'test-results/i18n-ja-import-report.png' });
      await report.getByRole('button', { name: '閉じる', exact: true }).click();

      // Spellings Sortie does not know and a column it cannot place: the mapping form.
      await importFile(page, 'ピンク.csv', '番号,名前,種類,色,メモ\nV-1,桃色の機体,モビルスーツ,ピンク,試作\n');
      const mapping = page.getByRole('dialog', { name: '列の対応付け' });
      await expect(mapping.getByRole('table', { name: '値の対応' })).toContainText('ピンク');
      await expect(mapping).toContainText('ガンダムウォーと判定');
      const options = await mapping.locator('option').allInnerTexts();
      expect(english([await mapping.innerText(), ...options])).toEqual([]);
      await page.screenshot({ path: 'test-results/i18n-ja-mapping.png' });
      await mapping.getByRole('button', { name: 'キャンセル' }).click();

      // A query error, then a card's detail with its special effects by their Japanese names.
      const search = page.getByRole('searchbox', { name: 'カードを検索' });
      await search.fill('c:');
      await expect(page.locator('.search-error')).toHaveText('「c:」の後に値が必要です（例：c:3）（1文字目）');
      await search.fill('kw:"space battle" t:unit c:blue');
      await page.locator('.grid-card[data-number="GD-013"]').click();
      const detail = page.getByRole('complementary', { name: /カードの詳細/ });
      await expect(detail.locator('.kw-chip', { hasText: '宇宙戦闘 (2)' })).toBeVisible();
      await expect(detail.locator('.cf-kw', { hasText: '速攻' })).toBeVisible();
      const detailTexts = await detail.locator('h2, h3, .kw-chip, .cf-kw, [data-automation], dt').allInnerTexts();
      expect(english(detailTexts)).toEqual([]);

      // The formats dialog, listing and editing.
      await page.goto('./#/decks');
      await page.getByRole('button', { name: 'レギュレーション…' }).click();
      const formats = page.getByRole('dialog', { name: '大会レギュレーション' });
      expect(english(await withoutOptions(formats))).toEqual([]);
      await formats.getByRole('button', { name: '新しいレギュレーション' }).click();
      expect(english(await formats.locator('label, button').allInnerTexts())).toEqual([]);
    });

    test('cards on the table go by their Japanese names: the hand, the preview, the menu and the test table', async ({
      page,
    }) => {
      // White Heron (GD-013) has a Japanese name in the demo set; a test table deals it with a
      // basic G (Azure Relay Post, アジュール中継基地) into the opening hand.
      await page.goto('./#/cards');
      await page.getByRole('searchbox', { name: 'カードを検索' }).fill('game:gw GD-013');
      await page.locator('.grid-card[data-number="GD-013"]').click();
      await page
        .getByRole('complementary', { name: /カードの詳細/ })
        .getByRole('button', { name: 'テスト卓で試す' })
        .click();
      await expect(page.getByTestId('test-table')).toContainText('ホワイト・ヘロン');
      const hand = zone(page, 0, 'hand');
      const heron = hand.locator('.pf-card[data-card-key="gundam-war:GD-013"]').first();
      await expect(heron).toHaveAttribute('aria-label', /^ホワイト・ヘロン/);
      await expect(heron.locator('.cf-name')).toHaveText('ホワイト・ヘロン');
      await expect(heron.locator('.card-face')).toHaveAttribute('aria-label', 'ホワイト・ヘロン (GD-013)');
      await expect(hand.locator('.pf-card[data-card-key="gundam-war:GD-001"] .cf-name').first()).toHaveText(
        'アジュール中継基地',
      );
      // A card without a Japanese name keeps its printed one; no card with one shows it in English.
      await expect(hand).not.toContainText('White Heron');
      await expect(hand).not.toContainText('Azure Relay Post');
      await heron.hover();
      await expect(page.getByRole('region', { name: 'カードのプレビュー' }).locator('.cf-name')).toHaveText(
        'ホワイト・ヘロン',
      );
      await heron.click({ button: 'right' });
      await expect(page.getByRole('menu')).toHaveAttribute('aria-label', /^ホワイト・ヘロン/);
      await page.screenshot({ path: 'test-results/i18n-ja-hand-names.png' });
    });

    test('switching the language mid-game re-labels the table at once', async ({ page }) => {
      await page.goto('./#/play');
      await page.getByText('ガンダムウォー', { exact: true }).click();
      await page.getByRole('button', { name: 'ゲーム開始' }).click();
      const hand = page.locator('section.pf-zone[data-seat="0"][data-zone="hand"] .pf-zone-label');
      await expect(hand).toHaveText('手札');
      await page.getByRole('combobox', { name: '言語' }).selectOption('en');
      await expect(hand).toHaveText('Hand');
      await expect(page.locator('section.pf-zone[data-seat="0"][data-zone="junkyard"] .pf-zone-label')).toHaveText(
        'Junkyard',
      );
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
      await expect(hand).toHaveText('手札');
    });
  });
});
