/**
 * Card records written by an older version or by hand (no `keywords`, which the import pipeline
 * adds) are made whole when the app reads them: choosing Gundam War on the Play screen checks
 * the decks against such cards and the start panel works, where the whole window used to go
 * blank. A record that cannot be a card is left out and named on the Cards screen.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cardKey } from '../engine/cards/model';
import { loadCardFile } from '../engine/cards/import/load';
import { SIZES } from './helpers';

/** Every Gundam War demo card stored as an older version stored it: without its keywords. */
async function storeOldRecords(page: Page, extra: object[] = []) {
  const loaded = loadCardFile(readFileSync('assets/cards/gundam-war-demo.json', 'utf8'), 'gundam-war-demo.json', {
    game: 'gundam-war',
  });
  if (!loaded.ok) throw new Error('the Gundam War demo set did not load');
  const records = [
    ...loaded.cards.map(({ keywords: _keywords, ...card }) => ({ ...card, key: cardKey(card) })),
    ...extra,
  ];
  await page.evaluate(async (records) => {
    const open = indexedDB.open('sortie');
    const db: IDBDatabase = await new Promise((ok, bad) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => bad(open.error);
    });
    const tx = db.transaction(['cards', 'cardSnapshots'], 'readwrite');
    for (const r of records) tx.objectStore('cards').put(r);
    // As any write does: the library moved on, so no older snapshot is read instead.
    const revision = tx.objectStore('cardSnapshots').get('revision');
    revision.onsuccess = () =>
      tx.objectStore('cardSnapshots').put({ id: 'revision', revision: (revision.result?.revision ?? 0) + 1 });
    await new Promise((ok) => (tx.oncomplete = ok));
    db.close();
  }, records);
}

test('a Gundam War card stored without its keywords: the start panel works and the game starts', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize(SIZES[1]);
  await page.goto('./#/play');
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await storeOldRecords(page);
  await page.reload();
  await page.getByText('Gundam War', { exact: true }).click();
  // The deck check has read the cards: the panel is still there, with no failure shown.
  await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
  await expect(page.getByTestId('guard-failure')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('stored-without-keywords-start.png') });
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('section.pf-zone[data-seat="0"][data-zone="hand"] .pf-card').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a stored record that cannot be a card is left out and named on the Cards screen', async ({ page }) => {
  await page.setViewportSize(SIZES[1]);
  await page.goto('./#/cards');
  await expect(page.getByRole('button', { name: 'Import…' })).toBeVisible();
  await storeOldRecords(page, [{ key: 'gundam-war:BROKEN-1', game: 'gundam-war', number: 'BROKEN-1', name: 'Broken' }]);
  await page.reload();
  await expect(page.getByTestId('cards-skipped')).toContainText(
    'gundam-war:BROKEN-1 (its type is missing or unreadable)',
  );
  // The repaired cards are in the library, with the keywords their text prints.
  await expect(page.locator('.cards-results')).not.toBeEmpty();
  await page.screenshot({ path: test.info().outputPath('stored-skipped-cards.png') });
  // A later start reads the library's snapshot (taken after that read) and still names the record.
  const fromSnapshot = () => page.evaluate(() => performance.getEntriesByName('cards:read-snapshot').length > 0);
  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.locator('.cards-results')).not.toBeEmpty();
      return fromSnapshot();
    })
    .toBe(true);
  await expect(page.getByTestId('cards-skipped')).toContainText(
    'gundam-war:BROKEN-1 (its type is missing or unreadable)',
  );
});

const chooseGame = (page: Page, game: string) =>
  page.locator('.pf-seg label', { has: page.locator(`input[name="game"][value="${game}"]`) }).click();

/** The Play start panel names records left out of the game's cards, as the Cards screen does. */
async function skippedOnPlay(page: Page) {
  await page.setViewportSize(SIZES[1]);
  await page.goto('./#/play');
  await expect(page.locator('.pf-start')).toBeVisible();
  await storeOldRecords(page, [{ key: 'gundam-war:BROKEN-1', game: 'gundam-war', number: 'BROKEN-1', name: 'Broken' }]);
  await page.reload();
  await chooseGame(page, 'gundam-war');
  return page.getByTestId('play-skipped');
}

test('a stored record that cannot be a card is named on the Play screen too', async ({ page }) => {
  const notice = await skippedOnPlay(page);
  await expect(notice).toHaveText(
    '1 stored card could not be read and is left out of the library: gundam-war:BROKEN-1 (its type is missing or unreadable). Import it again to bring it back.',
  );
  // The other game's cards are all readable: nothing to say there.
  await chooseGame(page, 'ms-war');
  await expect(page.getByTestId('play-skipped')).toHaveCount(0);
  await chooseGame(page, 'gundam-war');
  await expect(notice).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('play-skipped-cards.png') });
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  test('the Play screen names the record in Japanese', async ({ page }) => {
    const notice = await skippedOnPlay(page);
    await expect(notice).toHaveText(
      '保存されたカード1枚を読めなかったため、ライブラリから外しました：gundam-war:BROKEN-1（typeがないか読めません）。もう一度インポートすると戻ります。',
    );
  });
});
