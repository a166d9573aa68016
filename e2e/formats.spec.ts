/**
 * The formats players actually play, as a player meets them in the app: the community presets in
 * the format menu, the legality matrix on the Problems tab, "did you mean" when pasting a list,
 * and the printable registration sheet in both languages.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// A Gundam War deck of demo cards: 20 basic G, 30 units and characters (3 of each).
const GW_LIST = [
  'Deck: Relay Rush',
  'Format: gundam-war',
  'Main:',
  '10 GD-001',
  '10 GD-002',
  ...['GD-011', 'GD-013', 'GD-016', 'GD-017', 'GD-020', 'GD-022', 'GD-024', 'GD-043', 'GD-044', 'GD-045'].map(
    (n) => `3 ${n}`,
  ),
  'Side:',
  '2 GD-051',
].join('\n');

async function paste(page: Page, text: string) {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page.getByLabel('Deck list text').fill(text);
  await page.getByRole('button', { name: 'Import list' }).click();
}

test('a pasted list with a misspelt name offers the closest names and takes one in a click', async ({ page }) => {
  await paste(page, 'Deck: Typo\nFormat: ms-war-2.1\nMain:\n3 SD-001\n2 Lancer Frme\n');
  const failure = page.getByRole('alert').filter({ hasText: 'Pasted list was not imported' });
  await expect(failure).toContainText('did you mean "Lancer Frame"');
  await failure.getByRole('button', { name: 'Use “Lancer Frame” on line 5' }).click();
  await expect(page.getByLabel('Deck list text')).toHaveValue(/^2 Lancer Frame$/m);
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByLabel('Deck name')).toHaveValue('Typo');
  await expect(page.getByTestId('main-SD-004')).toBeVisible();
});

test('the Problems tab shows every format at once, with the first reason for each "no"', async ({ page }) => {
  await paste(page, GW_LIST);
  await expect(page.getByLabel('Deck name')).toHaveValue('Relay Rush');
  const select = page.getByLabel('Format', { exact: true });
  await expect(select.locator('optgroup[label="Community formats"] option[value="kansai-glorious"]')).toHaveText(
    '関西グロリアス (Kansai Glorious) · kansai-glorious',
  );

  const matrix = page.getByRole('table', { name: 'Where this deck is legal' });
  await expect(page.getByTestId('matrix-summary')).toHaveText('Legal in 4 of 16 formats');
  const row = (id: string) => matrix.locator(`tr[data-format="${id}"]`);
  await expect(row('gundam-war')).toContainText('✓ Yes');
  await expect(row('gundam-war')).toContainText('chosen');
  // The demo cards are from no set a pool holds.
  await expect(row('kansai-classic')).toContainText('✗ No');
  await expect(row('kansai-classic')).toContainText('Set not allowed');
  await expect(row('kansai-classic')).toContainText('List of 2026-07-21');
  await expect(row('cardland-standard')).toContainText('✓ Yes');
  await page.screenshot({ path: 'test-results/formats-matrix.png' });

  await row('cardland-standard')
    .getByRole('button', { name: 'Use カードランド スタンダード (Cardland Standard)' })
    .click();
  await expect(select).toHaveValue('cardland-standard');
  await expect(row('cardland-standard')).toContainText('chosen');
});

test('the registration sheet lists the deck by type with counts and totals, in the interface language', async ({
  page,
}) => {
  await paste(page, GW_LIST);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Registration sheet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Deck registration sheet' });
  await sheet.getByLabel('Player name').fill('Aki Mori');
  const paper = sheet.getByTestId('registration-sheet');
  await expect(paper.getByTestId('sheet-player')).toHaveText('Aki Mori');
  await expect(paper).toContainText('Relay Rush');
  await expect(paper).toContainText('Gundam War (gundam-war)');
  const main = paper.getByRole('region', { name: 'Main deck' });
  await expect(main.locator('tbody[data-type="unit"] th')).toHaveText('Unit: 21');
  await expect(main.locator('tbody[data-type="character"] th')).toHaveText('Character: 9');
  await expect(main.locator('tbody[data-type="g"] th')).toHaveText('G: 20');
  await expect(main.getByRole('heading')).toContainText('Total: 50');
  await expect(paper.getByRole('region', { name: 'Side deck' }).getByRole('heading')).toContainText('Total: 2');
  await page.screenshot({ path: 'test-results/formats-registration-en.png' });
  await sheet.getByRole('button', { name: 'Close' }).click();

  // In Japanese: the same sheet, its headings and types in Japanese; the player name is remembered.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await page.getByRole('button', { name: '印刷', exact: true }).click();
  await page.getByRole('menuitem', { name: 'デッキ登録用紙' }).click();
  const ja = page.getByRole('dialog', { name: 'デッキ登録用紙' }).getByTestId('registration-sheet');
  await expect(ja.getByTestId('sheet-player')).toHaveText('Aki Mori');
  await expect(ja.getByRole('region', { name: 'メインデッキ' }).locator('tbody[data-type="unit"] th')).toHaveText(
    'ユニット：21枚',
  );
  await expect(ja.getByRole('region', { name: 'メインデッキ' }).getByRole('heading')).toContainText('合計：50枚');
  await page.screenshot({ path: 'test-results/formats-registration-ja.png' });
});

test('an organiser starts a custom format from a preset and adds a banned special effect', async ({ page }) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Formats…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tournament formats' });
  await dialog.getByLabel('New format based on…').selectOption('kansai-classic');
  await expect(dialog.getByLabel('Id', { exact: true })).toHaveValue('kansai-classic-custom');
  await expect(dialog.getByLabel('Banned (card numbers)')).toHaveValue(/^101020126, 101040045, /);
  await expect(dialog.getByLabel('Reprints of cards printed in an allowed set are allowed')).toBeChecked();
  await dialog.getByLabel('Name', { exact: true }).fill('Classic Night');
  await dialog.getByLabel('Banned special effects').fill('弩級');
  await dialog.getByRole('button', { name: 'Save format' }).click();
  const item = dialog.getByRole('listitem').filter({ hasText: 'Classic Night' });
  await expect(item).toContainText('kansai-classic-custom');
  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Export' }).click();
  const exported = JSON.parse(readFileSync((await (await download).path())!, 'utf8'));
  expect(exported).toMatchObject({
    id: 'kansai-classic-custom',
    bannedEffects: ['弩級'],
    reprints: true,
    sideSize: { min: 0, max: 10 },
  });
  expect(exported.limited).toContainEqual({ number: '102040080', name: '総攻撃', max: 1 });
  expect(exported.source).toBeUndefined();
});
