import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { libraryFromTheFuture } from './helpers';

test('a database that cannot be opened shows the recovery screen: a raw backup of what is there, then a fresh start', async ({
  page,
}, info) => {
  // A library left by a newer Sortie that this one cannot open or upgrade, holding a deck.
  await libraryFromTheFuture(page);
  await page.goto('./');
  const screen = page.getByTestId('recovery-screen');
  await expect(screen.getByRole('heading', { name: 'Sortie cannot open your library' })).toBeVisible();
  await expect(screen).toContainText('Nothing has been deleted');
  await page.screenshot({ path: info.outputPath('recovery.png') });

  const download = page.waitForEvent('download');
  await screen.getByRole('button', { name: 'Download a raw backup' }).click();
  const file = info.outputPath('raw.json');
  await (await download).saveAs(file);
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  expect(raw).toMatchObject({
    sortie: 'raw-backup',
    database: 'sortie',
    tables: { decks: [{ id: 'future', name: 'Deck From The Future' }], cards: [{ id: 1 }] },
  });
  await expect(screen.getByRole('status')).toContainText('Raw backup saved as sortie-raw-backup-');

  await screen.getByRole('button', { name: 'Start fresh (keeps the backup)' }).click();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.goto('./#/decks');
  await expect(page.getByRole('button', { name: 'New M.S. War deck' })).toBeVisible();
  await expect(page.getByTestId('recovery-screen')).toHaveCount(0);
});
