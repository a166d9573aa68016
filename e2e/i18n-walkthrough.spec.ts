/**
 * Issue 14's walkthrough in Japanese: a player on a Japanese system imports their Japanese card
 * list (e2e/fixtures/gundam-war-ja.csv), finds a card by its Japanese name, builds a deck, reads
 * the deck's violations in Japanese, and plays a goldfish turn of Gundam War with the log, the
 * phases and the steps in Japanese. Screenshots of each screen go to test-results/.
 */
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { afterMove, dragIntoZone, zone } from './helpers';
import { answer } from './answer';

const FIXTURE = readFileSync(new URL('./fixtures/gundam-war-ja.csv', import.meta.url), 'utf8');
// The demo deck's cards keep their printed (English) names where the set gives no Japanese one.
const CARD_NAMES = (
  JSON.parse(readFileSync(new URL('../assets/cards/gundam-war-demo.json', import.meta.url), 'utf8')) as {
    name: string;
  }[]
)
  .map((c) => c.name)
  .sort((a, b) => b.length - a.length);

/** English words left in Japanese text once card names and the words kept as they are go. */
function english(texts: string[]): string[] {
  return texts.flatMap((text) => {
    let rest = text;
    for (const name of CARD_NAMES) rest = rest.split(name).join(' ');
    return (rest.replace(/\b(Sortie|M\.S\.)\b/g, '').match(/[A-Za-z]{3,}/g) ?? []).map((w) => `${w} in "${text}"`);
  });
}
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/i18n-${name}.png` });

test.use({ locale: 'ja-JP' });

test('a Japanese player imports, searches, builds, reads a violation and goldfishes in Japanese', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('./#/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'カード' })).toBeVisible();

  // Import the Japanese spreadsheet as it is: no mapping step, a report in Japanese.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /インポート…/ }).click();
  await (
    await chooser
  ).setFiles({ name: 'ガンダムウォー カードリスト.csv', mimeType: 'text/csv', buffer: Buffer.from(FIXTURE, 'utf8') });
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('インポートが完了しました。');
  await expect(report.locator('.report-figures')).toContainText('306 件追加');
  await shot(page, 'ja-1-import');
  await report.getByRole('button', { name: '閉じる', exact: true }).click();

  // Search by a Japanese name.
  await page.getByRole('searchbox', { name: 'カードを検索' }).fill('雷鳴ファルコン');
  await expect(page.getByTestId('result-count')).toHaveText(/中2枚$/);
  await shot(page, 'ja-2-search');

  // Build a deck: four copies of one unit break the copy limit, and the deck is short.
  await page
    .getByRole('navigation', { name: 'メニュー' })
    .getByRole('link', { name: /デッキ/ })
    .click();
  await page.getByRole('button', { name: '新しいガンダムウォーのデッキ' }).click();
  await page.getByRole('region', { name: 'カード検索' }).getByRole('searchbox').fill('雷鳴ファルコン');
  const result = page.locator('[data-testid^="result-"]').first();
  await expect(result).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await result.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('main-count')).toHaveText('4');
  const problems = page.getByRole('list', { name: 'レギュレーション違反' });
  await expect(problems).toContainText('同名カードの枚数制限');
  await expect(problems).toContainText(/雷鳴ファルコン.*が4枚入っています。3枚までです。/);
  await expect(problems).toContainText('デッキ枚数');
  await expect(page.getByTestId('legality')).toContainText('問題');
  await shot(page, 'ja-3-violation');

  // Goldfish turns of Gundam War with the rules: keep the hand, play what can be played, pass on.
  await page
    .getByRole('navigation', { name: 'メニュー' })
    .getByRole('link', { name: /プレイ/ })
    .click();
  await page.locator('.pf-start').getByText('ガンダムウォー', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /ルール補助/ })).toBeChecked();
  await page.getByLabel('プレイヤー1のデッキ').selectOption({ label: 'ガンダムウォー デモA' });
  await page.getByText('その他のオプション').click();
  await page.getByLabel('シード').fill('14');
  await page.getByRole('button', { name: 'ゲーム開始' }).click();
  const turn = page.locator('.pf-turn-line strong');
  // Before turn 1 the hands are kept or redrawn: the line says マリガン, not a turn 0.
  await expect(turn).toHaveText(/^(マリガン|ターン1)$/);
  // What the engine says during play: each decision (prompt and options) and the Cut as shown.
  const said: string[] = [];
  const chain = page.getByTestId('chain');
  const playable = zone(page, 0, 'hand').locator('.pf-card[data-moves~="play"]');
  let decisions = 0;
  let cuts = 0;
  let plays = 0;
  const offer = page.getByTestId('override-offer');
  const pass = page.getByRole('button', { name: 'パス', exact: true });
  let refused = false;
  // Each move waits until the game has taken it, so every look is at the table the move left.
  for (let i = 0; i < 320 && (await turn.textContent()) !== 'ターン5'; i++) {
    const decision = page.getByRole('alertdialog', { name: '選択' });
    if (await chain.count()) {
      said.push(await chain.innerText());
      if (cuts++ === 0) await shot(page, 'ja-5-cut');
    }
    if (await decision.count()) {
      said.push(await decision.innerText());
      if (decisions++ === 0) await shot(page, 'ja-4-decision');
      await afterMove(page, () => answer(decision));
    } else if (!refused && (await playable.count())) {
      // A G, or a card that goes on the Cut, so the Cut is read in Japanese too. A drop offered as
      // an override (a slow frame landed it beside the Disposition Area) is declined, and the
      // player passes this time.
      const dropped = () => dragIntoZone(page, playable.first(), zone(page, 0, 'disposition-area'));
      refused = (await afterMove(page, dropped, [offer])) === 0;
      if (refused) await offer.getByRole('button').last().click();
      else plays++;
      await expect(offer).toHaveCount(0);
    } else {
      await afterMove(page, () => pass.click());
      refused = false;
    }
  }
  await expect(turn).toHaveText('ターン5');
  const log = page.getByTestId('game-log');
  await expect(log).toContainText('ターン2:');
  await expect(log).toContainText('ドローフェイズ。');
  await expect(log).toContainText('ダメージ判定ステップ。');
  await expect(log).toContainText('すべてのカードをリロールした。');
  await expect(page.getByRole('list', { name: 'フェイズ' })).toContainText('ドロー');
  await shot(page, 'ja-4-goldfish');
  // Nothing the engine said is left in English: the play log, the decisions, the Cut.
  expect(decisions, 'a decision was answered').toBeGreaterThan(0);
  expect(plays, 'a card was played').toBeGreaterThan(0);
  expect(cuts, 'the Cut was shown').toBeGreaterThan(0);
  expect(english([await log.innerText(), ...said])).toEqual([]);
  test
    .info()
    .annotations.push({ type: 'said', description: `${decisions} decisions, ${said.length - decisions} Cut views` });
});
