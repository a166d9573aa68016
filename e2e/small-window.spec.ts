/**
 * A small window (1024 × 640, a laptop's browser or a half screen): every screen keeps what a
 * player reads and drops onto inside the window — the deck editor's Problems panel, the play
 * table's battle areas — in English and in Japanese.
 */
import { test, expect, type Page } from '@playwright/test';
import { startPlayIn } from './helpers';

test.use({ viewport: { width: 1024, height: 640 } });

/** The element lies wholly inside the window, left to right. */
async function inWindowWidth(page: Page, selector: string) {
  const box = (await page.locator(selector).first().boundingBox())!;
  expect(box.x, `${selector} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${selector} ends inside the window`).toBeLessThanOrEqual(1024);
}

test('the deck editor keeps its Problems panel whole', async ({ page }) => {
  await page.goto('./#/decks');
  await page.getByRole('button', { name: 'New Gundam War deck' }).click();
  await expect(page.getByRole('list', { name: 'Format problems' })).toContainText('Deck size');
  await inWindowWidth(page, '.side-panel');
  for (const tab of ['Problems', 'Stats', 'History'])
    await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: '/tmp/walk-small-deck.png' });
});

/** A battle area takes a card with room to spare, and its name is not broken into a column of letters. */
async function roomyZone(page: Page, seat: number, id: string) {
  const zone = page.locator(`section.pf-zone[data-seat="${seat}"][data-zone="${id}"]`);
  const box = (await zone.boundingBox())!;
  expect(box.width, `${id} holds a card`).toBeGreaterThanOrEqual(96);
  const label = zone.locator('.pf-zone-label').first();
  const height = await label.evaluate((el) => el.getBoundingClientRect().height);
  const line = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 18);
  expect(height, `${id}'s name on at most three lines`).toBeLessThan(line * 3.5);
}

for (const { lang, ...words } of [
  { lang: 'en', game: 'Gundam War', mode: 'Goldfish (one deck)', start: 'Start game' },
  { lang: 'ja', game: 'ガンダムウォー', mode: 'ソロ（コンピューターと対戦）', start: 'ゲーム開始' },
]) {
  test(`the Gundam War table keeps its battle areas a card wide (${lang}, ${words.mode})`, async ({ page }) => {
    await startPlayIn(page, lang, words);
    for (const id of ['space-area', 'earth-area']) await roomyZone(page, 0, id);
    await inWindowWidth(page, `section.pf-zone[data-seat="0"][data-zone="junkyard"]`);
    await page.screenshot({ path: `/tmp/walk-small-table-${lang}.png` });
  });
}
