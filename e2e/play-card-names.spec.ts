/**
 * Players identify cards by name: on the table a long name is readable whole (it wraps onto up
 * to four lines in a readable size, where it used to be cut with "…" on one line of 5 px),
 * in English and Japanese, at 1280×720, and the cards keep their size. The full name is also
 * the card's tooltip and accessible name. A name wraps between words only ("Emergency Bulkhead",
 * never "Emergen|cy Bulkhead" beside the cost badge); a word is broken only when even a line of
 * its own cannot hold it. Japanese may wrap between any two characters, as it does in print.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { cardKey, type Card, type GameId } from '../engine/cards/model';
import { loadCardFile } from '../engine/cards/import/load';
import { unbreakableWords } from '../renderer/ui/wordWidth';
import { SIZES } from './helpers';

/**
 * The words of the card's name whose letters lie on two lines, though the word is narrower than
 * a line of its own (`anyWidth`: however wide); `names`: each put in the card's name in turn (tried on its own badge, at
 * the size the card's own name is drawn), and the words so broken, as "name: word". Each
 * letter's line is where a Range around it is drawn.
 */
async function brokenWords(card: Locator, names?: string[], anyWidth = false): Promise<string[]> {
  const tried = names ?? [(await card.locator('.cf-name').textContent())!];
  return card.locator('.cf-head').evaluate(
    (head, [tries, anyWidth]) => {
      const el = head.querySelector('.cf-name')!;
      const style = getComputedStyle(head);
      const line = head.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const range = document.createRange();
      const broken: string[] = [];
      for (const [name, words] of tries) {
        if (el.textContent !== name) el.textContent = name;
        const text = el.firstChild as Text;
        let from = 0;
        for (const word of words) {
          const at = name.indexOf(word, from);
          from = at + word.length;
          const tops = new Set<number>();
          let width = 0;
          for (let i = at; i < at + word.length; i++) {
            range.setStart(text, i);
            range.setEnd(text, i + 1);
            const box = range.getBoundingClientRect();
            tops.add(Math.round(box.top));
            width += box.width;
          }
          if (tops.size > 1 && (anyWidth || width <= line + 0.5))
            broken.push(tries.length > 1 ? `${name}: ${word}` : word);
        }
      }
      return broken;
    },
    [tried.map((name) => [name, unbreakableWords(name)] as const), anyWidth] as const,
  );
}

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
async function renameCards(page: Page, game: GameId, names: readonly string[] = LONG_EN, ja = LONG_JA) {
  // Through the import pipeline, as the app stores a user's file (with the keywords it reads).
  const loaded = loadCardFile(readFileSync(`assets/cards/${game}-demo.json`, 'utf8'), `${game}-demo.json`, { game });
  if (!loaded.ok) throw new Error(`demo set of ${game} did not load`);
  const cards = loaded.cards.map((c, i) => ({
    ...c,
    key: cardKey(c),
    name: names[i % names.length],
    name_ja: ja[i % ja.length],
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
    anyway: /^Play (it|them) anyway, to test/,
  },
  {
    locale: 'ja-JP',
    names: LONG_JA,
    game: { 'gundam-war': 'ガンダムウォー', 'ms-war': 'ガンダム M.S. ウォー' },
    start: 'ゲーム開始',
    anyway: /^テストのためこのまま遊ぶ/,
  },
] as const;

for (const lang of LANGS) {
  test.describe(lang.locale, () => {
    // Twice the pixels, so the screenshots show the names as a user's eye reads them.
    test.use({ locale: lang.locale, deviceScaleFactor: 2 });
    for (const game of ['gundam-war', 'ms-war'] as const) {
      test(`${game}: long card names read whole on the table at 1280×720 (${lang.locale})`, async ({ page }) => {
        // The name is fitted as drawn (table/fitName.ts): it reads whole whichever font the browser
        // picked — with Liberation installed beside DejaVu, "Gundam GP03 Dendrobium Orchis" beside its
        // three-number cost needs a size a little smaller than with DejaVu alone.
        await page.setViewportSize(SIZES[1]);
        await page.goto('./#/play');
        await expect(page.getByRole('button', { name: lang.start })).toBeVisible();
        await renameCards(page, game);
        await page.getByText(lang.game[game], { exact: true }).click();
        // Gundam War counts copies by name and limits only Restrict to 1/Deck cards: renamed, demo A
        // holds no such card twice by name and deals as it is; a deck that broke it would be played anyway.
        const start = page.getByRole('button', { name: lang.start });
        const anyway = page.getByRole('checkbox', { name: lang.anyway });
        await expect(start.or(anyway).first()).toBeVisible();
        if (await anyway.count()) await anyway.check();
        await expect(start).toBeEnabled();
        await start.click();
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
          expect(await brokenWords(card), name).toEqual([]);
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

/** Words at twice the pixels, so the screenshots show them as a user's eye reads them. */
test.describe('words', () => {
  test.use({ deviceScaleFactor: 2 });
  /**
   * A word too long for a line of its own at the name's size: the name is set smaller until it
   * fits (never below 6 px), rather than broken in the middle.
   */
  test('a word longer than the line makes the name smaller, not broken (1280×720)', async ({ page }) => {
    const names = ['Quartermaster Extraordinaire', 'Transcontinental Spearhead', 'Hyperdimensional Mobilization'];
    await page.setViewportSize(SIZES[1]);
    await page.goto('./#/play');
    await expect(page.getByRole('button', { name: 'Start game' })).toBeVisible();
    await renameCards(page, 'ms-war', names);
    await page.getByText('Gundam M.S. War', { exact: true }).click();
    await page.getByRole('button', { name: 'Start game' }).click();
    const hand = page.locator('section.pf-zone[data-seat="0"][data-zone="hand"] .pf-card');
    await expect(hand.first()).toBeVisible();
    const n = await hand.count();
    expect(n).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < n; i++) {
      const card = hand.nth(i);
      const name = (await card.locator('.cf-name').textContent())!;
      expect(names).toContain(name);
      const drawn = await card.locator('.cf-head').evaluate((head) => ({
        size: parseFloat(getComputedStyle(head).fontSize),
        whole: head.scrollHeight <= head.clientHeight + 1,
      }));
      // Smaller than the table's 8.5 px names, still readable and whole, no word broken at all.
      expect(drawn.size, name).toBeLessThan(8.5);
      expect(drawn.size, name).toBeGreaterThanOrEqual(6);
      expect(drawn.whole, name).toBe(true);
      expect(await brokenWords(card, undefined, true), name).toEqual([]);
    }
    await page
      .locator('section.pf-zone[data-seat="0"][data-zone="hand"]')
      .screenshot({ path: test.info().outputPath('long-words-hand.png') });
  });

  // The demo sets' own names, each tried on every card of a dealt hand (so beside every cost badge there).
  for (const game of ['gundam-war', 'ms-war'] as const) {
    test(`${game}: every demo card's name wraps between words beside any cost badge (1280×720)`, async ({ page }) => {
      await page.setViewportSize(SIZES[1]);
      await page.goto('./#/play');
      await page.getByText(game === 'gundam-war' ? 'Gundam War' : 'Gundam M.S. War', { exact: true }).click();
      await page.getByRole('button', { name: 'Start game' }).click();
      const hand = page.locator('section.pf-zone[data-seat="0"][data-zone="hand"] .pf-card');
      await expect(hand.first()).toBeVisible();
      const names = (JSON.parse(readFileSync(`assets/cards/${game}-demo.json`, 'utf8')) as Card[]).map((c) => c.name);
      const cards = await hand.count();
      expect(cards).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < cards; i++) expect(await brokenWords(hand.nth(i), names), `card ${i + 1}`).toEqual([]);
    });
  }
});
