/**
 * Issue 14: "No English string is left in the Japanese UI". A Japanese player visits every screen
 * — cards (list, detail, search help, export, script editor), the import and its mapping form,
 * decks (list, editor, validation, formats, registration sheet, a deck file and a format file
 * with mistakes), backup, and play (start, goldfish, hotseat behind the curtain, solo against
 * the computer, the shortcuts overlay, sample opening hands, a pile search) — and every text the
 * page shows or speaks (text, title, aria-label, placeholder, alt) is read for English words.
 * Only card data (names and printed text of cards without a Japanese name, deck names the user
 * typed), notation (numbers, card numbers, keys, file types) and the short allowlist below may
 * be Latin. Screenshots of each screen go to test-results/i18n-screen-*.png.
 */
import { test, expect, type Page } from '@playwright/test';
import { zone } from './helpers';
import { english, pageTexts } from './i18n-words';

const found: Record<string, string[]> = {};
async function visit(page: Page, screen: string) {
  await page.screenshot({ path: `test-results/i18n-screen-${screen}.png` });
  const left = english(await pageTexts(page));
  if (left.length) found[screen] = left;
  if (left.length) console.log(screen, JSON.stringify(left, null, 1));
}

async function chooseFile(page: Page, open: () => Promise<void>, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await open();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text, 'utf8') });
}

test.use({ locale: 'ja-JP', actionTimeout: 15_000 });

test('every screen in Japanese shows no English but card data and notation', async ({ page }) => {
  test.setTimeout(300_000);
  const nav = (name: RegExp) => page.getByRole('navigation', { name: 'メニュー' }).getByRole('link', { name }).click();

  // Cards: the library, a card's detail, the search help and a query error, export, the script editor.
  await page.goto('./#/cards');
  await expect(page.getByTestId('engine-status')).toContainText('ガンダムウォー');
  await visit(page, 'cards');
  await page.getByRole('searchbox', { name: 'カードを検索' }).fill('game:gw GD-013');
  await page.locator('.grid-card[data-number="GD-013"]').click();
  const detail = page.getByRole('complementary', { name: /カードの詳細/ });
  await expect(detail).toBeVisible();
  await visit(page, 'card-detail');
  await page.locator('button[title="検索のヘルプ"]').click();
  await visit(page, 'search-help');
  await page.locator('button[title="検索のヘルプ"]').click();
  await page.getByRole('searchbox', { name: 'カードを検索' }).fill('cost>=');
  await visit(page, 'search-error');
  await page.getByRole('searchbox', { name: 'カードを検索' }).fill('');
  await page.getByRole('button', { name: /書き出す…/ }).click();
  await expect(page.getByRole('dialog', { name: 'カードの書き出し' })).toBeVisible();
  await visit(page, 'card-export');
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'カードを検索' }).fill('game:gw GD-013');
  await page.locator('.grid-card[data-number="GD-013"]').click();
  await detail.getByRole('button', { name: 'スクリプトを編集' }).click();
  await expect(page.getByText('エンジンの解釈')).toBeVisible();
  await visit(page, 'script-editor');
  await page.getByRole('button', { name: 'キャンセル' }).click();

  // The import's mapping form: a column Sortie cannot place and values it does not know.
  await chooseFile(
    page,
    () => page.getByRole('button', { name: /インポート…/ }).click(),
    'ピンク.csv',
    '番号,名前,種類,色,メモ\nV-1,桃色の機体,モビルスーツ,ピンク,試作\n',
  );
  await expect(page.getByRole('dialog', { name: '列の対応付け' })).toBeVisible();
  await visit(page, 'import-mapping');
  await page.getByRole('button', { name: 'キャンセル' }).click();

  // Decks: the list, a deck file with a JSON mistake, the editor with a violation, the registration sheet.
  await nav(/デッキ/);
  await visit(page, 'decks');
  await chooseFile(
    page,
    () => page.getByRole('button', { name: 'デッキファイルを開く…' }).click(),
    'broken.json',
    '{\n  "sortie": "deck",\n  "version": 1\n  "deck": {}\n}\n',
  );
  const importDialog = page.getByRole('dialog', { name: 'デッキリストのインポート' });
  await expect(importDialog).toContainText('4行3列目：項目の間のカンマ（,）が必要です');
  await visit(page, 'deck-file-problem');
  await importDialog.getByRole('button', { name: '閉じる', exact: true }).click();
  await page.getByRole('button', { name: '新しいガンダムウォーのデッキ' }).click();
  await page.getByRole('region', { name: 'カード検索' }).getByRole('searchbox').fill('White Heron');
  const result = page.locator('[data-testid^="result-"]').first();
  for (let i = 0; i < 4; i++) {
    await result.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'レギュレーション違反' })).toContainText('同名カードの枚数制限');
  await visit(page, 'deck-editor');
  await page.getByRole('button', { name: 'デッキ登録用紙' }).click();
  await visit(page, 'registration-sheet');
  await page
    .getByRole('dialog', { name: 'デッキ登録用紙' })
    .getByRole('button', { name: '閉じる', exact: true })
    .click();

  // Formats: the list, a new format's form, and a format file with bad fields.
  await page
    .getByRole('button', { name: /デッキ一覧に戻る|‹ デッキ/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'レギュレーション…' }).click();
  const formats = page.getByRole('dialog', { name: '大会レギュレーション' });
  await visit(page, 'formats');
  await chooseFile(
    page,
    () => formats.getByRole('button', { name: 'JSON をインポート…' }).click(),
    'kansai.json',
    JSON.stringify({ sortie: 'format', version: 1, id: 'Kansai Cup', name: '', game: 'gundam-war', copyLimit: '3' }),
  );
  await expect(formats.getByRole('alert')).toContainText('kansai.json：id：小文字の英字');
  await expect(formats.getByRole('alert')).toContainText('copyLimit：数が必要です（テキストになっています）');
  await visit(page, 'format-file-problem');
  await formats.getByRole('button', { name: '新しいレギュレーション' }).click();
  await visit(page, 'format-form');
  await page.keyboard.press('Escape');

  // Backup.
  await page.getByRole('button', { name: 'バックアップ…' }).click();
  await expect(page.getByRole('dialog', { name: 'バックアップと復元' })).toBeVisible();
  await visit(page, 'backup');
  await page.keyboard.press('Escape');

  // Play: the start screen in each mode, then a goldfish game with its overlays.
  await nav(/プレイ/);
  const start = page.locator('.pf-start');
  await start.getByText('ガンダムウォー', { exact: true }).click();
  await visit(page, 'play-start');
  await page.getByText('その他のオプション').click();
  await visit(page, 'play-start-options');
  await page.getByText('ソロ（コンピューターと対戦）').click();
  await visit(page, 'play-start-solo');
  await page
    .getByText(/^一人回し/)
    .first()
    .click();
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await expect(zone(page, 0, 'hand').locator('.pf-card').first()).toBeVisible();
  await visit(page, 'goldfish');
  await page.getByRole('button', { name: 'キーボードショートカット' }).click();
  await visit(page, 'shortcuts');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '初手', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await visit(page, 'openings');
  await page.keyboard.press('Escape');
  await zone(page, 0, 'nation').click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await visit(page, 'pile-menu');
  await page.keyboard.press('Escape');
  // A card's own menu, in the hand.
  await zone(page, 0, 'hand').locator('.pf-card').first().click({ button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await visit(page, 'card-menu');
  await page.keyboard.press('Escape');

  // Hotseat: the curtain between the seats, then the table.
  await page.getByRole('button', { name: 'ゲーム終了' }).click();
  await page.locator('.pf-start').getByText('対面（2人）').click();
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toContainText('プレイヤー1に交代してください');
  await visit(page, 'hotseat-curtain');
  await curtain.getByRole('button').click();
  await expect(zone(page, 0, 'hand').locator('.pf-card').first()).toBeVisible();
  await visit(page, 'hotseat');

  // Solo against the computer.
  await page.getByRole('button', { name: 'ゲーム終了' }).click();
  await page.locator('.pf-start').getByText('ソロ（コンピューターと対戦）').click();
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await expect(zone(page, 0, 'hand').locator('.pf-card').first()).toBeVisible();
  await visit(page, 'solo');

  expect(found).toEqual({});
});
