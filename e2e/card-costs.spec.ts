/**
 * Gundam War's three printed numbers (issue 41): a real-style sheet with `1-2-1` costs, `X`
 * Resource Costs and two-colour cards (e2e/fixtures/gundam-war-costs.csv, one cell per cost,
 * Japanese headers; gundam-war-costs-en.csv, three columns, English headers) imports whole
 * through the Cards screen; the face, the detail and the list show each cost as printed in
 * both languages; `rc` searches it; the deck editor's stats show the Resource Cost curve and
 * what the deck costs its Nation.
 */
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const JA = fixture('gundam-war-costs.csv');
const EN = fixture('gundam-war-costs-en.csv');

async function importFile(page: Page, button: RegExp, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

const count = (page: Page) => page.getByTestId('result-count');

test('a sheet of 1-2-1 costs, X costs and two-colour cards imports whole and shows every cost as printed', async ({
  page,
}) => {
  await page.goto('./#/cards');
  await expect(count(page)).toHaveText(/of 1[2-9]\d$/);

  await importFile(page, /Import…/, 'コスト表.csv', JA);
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('Import finished');
  await expect(page.getByRole('dialog', { name: 'Map the columns' })).toHaveCount(0);
  await expect(report.locator('.report-figures')).toContainText('11 added');
  await expect(report.locator('.report-figures')).toContainText('0 skipped');
  await report.getByRole('button', { name: 'Close', exact: true }).click();

  await importFile(page, /Import…/, 'costs.csv', EN);
  await expect(report.locator('.report-figures')).toContainText('6 added');
  await expect(report.locator('.report-figures')).toContainText('0 skipped');
  await report.getByRole('button', { name: 'Close', exact: true }).click();

  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('rc:x');
  await expect(count(page)).toHaveText(/^3 of /);
  await search.fill('num:RC rc<=1');
  await expect(count(page)).toHaveText(/^5 of /);
  await search.fill('num:RE rc=0');
  await expect(count(page)).toHaveText(/^1 of /);

  // The face: each designated colour on its own mark, then total and resource.
  await search.fill('num:RC-005');
  const face = page.locator('.grid-card[data-number="RC-005"]');
  await expect(face.getByTestId('face-cost')).toHaveText('11-3-1');
  await expect(face.getByTestId('face-cost')).toHaveAttribute(
    'title',
    'designated Blue 1 Black 1, total 3, resource cost 1',
  );
  await expect(face.locator('.cf-nation.gw-blue')).toHaveText('1');
  await expect(face.locator('.cf-nation.gw-black')).toHaveText('1');
  await face.click();
  const detail = page.getByRole('complementary', { name: /Card details: 双頭の指揮官/ });
  await expect(detail).toContainText('Blue 1 Black 1-3-1');
  await expect(detail.locator('dt', { hasText: 'Resource cost' }).locator('+ dd')).toHaveText('1');
  await expect(detail.locator('dt', { hasText: 'Total nation power' }).locator('+ dd')).toHaveText('3');
  await page.screenshot({ path: '/tmp/card-costs-detail.png' });

  await search.fill('num:RC-006');
  await page.locator('.grid-card[data-number="RC-006"]').click();
  const x = page.getByRole('complementary', { name: /Card details: 黒き決断/ });
  await expect(x).toContainText('Black 1-1-X');
  await expect(x.locator('dt', { hasText: 'Resource cost' }).locator('+ dd')).toHaveText(
    'X (chosen as the card is played)',
  );

  // The list shows the printed cost in its cost column.
  await search.fill('num:RC');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.locator('.list-row[data-number="RC-003"]')).toContainText('Brown 2-5-3');
  await expect(page.locator('.list-row[data-number="RC-008"]')).toContainText('ACE');
  await page.screenshot({ path: '/tmp/card-costs-list.png' });

  // The deck editor: the Resource Cost curve with X a bar of its own, and what the deck costs its Nation.
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page
    .getByLabel('Deck list text')
    .fill('Deck: Costs\nFormat: gundam-war\nMain:\n3 RC-001\n2 RC-003\n1 RC-006\n2 RC-009\n20 RC-010\n');
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByLabel('Deck name')).toBeVisible();
  await page.getByRole('tab', { name: 'Stats' }).click();
  const curve = page.getByTestId('resource-curve');
  await expect(curve.getByRole('img', { name: 'Resource cost curve' })).toHaveAttribute(
    'aria-label',
    'Resource cost curve: 0 2, 1 3, 2 0, 3 2, X 1',
  );
  await expect(page.getByTestId('nation-cost')).toHaveText(
    'The Nation pays 9 cards in all for these 7 cards, 1.29 a card. Plus 1 card costing X.',
  );
  await curve.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/card-costs-stats.png' });
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('the costs read 青1黒1-3-1 and the stats speak Japanese', async ({ page }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/\d+枚中\d+枚$/);
    await importFile(page, /インポート…/, 'コスト表.csv', JA);
    const report = page.getByTestId('import-report');
    await expect(report).toContainText('インポートが完了しました');
    await report.getByRole('button', { name: '閉じる', exact: true }).click();

    const search = page.getByRole('searchbox', { name: 'カードを検索' });
    await search.fill('num:RC-005');
    await page.locator('.grid-card[data-number="RC-005"]').click();
    const detail = page.getByRole('complementary', { name: /カードの詳細: 双頭の指揮官/ });
    await expect(detail).toContainText('青1黒1-3-1');
    await expect(detail.locator('dt', { hasText: '資源コスト' }).locator('+ dd')).toHaveText('1');
    await expect(page.locator('.grid-card[data-number="RC-005"]').getByTestId('face-cost')).toHaveAttribute(
      'title',
      '指定国力 青1黒1、合計国力 3、資源コスト 1',
    );
    await search.fill('rc:x');
    await expect(count(page)).toHaveText(/中2枚$/);
    await page.screenshot({ path: '/tmp/card-costs-ja.png' });

    await page.goto('./#/decks');
    await page.getByRole('button', { name: 'リストを貼り付け…' }).click();
    await page.getByLabel('デッキリストのテキスト').fill('Format: gundam-war\nMain:\n3 RC-002\n3 RC-007\n');
    await page.getByRole('button', { name: 'リストをインポート' }).click();
    await page.getByRole('tab', { name: '統計' }).click();
    await expect(page.getByTestId('nation-cost')).toHaveText(
      'この3枚をプレイすると、本国から合計3枚（1枚あたり1.00枚）を支払います。 ほかに資源コスト X のカードが3枚。',
    );
    await expect(page.getByRole('img', { name: '資源コストの分布' })).toBeVisible();
  });
});
