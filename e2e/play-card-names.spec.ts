/**
 * Players identify cards by name: on the table a long name is readable whole (it wraps onto up
 * to four lines in a readable size, where it used to be cut with "…" on one line of 5 px),
 * in English and Japanese, at 1280×720, and the cards keep their size. The full name is also
 * the card's tooltip and accessible name.
 */
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cardKey, type Card, type GameId } from '../engine/cards/model';
import { SIZES } from './helpers';

// Long names as the real games have them (a mobile suit with its variant, a pilot with a title).
const LONG_EN = [
  'Gundam GP03 Dendrobium Orchis',
  'Char Aznable, the Red Comet',
  'Zeta Gundam (Wave Rider Mode)',
  'Full Armor ZZ Gundam Custom',
  'Psycho Gundam Mk-II Neo Zeon',
];
const LONG_JA = [
  'ガンダム試作３号機デンドロビウム',
  '赤い彗星シャア・アズナブル',
  'Ζガンダム（ウェイブライダー）',
  'フルアーマーＺＺガンダム改',
  'サイコガンダムＭｋ－Ⅱネオ・ジオン',
];

/** Every demo card of the game renamed, as the user's own card file would (same key, stored in IndexedDB). */
async function renameCards(page: Page, game: GameId) {
  const demo = JSON.parse(readFileSync(`assets/cards/${game}-demo.json`, 'utf8')) as Card[];
  const cards = demo.map((c, i) => ({
    ...c,
    key: cardKey(c),
    name: LONG_EN[i % LONG_EN.length],
    name_ja: LONG_JA[i % LONG_JA.length],
  }));
  await page.evaluate(async (cards) => {
    const open = indexedDB.open('sortie');
    const db: IDBDatabase = await new Promise((ok, bad) => {
      open.onsuccess = () => ok(open.result);
      open.onerror = () => bad(open.error);
    });
    const tx = db.transaction('cards', 'readwrite');
    for (const c of cards) tx.objectStore('cards').put(c);
    await new Promise((ok) => (tx.oncomplete = ok));
    db.close();
  }, cards);
}

const LANGS = [
  {
    locale: 'en-US',
    names: LONG_EN,
    game: { 'gundam-war': 'Gundam War', 'ms-war': 'Gundam M.S. War' },
    start: 'Start game',
  },
  {
    locale: 'ja-JP',
    names: LONG_JA,
    game: { 'gundam-war': 'ガンダムウォー', 'ms-war': 'ガンダム M.S. ウォー' },
    start: 'ゲーム開始',
  },
] as const;

for (const lang of LANGS) {
  test.describe(lang.locale, () => {
    // Twice the pixels, so the screenshots show the names as a user's eye reads them.
    test.use({ locale: lang.locale, deviceScaleFactor: 2 });
    for (const game of ['gundam-war', 'ms-war'] as const) {
      test(`${game}: long card names read whole on the table at 1280×720 (${lang.locale})`, async ({ page }) => {
        await page.setViewportSize(SIZES[1]);
        await page.goto('./#/play');
        await expect(page.getByRole('button', { name: lang.start })).toBeVisible();
        await renameCards(page, game);
        await page.getByText(lang.game[game], { exact: true }).click();
        await page.getByRole('button', { name: lang.start }).click();
        const hand = page.locator('section.pf-zone[data-seat="0"][data-zone="hand"] .pf-card');
        await expect(hand.first()).toBeVisible();
        await page
          .locator('section.pf-zone[data-seat="0"][data-zone="hand"]')
          .screenshot({ path: test.info().outputPath(`long-names-hand-${game}-${lang.locale}.png`) });
        const n = await hand.count();
        expect(n).toBeGreaterThanOrEqual(5);
        for (let i = 0; i < n; i++) {
          const card = hand.nth(i);
          const name = (await card.locator('.cf-name').textContent())!;
          expect(lang.names).toContain(name);
          const fit = await card.locator('.cf-head').evaluate((head) => {
            const nameEl = head.querySelector('.cf-name')!;
            const face = head.closest('.card-face')!.getBoundingClientRect();
            const foot = head.closest('.card-face')!.querySelector('.cf-foot')!.getBoundingClientRect();
            return {
              // Nothing of the name is clipped: the head shows all its lines.
              whole: head.scrollHeight <= head.clientHeight + 1,
              size: parseFloat(getComputedStyle(nameEl).fontSize),
              // The stats line is still on the card.
              footInside: foot.bottom <= face.bottom + 0.5,
            };
          });
          expect(fit, name).toEqual({ whole: true, size: fit.size, footInside: true });
          expect(fit.size).toBeGreaterThanOrEqual(8);
          await expect(card).toHaveAttribute('title', new RegExp(`^${name.replace(/[()（）]/g, '.')}`));
          await expect(card).toHaveAttribute('aria-label', new RegExp(`^${name.replace(/[()（）]/g, '.')}`));
          // The card's size is the table's card size, whatever the name.
          const box = (await card.boundingBox())!;
          expect(Math.round(box.width)).toBe(76);
          expect(Math.round(box.height)).toBe(106);
        }
        await page.screenshot({ path: test.info().outputPath(`long-names-${game}-${lang.locale}.png`) });
      });
    }
  });
}
