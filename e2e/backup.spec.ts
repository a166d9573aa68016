import { test, expect, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * The page's IndexedDB through the raw API (the page does not expose its Dexie): optionally
 * write the test's rows ('fill') or one deck made after a backup ('after'), then read back what
 * a restore must bring back. Runs in the page, so it is one self-contained function.
 */
async function library(page: Page, write?: 'fill' | 'after') {
  return page.evaluate(async (action) => {
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      const open = indexedDB.open('sortie');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const ask = <T>(table: string, act: (s: IDBObjectStore) => IDBRequest, mode: IDBTransactionMode = 'readonly') =>
      new Promise<T>((resolve, reject) => {
        const request = act(db.transaction(table, mode).objectStore(table));
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    const put = (table: string, row: unknown) => ask(table, (s) => s.put(row), 'readwrite');
    const deck = {
      id: 'backup-deck',
      name: 'Kept Through Backup',
      game: 'ms-war',
      format: 'ms-war-2.1',
      main: [{ number: 'SD-001', count: 3 }],
      side: [],
      createdAt: 1,
      updatedAt: 2,
    };
    if (action === 'fill') {
      await put('decks', deck);
      await put('deckVersions', { deckId: 'backup-deck', label: 'Before the event', auto: false, createdAt: 3, deck });
      await put('images', {
        key: 'ms-war:SD-001',
        blob: new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' }),
        updatedAt: 4,
      });
      await put('formats', {
        id: 'club-night',
        name: 'Club night',
        definition: { id: 'club-night', name: 'Club night', game: 'ms-war' },
        updatedAt: 5,
      });
      await put('games', {
        id: 'saved-game',
        game: 'ms-war',
        mode: 'goldfish',
        title: 'Saved before backup',
        createdAt: 6,
        updatedAt: 7,
        finished: false,
        save: {
          engine: {
            format: 'sortie-game',
            version: 1,
            setup: { game: 'ms-war', mode: 'manual', seed: 1, seats: [{}], cards: [] },
            intents: [],
            cursor: 0,
          },
          choice: {
            game: 'ms-war',
            mode: 'goldfish',
            rules: false,
            decks: [{ id: 'd', name: 'D', main: [{ number: 'SD-001', count: 3 }] }],
            players: ['Amuro'],
          },
        },
      });
    }
    if (action === 'after') await put('decks', { ...deck, id: 'after', name: 'Made After', main: [] });
    const versions = await ask<{ deckId: string; label: string }[]>('deckVersions', (s) => s.getAll());
    const image = await ask<{ blob: Blob } | undefined>('images', (s) => s.get('ms-war:SD-001'));
    const out = {
      deck: (await ask<{ name: string } | undefined>('decks', (s) => s.get('backup-deck')))?.name,
      after: (await ask<{ name: string } | undefined>('decks', (s) => s.get('after')))?.name,
      version: versions.find((v) => v.deckId === 'backup-deck')?.label,
      image: image ? Array.from(new Uint8Array(await image.blob.arrayBuffer())) : null,
      format: (await ask<{ name: string } | undefined>('formats', (s) => s.get('club-night')))?.name,
      game: (await ask<{ title: string } | undefined>('games', (s) => s.get('saved-game')))?.title,
      cards: await ask<number>('cards', (s) => s.count()),
      decks: await ask<number>('decks', (s) => s.count()),
      versions: versions.length,
    };
    db.close();
    return out;
  }, write);
}

test('back up a filled library, wipe it, restore it: every deck, version, image, format and saved game is back', async ({
  page,
}, info) => {
  const cspViolations: string[] = [];
  page.on('console', (m) => m.text().includes('Content Security Policy') && cspViolations.push(m.text()));
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  const before = await library(page, 'fill');
  expect(before).toMatchObject({
    deck: 'Kept Through Backup',
    version: 'Before the event',
    image: [137, 80, 78, 71, 1, 2, 3],
    format: 'Club night',
    game: 'Saved before backup',
  });

  await page.getByRole('button', { name: 'Backup…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Backup and restore' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Back up everything…' }).click();
  const file = info.outputPath('backup.zip');
  await (await download).saveAs(file);
  await expect(dialog.getByRole('status')).toContainText('Backup saved as sortie-backup-');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // Wipe: the whole database goes, and the app starts again with only the demo sets.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const del = indexedDB.deleteDatabase('sortie');
        del.onsuccess = del.onerror = del.onblocked = () => resolve(null);
      }),
  );
  await page.reload();
  // Sortie knows it had a library: the loss is not taken for a first start.
  await page.getByTestId('recovery-screen').getByRole('button', { name: 'Start with an empty library' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  await expect(page.getByText('Kept Through Backup')).toHaveCount(0);

  await page.getByRole('button', { name: 'Backup…' }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Restore from a backup…' }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByText('backup.zip holds:')).toBeVisible();
  await expect(dialog.locator('tr[data-table="decks"] td')).toHaveText(String(before.decks));
  await expect(dialog.locator('tr[data-table="deckVersions"] td')).toHaveText(String(before.versions));
  await expect(dialog.locator('tr[data-table="images"] td')).toHaveText('1');
  await expect(dialog.locator('tr[data-table="games"] td')).toHaveText('1');
  await page.screenshot({ path: info.outputPath('restore-preview.png') });
  await dialog.getByRole('button', { name: 'Replace my library' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Restored from backup.zip.');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  await expect(page.getByText('Kept Through Backup')).toBeVisible();
  expect(await library(page)).toEqual(before);
  expect(cspViolations).toEqual([]);
});

test('a damaged backup is refused with the reason and changes nothing', async ({ page }, info) => {
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  await library(page, 'fill');
  await page.getByRole('button', { name: 'Backup…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Backup and restore' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Back up everything…' }).click();
  const good = info.outputPath('good.zip');
  await (await download).saveAs(good);
  // One byte changed inside the first entry: its checksum no longer matches.
  const bytes = readFileSync(good);
  bytes[60] ^= 0xff;
  const broken = info.outputPath('broken.zip');
  writeFileSync(broken, bytes);
  await library(page, 'after');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Restore from a backup…' }).click();
  await (await chooser).setFiles(broken);
  await expect(dialog.getByRole('alert')).toContainText('broken.zip cannot be restored:');
  await expect(dialog.getByRole('alert')).toContainText('Nothing was changed.');
  expect(await library(page)).toMatchObject({ after: 'Made After', deck: 'Kept Through Backup' });
});
