/**
 * Deck builder workflows around the editor: dropping a deck file on the window, the
 * version history, custom formats (also checked by `npm run validate --format-file`)
 * and the proxy print sheet.
 */
import { test, expect, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;

// 16 demo cards x3 + SD-017 x2 = 50 cards: legal in M.S. War 2.1.
const LEGAL_MS = [
  'Deck: Dropped Deck',
  'Format: ms-war-2.1',
  'Main:',
  ...Array.from({ length: 16 }, (_, i) => `3 SD-${String(i + 1).padStart(3, '0')}`),
  '2 SD-017',
].join('\n');

/** Drops files on the page the way the OS does; returns whether the page took the drop. */
async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  return page.evaluate((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([f.text], f.name, { type: 'text/plain' }));
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true });
    document.body.dispatchEvent(over);
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
    document.body.dispatchEvent(drop);
    return { overTaken: over.defaultPrevented, dropTaken: drop.defaultPrevented };
  }, files);
}

async function pasteList(page: Page, text: string) {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Paste list…' }).click();
  await page.getByLabel('Deck list text').fill(text);
  await page.getByRole('button', { name: 'Import list' }).click();
  await expect(page.getByLabel('Deck name')).toBeVisible();
}

function validate(...args: string[]) {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'engine/cli/validate.ts'), ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('a deck file dropped on the window is imported and opened; a bad one lists its problems by line', async ({
  page,
}) => {
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  const taken = await dropFiles(page, [{ name: 'dropped.txt', text: LEGAL_MS }]);
  // The page must claim the drop, or the browser would navigate away to the file.
  expect(taken).toEqual({ overTaken: true, dropTaken: true });
  await expect(page.getByLabel('Deck name')).toHaveValue('Dropped Deck');
  await expect(page.getByTestId('main-count')).toHaveText('50');
  await expect(page.getByTestId('legality')).toHaveText('Legal');

  await page.getByRole('button', { name: 'Back to all decks' }).click();
  await dropFiles(page, [{ name: 'broken.txt', text: 'Main:\n3 SD-001\nthree SD-002\n2 SD-999\n' }]);
  const failure = page.getByRole('alert').filter({ hasText: 'broken.txt was not imported' });
  await expect(failure).toContainText('2 problems');
  await expect(failure).toContainText('Line 3');
  await expect(failure).toContainText('Line 4');
  await expect(failure).toContainText('SD-999');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('row', { name: /Dropped Deck/ })).toHaveCount(1);
});

test('history: a named version survives edits and a reload, the diff names the changes, restore brings it back', async ({
  page,
}) => {
  await pasteList(page, 'Deck: History\nFormat: ms-war-2.1\nMain:\n3 SD-001\n2 SD-002\n');
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByLabel('Version name').fill('Before the swap');
  await page.getByRole('button', { name: 'Save version' }).click();
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(versions).toContainText('Before the swap');

  // Edit: one more Vanguard Trooper Kai, no more Vanguard Trooper, one Ace.
  await page.getByTestId('main-SD-002').focus();
  await page.keyboard.press('+');
  await page.getByTestId('main-SD-001').focus();
  await page.keyboard.press('Delete');
  await page.getByLabel('Search cards').fill('SD-003');
  await page.getByTestId('result-SD-003').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('main-count')).toHaveText('4');
  // Editing also took an automatic snapshot of the deck before the first change.
  await expect(versions.getByRole('listitem').filter({ hasText: /^Auto/ })).not.toHaveCount(0);

  await page.reload();
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByLabel('Older version').selectOption({ label: 'Before the swap' });
  const diff = page.getByRole('list', { name: 'Differences' });
  await expect(diff.getByRole('listitem')).toHaveCount(3);
  await expect(diff).toContainText('−3 Vanguard Trooper (main)');
  await expect(diff).toContainText('+1 Vanguard Trooper Kai (main)');
  await expect(diff).toContainText('+1 Vanguard Trooper Ace (main)');

  await versions
    .getByRole('listitem')
    .filter({ hasText: 'Before the swap' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByTestId('main-count')).toHaveText('5');
  await expect(page.getByTestId('main-SD-001')).toHaveAccessibleName(/^3 × /);
  await expect(page.getByTestId('main-SD-003')).toHaveCount(0);
  await expect(diff).toContainText('No differences.');
  // Restoring is an edit like any other: it can be undone.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('main-count')).toHaveText('4');
});

test('custom format: create it, use it in the editor, export it, and check decks with it from the command line', async ({
  page,
}) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'Formats…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tournament formats' });
  await dialog.getByRole('button', { name: 'New format' }).click();
  await dialog.getByLabel('Id', { exact: true }).fill('Bad Id');
  await dialog.getByLabel('Name', { exact: true }).fill('Store League');
  await dialog.getByRole('button', { name: 'Save format' }).click();
  await expect(dialog.getByRole('alert')).toContainText('id: use lower-case letters, digits, dots and dashes');
  await dialog.getByLabel('Id', { exact: true }).fill('store-league');
  await dialog.getByLabel('Deck size min').fill('5');
  await dialog.getByLabel('Deck size max').fill('10');
  await dialog.getByLabel('Copy limit').fill('2');
  await dialog.getByLabel('Banned (card numbers)').fill('SD-004');
  await dialog.getByRole('button', { name: 'Save format' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Store League' })).toContainText('store-league');

  const download = page.waitForEvent('download');
  await dialog
    .getByRole('listitem')
    .filter({ hasText: 'Store League' })
    .getByRole('button', { name: 'Export' })
    .click();
  const exported = readFileSync((await (await download).path())!, 'utf8');
  expect(JSON.parse(exported)).toMatchObject({
    sortie: 'format',
    id: 'store-league',
    game: 'ms-war',
    deckSize: { min: 5, max: 10 },
    copyLimit: 2,
    banned: [{ number: 'SD-004' }],
  });
  await page.keyboard.press('Escape');

  // In the editor: the deck is judged by the league's rules.
  await pasteList(page, 'Deck: League Night\nFormat: store-league\nMain:\n3 SD-001\n2 SD-002\n1 SD-004\n');
  await expect(page.getByLabel('Format', { exact: true })).toHaveValue('store-league');
  const problems = page.getByRole('list', { name: 'Format problems' });
  await expect(problems).toContainText('Copy limit');
  await expect(problems).toContainText('Banned card');
  await expect(page.getByTestId('legality')).toHaveText('2 problems');

  // On the command line, with the exported file.
  const dir = mkdtempSync(join(tmpdir(), 'sortie-format-'));
  const formatFile = join(dir, 'store-league.json');
  writeFileSync(formatFile, exported);
  writeFileSync(join(dir, 'ok.txt'), 'Main:\n2 SD-001\n2 SD-002\n2 SD-003\n');
  writeFileSync(join(dir, 'bad.txt'), 'Main:\n3 SD-001\n2 SD-002\n1 SD-004\n');
  const ok = validate('--format-file', formatFile, join(dir, 'ok.txt'));
  expect(ok.stdout).toContain('ok.txt: LEGAL (Store League, 6 main)');
  expect(ok.code).toBe(0);
  const bad = validate('--format-file', formatFile, join(dir, 'bad.txt'));
  expect(bad.code).toBe(1);
  expect(bad.stdout).toContain('bad.txt: ILLEGAL (Store League, 6 main)');
  expect(bad.stdout).toMatch(
    /Copy limit: The deck has 3 copies of Vanguard Trooper \(SD-001\); at most 2 are allowed\./,
  );
  expect(bad.stdout).toContain('Banned card: Lancer Frame (SD-004) is banned in Store League.');
});

test('print sheet: nine proxies a page, the attached image where there is one and the drawn face otherwise', async ({
  page,
}) => {
  // A 1x1 PNG attached to SD-001 on the Cards screen.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.goto('./#/cards');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Images…' }).click();
  await (await chooser).setFiles({ name: 'SD-001.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('1 image attached.')).toBeVisible();

  await pasteList(page, LEGAL_MS);
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Print proxies' }).click();
  const sheet = page.getByRole('dialog', { name: 'Print proxies' });
  await expect(sheet).toContainText('50 proxies on 6 pages (9 per page)');
  const pages = sheet.getByRole('region', { name: /^Page \d+$/ });
  await expect(pages).toHaveCount(6);
  for (let i = 0; i < 5; i++) await expect(pages.nth(i).getByTestId('proxy')).toHaveCount(9);
  await expect(pages.nth(5).getByTestId('proxy')).toHaveCount(5);

  // SD-001 (three copies) prints its image; SD-002 its drawn face with name and number.
  const withImage = sheet.locator('[data-testid="proxy"][data-number="SD-001"]');
  await expect(withImage).toHaveCount(3);
  await expect(withImage.first().locator('img')).toHaveAttribute('src', /^blob:/);
  const drawn = sheet.locator('[data-testid="proxy"][data-number="SD-002"]').first();
  await expect(drawn.locator('img')).toHaveCount(0);
  await expect(drawn).toContainText('Vanguard Trooper Kai');
  await expect(drawn).toContainText('SD-002');
  // Each proxy is a poker-size card: 2.5 in × 3.5 in at 96 px per inch.
  const box = (await drawn.boundingBox())!;
  expect(Math.round(box.width)).toBe(240);
  expect(Math.round(box.height)).toBe(336);
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
});
