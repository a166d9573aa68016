/**
 * A large library backs up and restores whole in a real Chromium: a 50 MB card image, 20,000
 * cards, 200 decks and 1,000 saved games, generated here, written through the Backup dialog
 * (a zip: the image is an entry of its own, not a JSON string) and restored over an emptied
 * library.
 */
import { test, expect, type Page } from '@playwright/test';
import { statSync } from 'node:fs';

const IMAGE_BYTES = 50 * 1024 * 1024;

/** Fills (or counts) the library with raw IndexedDB, as the app stores its rows. */
const library = (page: Page, fill: boolean) =>
  page.evaluate(
    ({ fill, imageBytes }) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const open = indexedDB.open('sortie');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = ['cards', 'images', 'decks', 'games'];
          const tx = db.transaction(names, fill ? 'readwrite' : 'readonly');
          if (fill) {
            const cards = tx.objectStore('cards');
            for (let i = 0; i < 20_000; i++) {
              const number = `BIG-${i}`;
              cards.put({
                key: `ms-war:${number}`,
                game: 'ms-war',
                number,
                name: `Bulk Suit ${i}`,
                type: 'ms',
                cost: i % 7,
                text: 'Sortie: draw 1 card.',
                keywords: [],
                set: 'BULK',
                rarity: 'C',
              });
            }
            const image = new Uint8Array(imageBytes);
            for (let i = 0; i < image.length; i += 4096) image[i] = i % 251;
            tx.objectStore('images').put({
              key: 'ms-war:BIG-0',
              blob: new Blob([image], { type: 'image/png' }),
              updatedAt: 1,
            });
            for (let i = 0; i < 200; i++)
              tx.objectStore('decks').put({
                id: `bulk-${i}`,
                name: `Bulk deck ${i}`,
                game: 'ms-war',
                format: 'ms-war-2.1',
                main: [{ number: `BIG-${i}`, count: 3 }],
                side: [],
                createdAt: 1,
                updatedAt: 2,
              });
            for (let i = 0; i < 1_000; i++)
              tx.objectStore('games').put({
                id: `game-${i}`,
                game: 'ms-war',
                mode: 'goldfish',
                title: `Bulk game ${i}`,
                createdAt: 1,
                updatedAt: 2,
                finished: false,
                save: {
                  engine: {
                    format: 'sortie-game',
                    version: 1,
                    setup: { game: 'ms-war', mode: 'manual', seed: i, seats: [{}], cards: [] },
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
          const counts: Record<string, number> = {};
          for (const name of names) {
            const req = tx.objectStore(name).count();
            req.onsuccess = () => (counts[name] = req.result);
          }
          const size = tx.objectStore('images').get('ms-war:BIG-0');
          tx.oncomplete = () => {
            counts.imageBytes = (size.result as { blob?: Blob } | undefined)?.blob?.size ?? 0;
            db.close();
            resolve(counts);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { fill, imageBytes: IMAGE_BYTES },
  );

test('a 50 MB image with 20,000 cards, 200 decks and 1,000 saved games backs up and restores', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  const before = await library(page, true);
  expect(before.imageBytes).toBe(IMAGE_BYTES);

  await page.getByRole('button', { name: 'Backup…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Backup and restore' });
  const download = page.waitForEvent('download', { timeout: 120_000 });
  await dialog.getByRole('button', { name: 'Back up everything…' }).click();
  const file = info.outputPath('large.zip');
  await (await download).saveAs(file);
  expect(statSync(file).size).toBeGreaterThan(IMAGE_BYTES);

  // Replace with an emptied library: every row comes from the file.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sortie');
        open.onsuccess = () => {
          const tx = open.result.transaction(['cards', 'images', 'decks', 'games'], 'readwrite');
          for (const name of ['cards', 'images', 'decks', 'games']) tx.objectStore(name).clear();
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Restore from a backup…' }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByText('large.zip holds:')).toBeVisible({ timeout: 120_000 });
  await expect(dialog.locator('tr[data-table="games"] td')).toHaveText('1000');
  await expect(dialog.locator('tr[data-table="images"] td')).toHaveText('1');
  await dialog.getByRole('button', { name: 'Replace my library' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Restored from large.zip.', { timeout: 120_000 });
  const after = await library(page, false);
  expect(after).toMatchObject({ images: 1, imageBytes: IMAGE_BYTES, decks: 200, games: 1_000 });
  expect(after.cards).toBe(before.cards);
});
