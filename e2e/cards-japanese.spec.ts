/**
 * A Japanese player's card list (e2e/fixtures/gundam-war-ja.csv, from
 * scripts/fixtures/gundam-war-ja.ts) imports as it is: no mapping step, the game read
 * from its columns, headings and stat-less units in the report; then it searches by
 * Japanese name, number and Japanese filters. A list with spellings Sortie does not know
 * goes through the value mapping once, and is remembered.
 */
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';

const FIXTURE = readFileSync(new URL('./fixtures/gundam-war-ja.csv', import.meta.url), 'utf8');

async function importFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Import…/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

const count = (page: Page) => page.getByTestId('result-count');

test.describe('Japanese card lists', () => {
  test('the sample list imports without a mapping, re-imports without a question, and searches in Japanese', async ({
    page,
  }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/of 1[2-9]\d$/);
    const before = Number((await count(page).textContent())!.split(' of ')[1]);

    await importFile(page, 'ガンダムウォー カードリスト.csv', FIXTURE);
    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Import finished');
    await expect(page.getByRole('dialog', { name: 'Map the columns' })).toHaveCount(0);
    await expect(report.locator('.report-figures')).toContainText('306 added');
    await expect(report.locator('.report-figures')).toContainText('0 skipped');
    const warnings = page.getByRole('list', { name: 'Warnings' });
    await expect(warnings).toContainText('unit has no battle stats');
    await expect(warnings).toContainText('skipped: repeats the header row');
    await expect(warnings).toContainText('【第2弾 紅蓮の咆哮】');
    await page.screenshot({ path: '/tmp/cards-ja-report.png' });
    await report.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(count(page)).toHaveText(new RegExp(`of ${before + 306}$`));

    const search = page.getByRole('searchbox', { name: 'Search cards' });
    await search.fill('雷鳴ファルコン');
    await expect(count(page)).toHaveText(/^2 of /);
    await search.fill('101040011');
    await expect(count(page)).toHaveText(/^1 of /);
    await page.locator('.grid-card[data-number="101040011"]').click();
    await expect(page.getByRole('complementary', { name: /Card details/ })).toContainText('101040011');
    // 雷鳴ファルコン: its number was typed in full width, its cost is 紫1赤1 and its stats ３／３／１-style.
    await search.fill('１０１０７０００６');
    await page.locator('.grid-card[data-number="101070006"]').click();
    const detail = page.getByRole('complementary', { name: /Card details: 雷鳴ファルコン/ });
    await expect(detail).toContainText('Purple 1, Red 1');
    await expect(detail.locator('.kw-chip', { hasText: 'Psycommu (3)' })).toBeVisible();
    await page.screenshot({ path: '/tmp/cards-ja-detail.png' });
    await search.fill('t:ユニット c:青 kw:高機動');
    await expect(count(page)).not.toHaveText(/^0 of /);
    await page.screenshot({ path: '/tmp/cards-ja-search.png' });

    // The same spreadsheet again: nothing asked, every card updated.
    await importFile(page, 'ガンダムウォー カードリスト.csv', FIXTURE);
    await expect(report.locator('.report-figures')).toContainText('306 updated');
    await report.getByRole('button', { name: 'Close', exact: true }).click();
  });

  test('unknown spellings are mapped once and remembered with the game', async ({ page }) => {
    await page.goto('./#/cards');
    await expect(count(page)).toHaveText(/of 1[2-9]\d$/);
    const list =
      '番号,名前,種類,色,戦闘力\nVM-1,桃色の機体,モビルスーツ,ピンク,2/2/2\nVM-2,青の機体,ユニット,青,1/1/1\n';

    await importFile(page, 'ピンク.csv', list);
    const mapping = page.getByRole('dialog', { name: 'Map the columns' });
    await expect(mapping).toBeVisible();
    await expect(mapping.getByRole('table', { name: 'Value mapping' })).toContainText('ピンク');
    await expect(mapping.getByLabel('Game of every card')).toHaveValue('gundam-war');
    await expect(mapping).toContainText("read as Gundam War: its columns 色, 戦闘力 are Gundam War's");
    await mapping.getByLabel('Type meant by モビルスーツ').selectOption('unit');
    await mapping.getByLabel('Colour meant by ピンク').selectOption('red');
    await page.screenshot({ path: '/tmp/cards-ja-values.png' });
    await mapping.getByRole('button', { name: 'Import with this mapping' }).click();
    const report = page.getByTestId('import-report');
    await expect(report.locator('.report-figures')).toContainText('2 added');
    await report.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('searchbox', { name: 'Search cards' }).fill('c:赤 桃色');
    await expect(count(page)).toHaveText(/^1 of /);

    // Next export of the same spreadsheet: no question at all.
    await importFile(page, 'ピンク-2.csv', `${list}VM-3,もう一機,モビルスーツ,ピンク,3/3/3\n`);
    await expect(report.locator('.report-figures')).toContainText('1 added');
    await expect(report.locator('.report-figures')).toContainText('2 updated');
  });
});
