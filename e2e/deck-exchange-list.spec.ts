/**
 * gundamwar.net lists in the app (issue 45): a list pasted as the site copies it imports with
 * every card matched, the app says how its lines matched, and Export → gundamwar.net list writes
 * the same text back.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { importCardFile } from './helpers';

const fixture = (name: string) => readFileSync(new URL(`../engine/decks/fixtures/${name}`, import.meta.url), 'utf8');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test('a gundamwar.net list pastes in with every card matched and exports back the same', async ({ page }) => {
  await page.goto('./#/cards');
  await importCardFile(page, 'net-cards.csv', fixture('net-cards.csv'));
  await expect(page.getByTestId('import-report').locator('.report-figures')).toContainText('16 added');
  await page.getByRole('button', { name: 'Close' }).click();

  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Paste list…' }).click();
  // Pasted with full-width spaces, as a Japanese IME may leave them.
  const list = fixture('net-blue.txt');
  await page.getByLabel('Deck list text').fill(list.replace('3 青 U-12', '３　青　Ｕ－１２'));
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByTestId('deck-size')).toContainText('50');
  await expect(page.getByRole('status', { name: 'How the list was read' })).toContainText(
    'lines matched 13 by code and colour, 2 basic G by colour',
  );
  await page.screenshot({ path: test.info().outputPath('imported.png') });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'Export gundamwar.net list…' }).click();
  const exported = readFileSync((await (await download).path())!, 'utf8');
  expect(exported).toBe(list);
  expect(squash(exported)).toBe(squash(list));
});
