/**
 * A library whose database is gone between two starts is not a first start: Sortie opens the
 * recovery screen (it knows it had a library) and restores the local snapshot, decks as last
 * saved — including one saved after the snapshot was taken.
 */
import { test, expect, type Page } from '@playwright/test';

const snapshotTaken = (page: Page) =>
  page.evaluate(async () => {
    try {
      const root = await navigator.storage.getDirectory();
      await (await root.getDirectoryHandle('snapshot')).getFileHandle('library.zip');
      return true;
    } catch {
      return false;
    }
  });

const deleteDatabase = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const del = indexedDB.deleteDatabase('sortie');
        del.onsuccess = () => resolve();
        del.onerror = () => reject(del.error);
      }),
  );

test('a missing database opens the recovery screen, and the local snapshot brings the library back', async ({
  page,
}, info) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New M.S. War deck' }).click();
  await page.getByLabel('Deck name').fill('Kept Before');
  await expect.poll(() => snapshotTaken(page), { timeout: 30_000 }).toBe(true);
  // Saved after the snapshot: kept in it as it was saved.
  await page.getByRole('button', { name: 'Back to all decks' }).click();
  await page.getByRole('button', { name: 'New Gundam War deck' }).click();
  await page.getByLabel('Deck name').fill('Saved After');
  await expect(page.getByLabel('Deck name')).toHaveValue('Saved After');

  await page.goto('./#/cards');
  const counted = page.getByText(/^\d+ of \d+$/);
  await expect(counted).toBeVisible();
  const cards = await counted.textContent();
  await page.goto('./not-the-app');
  await deleteDatabase(page);
  await page.goto('./#/decks');
  const screen = page.getByTestId('recovery-screen');
  await expect(screen.getByRole('heading', { name: 'Your library is missing' })).toBeVisible();
  await expect(screen).toContainText('Sortie has not started an empty one');
  await page.screenshot({ path: info.outputPath('missing.png') });
  // Closing and opening again shows the same: the loss is never taken for a first start.
  await page.reload();
  await expect(screen.getByRole('heading', { name: 'Your library is missing' })).toBeVisible();

  await screen.getByRole('button', { name: 'Restore the local snapshot' }).click();
  await expect(page.getByRole('navigation')).toBeVisible({ timeout: 30_000 });
  await page.goto('./#/decks');
  await expect(page.getByRole('row', { name: /Kept Before/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Saved After/ })).toBeVisible();
  // The cards came back with it (the demo sets were not loaded again into an empty library).
  await page.goto('./#/cards');
  await expect(page.getByText(/^\d+ of \d+$/)).toHaveText(cards!);
});

test('choosing an empty library after a loss starts as a first start would', async ({ page }) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New M.S. War deck' }).click();
  await page.getByLabel('Deck name').fill('Let Go');
  await page.goto('./not-the-app');
  await deleteDatabase(page);
  await page.goto('./#/decks');
  const screen = page.getByTestId('recovery-screen');
  await screen.getByRole('button', { name: 'Start with an empty library' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Let Go/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('recovery-screen')).toHaveCount(0);
});
