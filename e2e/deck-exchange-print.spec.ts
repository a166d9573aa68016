/**
 * Deck pictures and PDFs (issue 45): the deck image (10 cards a row, the side deck below), the
 * list image, proxies at true size 3 × 3 on A4 and on Letter, and the registration sheet, each
 * saved as a file; page sizes and counts are checked here, and the pages are turned into images
 * (pdftoppm, where installed) to be looked at.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { importCardFile } from './helpers';

const fixture = (name: string) => readFileSync(new URL(`../engine/decks/fixtures/${name}`, import.meta.url), 'utf8');
const MM = 72 / 25.4;

async function saved(page: Page, item: string): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /^(Export|エクスポート)/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return readFileSync((await (await download).path())!);
}

/** Page sizes in millimetres, rounded. */
async function pageSizes(bytes: Buffer): Promise<[number, number][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((p) => [Math.round(p.getWidth() / MM), Math.round(p.getHeight() / MM)]);
}

/** The PDF's first page as a PNG beside the test's output, to be looked at. */
function firstPageImage(bytes: Buffer, name: string) {
  const pdf = test.info().outputPath(`${name}.pdf`);
  writeFileSync(pdf, bytes);
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', pdf, test.info().outputPath(name)]);
  } catch {
    // No poppler here: the PDF itself is kept beside the test's output.
  }
}

async function importNetDeck(page: Page) {
  await page.goto('./#/cards');
  await importCardFile(page, 'net-cards.csv', fixture('net-cards.csv'));
  await expect(page.getByTestId('import-report').locator('.report-figures')).toContainText('16');
  await page.getByRole('button', { name: 'Close' }).first().click();
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page.getByRole('dialog').locator('textarea').fill(fixture('net-blue.txt'));
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page.getByTestId('deck-size')).toContainText('50');
}

test('deck image, list image, proxies on A4 and Letter and the registration sheet are saved as files', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await importNetDeck(page);
  // A stored image for the ACE (the deck's first card): a plain magenta picture, easy to find.
  const art = new PNG({ width: 63, height: 88 });
  for (let i = 0; i < art.data.length; i += 4) art.data.set([230, 0, 200, 255], i);
  await page.goto('./#/cards');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Images…' }).click();
  await (await chooser).setFiles({ name: 'NT-006.png', mimeType: 'image/png', buffer: PNG.sync.write(art) });
  await expect(page.getByText('1 image attached.')).toBeVisible();
  await page.goto('./#/decks');
  await page
    .getByRole('link', { name: /Pasted list/ })
    .first()
    .click();

  const image = PNG.sync.read(await saved(page, 'Save deck image…'));
  // Ten 126-pixel cards a row; five rows of main deck and one of side deck under headings.
  expect(image.width).toBe(16 * 2 + 10 * 132 - 6);
  expect(image.height).toBe(16 + 56 + 36 + 5 * 182 + 36 + 182 + 16);
  writeFileSync(test.info().outputPath('deck.png'), PNG.sync.write(image));
  const pixel = (png: PNG, x: number, y: number) => [
    ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3),
  ];
  // The first card (the ACE) is its image; the second is drawn (its frame is blue).
  expect(pixel(image, 16 + 63, 16 + 56 + 36 + 88)).toEqual([230, 0, 200]);
  expect(pixel(image, 16 + 132 + 63, 16 + 56 + 36 + 88)).not.toEqual([230, 0, 200]);
  const list = PNG.sync.read(await saved(page, 'Save list image…'));
  expect(list.width).toBe(760);
  writeFileSync(test.info().outputPath('list.png'), PNG.sync.write(list));

  const a4 = await saved(page, 'Proxies PDF (A4)…');
  const a4Pages = await pageSizes(a4);
  // 55 cards, nine a page.
  expect(a4Pages).toHaveLength(7);
  for (const size of a4Pages) expect(size).toEqual([210, 297]);
  firstPageImage(a4, 'proxies-a4');
  const letter = await saved(page, 'Proxies PDF (Letter)…');
  const letterPages = await pageSizes(letter);
  expect(letterPages).toHaveLength(7);
  for (const size of letterPages) expect(size).toEqual([216, 279]);
  firstPageImage(letter, 'proxies-letter');

  const sheet = await saved(page, 'Registration sheet PDF…');
  expect(await pageSizes(sheet)).toEqual([[210, 297]]);
  firstPageImage(sheet, 'sheet');
});

test.describe('in Japanese', () => {
  test('the deck image and the registration sheet are in Japanese', async ({ page }) => {
    test.setTimeout(120_000);
    await importNetDeck(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    const image = PNG.sync.read(await saved(page, 'デッキ画像を保存…'));
    writeFileSync(test.info().outputPath('deck-ja.png'), PNG.sync.write(image));
    const sheet = await saved(page, 'デッキ登録用紙 PDF…');
    expect(await pageSizes(sheet)).toEqual([[210, 297]]);
    firstPageImage(sheet, 'sheet-ja');
  });
});
