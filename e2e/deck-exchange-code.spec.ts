/**
 * Deck codes in the app (issue 45): Share… shows the code, its sortie:// link and a QR code of
 * it; the QR code on screen and on the registration sheet decodes back to the same link; the code
 * pasted into Open deck code… brings in the same deck; a code naming cards the library lacks says
 * which.
 */
import { expect, test, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { encodeDeckCode } from '../engine/decks/code/deck-code';

async function decodeQr(image: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('share a deck as a code, link and QR code, and open it again from the code', async ({ page }) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New Gundam War deck' }).click();
  for (const [number, copies] of [
    ['GD-011', 3],
    ['GD-001', 2],
  ] as const) {
    await page.getByLabel('Search cards').fill(number);
    await page.getByTestId(`result-${number}`).focus();
    for (let i = 0; i < copies; i++) await page.keyboard.press(number === 'GD-001' ? 'Shift+Enter' : 'Enter');
  }
  await expect(page.getByTestId('main-count')).toHaveText('3');

  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog');
  const code = await dialog.getByLabel('Deck code').inputValue();
  expect(code).toMatch(/^S1[A-Za-z0-9_-]{10,}$/);
  const qr = dialog.getByRole('img', { name: 'QR code of the deck link' });
  await expect(qr).toBeVisible();
  expect(await decodeQr(qr)).toBe(`sortie://deck/${code}`);
  await page.screenshot({ path: test.info().outputPath('share.png') });
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Registration sheet' }).click();
  const sheetQr = page.getByTestId('registration-sheet').getByRole('img', { name: 'Deck code (scan with Sortie)' });
  await expect(sheetQr).toBeVisible();
  expect(await decodeQr(sheetQr)).toBe(`sortie://deck/${code}`);
  await page.screenshot({ path: test.info().outputPath('sheet.png') });
  await page.keyboard.press('Escape');

  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Open deck code…' }).click();
  await page.getByLabel('Deck code or sortie://deck/ link').fill(`sortie://deck/${code}\n`);
  await page.getByRole('button', { name: 'Open deck', exact: true }).click();
  await expect(page.getByTestId('main-count')).toHaveText('3');
  await expect(page.getByTestId('side-count')).toHaveText('2');
  await expect(page.getByTestId('main-GD-011')).toHaveAccessibleName(/^3 × /);

  // A mistyped code, then one naming a card this library lacks.
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Open deck code…' }).click();
  const box = page.getByLabel('Deck code or sortie://deck/ link');
  await box.fill(code.slice(0, 12) + (code[12] === 'A' ? 'B' : 'A') + code.slice(13));
  await page.getByRole('button', { name: 'Open deck', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('the deck code is damaged');
  const lacking = encodeDeckCode({
    game: 'gundam-war',
    format: 'gundam-war',
    main: [
      { id: 'GD-011', count: 3 },
      { id: '101999999', count: 2 },
    ],
    side: [],
  });
  await box.fill(lacking);
  await page.getByRole('button', { name: 'Open deck', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'the deck code names 1 card the gundam-war card library lacks: 101999999 ×2; import its card file first',
  );
});
