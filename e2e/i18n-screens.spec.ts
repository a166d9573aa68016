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
import { readFileSync, writeFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { afterMove, drag, libraryFromTheFuture, tableDrawn, zone } from './helpers';
import { english, pageTexts } from './i18n-words';
import { answerLeast } from './answer';

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
  await page.getByRole('button', { name: 'エクスポート…', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'カードのエクスポート' })).toBeVisible();
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

  // A Japanese card file read as it is, with a row it skips and a unit without battle stats: the report.
  await chooseFile(
    page,
    () => page.getByRole('button', { name: /インポート…/ }).click(),
    '追加カード.csv',
    'カード番号,カード名,種類,色,合計国力,格闘,射撃,耐久\nJP-901,試作ザク,ユニット,緑,2,2,1,2\nJP-902,,ユニット,緑,3,1,1,1\nJP-903,謎の機体,ユニット,緑,3,,,\n',
  );
  await expect(page.getByRole('button', { name: '有効な2件をインポートし、1件をスキップ' })).toBeVisible();
  await visit(page, 'import-confirm');
  await page.getByRole('button', { name: '有効な2件をインポートし、1件をスキップ' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible();
  await visit(page, 'import-report');
  await page.getByRole('button', { name: '閉じる', exact: true }).click();

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
  await page.getByRole('button', { name: '印刷', exact: true }).click();
  await page.getByRole('menuitem', { name: 'デッキ登録用紙' }).click();
  await visit(page, 'registration-sheet');
  await page
    .getByRole('dialog', { name: 'デッキ登録用紙' })
    .getByRole('button', { name: '閉じる', exact: true })
    .click();
  await page.getByRole('button', { name: '印刷', exact: true }).click();
  await page.getByRole('menuitem', { name: 'プロキシを印刷' }).click();
  const proxies = page.getByRole('dialog', { name: 'プロキシを印刷' });
  await expect(proxies.getByTestId('proxy')).toHaveCount(4);
  await visit(page, 'proxy-sheet');
  await proxies.getByRole('button', { name: '閉じる', exact: true }).click();

  // The list exported in Japanese has Japanese headers, and pasted back it reads the same.
  const exportList = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'エクスポート', exact: true }).click();
    await page.getByRole('menuitem', { name: 'リストをエクスポート…' }).click();
    return readFileSync((await (await download).path())!, 'utf8');
  };
  const exported = await exportList();
  expect(exported).toMatch(/^デッキ名: .+\nレギュレーション: gundam-war\n\nメイン: \(4\)\n4 \S+ /);
  const backToDecks = () =>
    page
      .getByRole('button', { name: /デッキ一覧に戻る|‹ デッキ/ })
      .first()
      .click();
  const pasteList = async (text: string) => {
    await page.getByRole('button', { name: 'リストを貼り付け…' }).click();
    await page.getByLabel('デッキリストのテキスト').fill(text);
    await page.getByRole('button', { name: 'リストをインポート' }).click();
  };
  await backToDecks();
  await pasteList(exported);
  await expect(page.getByTestId('main-count')).toHaveText('4');
  expect(await exportList()).toBe(exported);
  // A pasted list with mistakes: each problem by its line.
  await backToDecks();
  await pasteList('レギュレーション：gundam-war\nメイン：\n3 GD-011\nみっつ GD-012\n2 GD-999\n');
  await expect(page.getByRole('list', { name: '問題' })).toContainText('「みっつ GD-012」を読めません');
  await visit(page, 'deck-paste-problems');
  await page.getByRole('button', { name: '閉じる', exact: true }).click();

  // Formats: the list, a new format's form, and a format file with bad fields.
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
  const backup = page.getByRole('dialog', { name: 'バックアップと復元' });
  const saved = page.waitForEvent('download');
  await backup.getByRole('button', { name: 'すべてをバックアップ…' }).click();
  const backupFile = test.info().outputPath('backup.json');
  await (await saved).saveAs(backupFile);
  await expect(backup.getByRole('status')).toBeVisible();
  await visit(page, 'backup-saved');
  const restore = async (file: string) => {
    const chooser = page.waitForEvent('filechooser');
    await backup.getByRole('button', { name: 'バックアップから復元…' }).click();
    await (await chooser).setFiles(file);
  };
  await restore(backupFile);
  await expect(backup.locator('tr[data-table="decks"]')).toBeVisible();
  await visit(page, 'backup-restore');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'バックアップ…' }).click();
  const damaged = test.info().outputPath('damaged.json');
  writeFileSync(damaged, readFileSync(backupFile, 'utf8').replace('"name":"新しいデッキ 1"', '"name":17'));
  await restore(damaged);
  await expect(backup.getByRole('alert')).toContainText('何も変更していません');
  await visit(page, 'backup-damaged');
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
  // The demo deck, so the game goes on long enough to take a few moves (the deck built above has 4 cards).
  await page.getByLabel('プレイヤー1のデッキ').selectOption({ label: 'ガンダムウォー デモA' });
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

  // A few moves, then the replay bar: a step back, and the replayed table refusing a move.
  const decision = page.getByRole('alertdialog', { name: '選択' });
  await tableDrawn(page);
  for (let i = 0; i < 3; i++) {
    if (await decision.count()) {
      await afterMove(page, () => answerLeast(decision));
    } else await afterMove(page, () => page.keyboard.press('n'));
  }
  await page.getByRole('button', { name: 'リプレイ', exact: true }).click();
  const replay = page.getByRole('toolbar', { name: 'リプレイ' });
  await replay.getByRole('button', { name: '1手戻る' }).click();
  await drag(page, zone(page, 0, 'hand').locator('.pf-card').first(), zone(page, 0, 'disposition-area'));
  await expect(page.getByTestId('replay-refused')).toBeVisible();
  await visit(page, 'replay');
  await replay.getByRole('button', { name: '最後に戻る' }).click();
  await expect(replay).toHaveCount(0);

  // The game saved to a file, files that are not games refused by name, and the saved one opened.
  const savedGame = page.waitForEvent('download');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const gameFile = test.info().outputPath('game.sortie-game.json');
  await (await savedGame).saveAs(gameFile);
  await visit(page, 'game-saved');
  await page.getByRole('button', { name: 'ゲーム終了' }).click();
  const openGame = (name: string, text: string) =>
    chooseFile(page, () => page.getByRole('button', { name: 'ゲームファイルを開く…' }).click(), name, text);
  await openGame('メモ.json', '{"format":"something-else"}');
  await expect(page.getByRole('alert')).toContainText('メモ.json：Sortie のゲームファイルではありません');
  await visit(page, 'game-file-not-a-game');
  await openGame('壊れた.json', '{ "format": "sortie-game-file", ');
  await expect(page.getByRole('alert')).toContainText('壊れた.json：JSON ではありません');
  await visit(page, 'game-file-not-json');
  await openGame('game.sortie-game.json', readFileSync(gameFile, 'utf8'));
  await expect(replay).toBeVisible();
  await visit(page, 'game-file-opened');

  // Hotseat: the curtain between the seats, then the table.
  await page.getByRole('button', { name: 'ゲーム終了' }).click();
  await page.locator('.pf-start').getByText('対面（2人）').click();
  // Player 2 gets the other demo deck: the 4-card deck built above would lose at once (its Nation empty).
  await page.getByLabel('プレイヤー2のデッキ').selectOption({ label: 'ガンダムウォー デモB' });
  // Rules-assisted: the seat asked first (the mulligan) is dealt from the seed; seed 1 asks Player 1.
  const seed = page.getByLabel('シード');
  if (!(await seed.isVisible())) await page.getByText('その他のオプション').click();
  await seed.fill('1');
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  const curtain = page.getByTestId('curtain');
  await expect(curtain).toContainText('プレイヤー1に交代してください');
  await visit(page, 'hotseat-curtain');
  await curtain.getByRole('button').click();
  const viewer = Number(await page.getByTestId('play-table').getAttribute('data-viewer'));
  await expect(zone(page, viewer, 'hand').locator('.pf-card').first()).toBeVisible();
  await visit(page, 'hotseat');

  // Solo against the computer.
  await page.getByRole('button', { name: 'ゲーム終了' }).click();
  await page.locator('.pf-start').getByText('ソロ（コンピューターと対戦）').click();
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  await expect(zone(page, 0, 'hand').locator('.pf-card').first()).toBeVisible();
  await visit(page, 'solo');

  expect(found).toEqual({});
});

test('the recovery screen in Japanese: a library this Sortie cannot open', async ({ page }) => {
  await libraryFromTheFuture(page);
  await page.goto('./');
  const screen = page.getByTestId('recovery-screen');
  await expect(screen.getByRole('heading')).toBeVisible();
  await visit(page, 'recovery');
  const download = page.waitForEvent('download');
  await screen.getByRole('button').first().click();
  await download;
  await expect(screen.getByRole('status')).toBeVisible();
  await visit(page, 'recovery-saved');
  expect(Object.entries(found).filter(([screenName]) => screenName.startsWith('recovery'))).toEqual([]);
});
