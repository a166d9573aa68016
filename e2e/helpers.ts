/**
 * What the e2e specs share: finding zones and counts on the play table, the game step, the
 * dark theme, and drag-and-drop with the mouse the way a user drags (press, nudge past the
 * drag threshold, travel, release), so the dnd-kit sensors see real pointer moves.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';

export const zone = (page: Page, seat: number, id: string) =>
  page.locator(`section.pf-zone[data-seat="${seat}"][data-zone="${id}"]`);
export const count = (page: Page, seat: number, id: string) => page.getByTestId(`count-${seat}-${id}`);

/** The game step the page shows; every accepted move advances it. */
export const stepOf = (page: Page) => page.getByTestId('play-body').getAttribute('data-step');
/**
 * Cards a hotseat curtain must hide: every card in the page except one played on the Cut /
 * Effect Chain, which is public and stays drawn beside its entry in the side panel.
 */
export const privateCards = (page: Page) => page.locator('.pf-card:not(.pf-chain-card)');

/**
 * Makes a move and waits until the page has answered it: the game's step moved on (the table,
 * the decision and the moves allowed now are drawn together with it), or one of `or` came up
 * instead (a menu of moves, an override offer, a refusal, a curtain). Returns which `or` came up,
 * or -1 for a step. A look at the table right after a click would see the move not yet made.
 */
export async function afterMove(page: Page, move: () => Promise<unknown>, or: Locator[] = [], timeout = 15_000) {
  const before = await stepOf(page);
  await move();
  let shown = -1;
  await expect
    .poll(
      async () => {
        for (let i = 0; i < or.length; i++) if (await or[i].count()) return (shown = i) >= 0;
        shown = -1;
        return (await stepOf(page)) !== before;
      },
      // Asked often at first: a move lands in tens of milliseconds, and the poll's own default
      // (100, 250, 500, then every 1000 ms) made each of a long game's hundreds of moves wait longer.
      { timeout, intervals: [20, 40, 80, 160, 250] },
    )
    .toBe(true);
  return shown;
}

/**
 * Solo, when nothing is the player's to do: waits for the computer's move, or for one of the
 * player's own controls (`yours`: a question, Pass) or the end of the game to come up.
 */
export const computersMove = (page: Page, ...yours: Locator[]) =>
  afterMove(page, async () => {}, [...yours, page.getByTestId('outcome')], 60_000);

/**
 * Plays the card by the rules with its shortcut (P on the card pointed at) and waits until the
 * move is made; a card with several rules moves asks in a menu first: its first item is taken.
 */
export async function playWithP(page: Page, card: Locator) {
  const menu = page.getByRole('menu');
  await card.hover();
  if ((await afterMove(page, () => page.keyboard.press('p'), [menu])) === 0)
    await afterMove(page, () => menu.getByRole('menuitem').first().click());
}

export interface DragOptions {
  /** Scroll the source into view first (a table or list taller than the window). */
  scroll?: boolean;
  /** The first small move that starts the drag (past the 6 px activation distance). */
  nudge?: { x: number; y: number; steps: number };
  /** Where to release: the target's centre, or near its right edge (past the cards already in a row). */
  aim?: 'center' | 'right';
  /** Release at most this far below the target's top (its header and first row of cards). */
  maxY?: number;
  /** Pointer moves on the way to the target. */
  steps?: number;
  /** Read where the target is only once the drag has started (the table may have scrolled). */
  late?: boolean;
  /**
   * The target may scroll under the pointer while dragging (auto-scroll): look again just before
   * the drop. Every drag now settles and re-aims before releasing; kept for the callers that ask.
   */
  reaim?: boolean;
}

type Box = { x: number; y: number; width: number; height: number };

// dnd-kit auto-scrolls a container while the pointer is within a share of its height from its
// top or bottom edge (8 % on the play table, dnd-kit's default 20 % in the deck editor). A pointer
// resting there keeps the table moving under it, so the drop lands in whatever zone arrives.
const EDGE = 0.2;
// A few px inside the target's box, so a rounding or a 1 px shift cannot put the point on its border.
const INSET = 4;

/**
 * The target as the page lays it out now: its box, and the band of the window where the pointer
 * can rest without auto-scrolling any of its scroll containers. A target wholly outside that band
 * (off screen, or under an edge) is first scrolled to the band's middle: dnd-kit follows scrolls
 * made mid-drag, and that beats letting auto-scroll carry the table an unknown distance.
 */
async function look(to: Locator): Promise<{ box: Box; top: number; bottom: number; scrolled: boolean }> {
  return to.evaluate((el, edge) => {
    let top = 0;
    let bottom = window.innerHeight;
    let inner: Element | null = null;
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (!/(auto|scroll)/.test(getComputedStyle(p).overflowY) || p.scrollHeight <= p.clientHeight) continue;
      const c = p.getBoundingClientRect();
      top = Math.max(top, c.top + c.height * edge);
      bottom = Math.min(bottom, c.bottom - c.height * edge);
      inner ??= p;
    }
    const r = el.getBoundingClientRect();
    let scrolled = false;
    if (inner && (r.bottom < top + 8 || r.top > bottom - 8)) {
      inner.scrollBy(0, r.top + Math.min(r.height, bottom - top) / 2 - (top + bottom) / 2);
      scrolled = true;
    }
    const now = el.getBoundingClientRect();
    return { box: { x: now.x, y: now.y, width: now.width, height: now.height }, top, bottom, scrolled };
  }, EDGE);
}

/** Where to point: the caller's aim, kept inside the target and out of the auto-scroll edges. */
function point(t: { box: Box; top: number; bottom: number }, o: Required<Pick<DragOptions, 'aim' | 'maxY'>>) {
  const { box } = t;
  const x = o.aim === 'right' ? box.x + box.width - 20 : box.x + box.width / 2;
  const lo = Math.max(box.y + INSET, t.top);
  const hi = Math.min(box.y + box.height - INSET, t.bottom);
  const y = box.y + Math.min(box.height / 2, o.maxY);
  return { x, y: lo <= hi ? Math.min(Math.max(y, lo), hi) : y };
}

/**
 * After two animation frames (so the app has rendered the last pointer move): is the target
 * still where it was aimed at, and is the point over it? A box that moved means the table is
 * still scrolling; aim again once it stops.
 */
async function holds(to: Locator, box: Box, at: { x: number; y: number }) {
  return to.evaluate(
    async (el, { box, at }) => {
      for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
      const r = el.getBoundingClientRect();
      const still = Math.abs(r.x - box.x) < 0.5 && Math.abs(r.y - box.y) < 0.5 && Math.abs(r.height - box.height) < 0.5;
      // The drag overlay follows the pointer and is on top: look through it, at every element there.
      const over = document.elementsFromPoint(at.x, at.y).some((e) => el.contains(e));
      return still && over;
    },
    { box, at },
  );
}

export async function drag(page: Page, from: Locator, to: Locator, options: DragOptions = {}) {
  const {
    scroll = false,
    nudge = { x: 12, y: 12, steps: 3 },
    aim = 'center',
    maxY = 60,
    steps = 10,
    late = false,
  } = options;
  // Bring the target clear of the auto-scroll edges before the press (look() scrolls it if it
  // is not), then the source into view if asked; the release below re-reads the target anyway.
  const early = late ? null : await look(to);
  if (scroll) await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + nudge.x, a.y + a.height / 2 + nudge.y, { steps: nudge.steps });
  const b = point(early ?? (await look(to)), { aim, maxY });
  await page.mouse.move(b.x, b.y, { steps });
  // Release only once the pointer rests over the target and the target has stopped moving: on a
  // slow machine the table can still be scrolling (auto-scroll, or a scroll the app started) when
  // the pointer arrives, and a release then lands in whichever zone has slid under the pointer.
  for (let attempt = 0; ; attempt++) {
    let t = await look(to);
    for (let i = 0; i < 50 && (t.scrolled || !(await holds(to, t.box, point(t, { aim, maxY })))); i++)
      t = await look(to);
    const c = point(t, { aim, maxY });
    await page.mouse.move(c.x, c.y, { steps: 2 });
    if (await holds(to, t.box, c)) break;
    if (attempt === 5)
      throw new Error(
        `drag: the target kept moving under the pointer (last aimed at ${Math.round(c.x)}, ${Math.round(c.y)})`,
      );
  }
  await page.mouse.up();
}

/** A card into a zone of a table that may scroll: aimed past the cards already in the row. */
export const dragIntoZone = (page: Page, from: Locator, to: Locator, reaim = false) =>
  drag(page, from, to, {
    scroll: true,
    nudge: { x: 12, y: -12, steps: 3 },
    aim: 'right',
    maxY: 50,
    steps: 8,
    late: true,
    reaim,
  });

/** The theme button cycles system → light → dark. */
export async function darkTheme(page: Page) {
  for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark'; i++)
    await page.getByRole('button', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

/**
 * Waits until IndexedDB holds a deck named `name` (an edit is written a moment after the screen
 * shows it): a reload before that would test the race, not the saving.
 */
export async function deckSaved(page: Page, name: string) {
  const saved = () =>
    page.evaluate(
      (name) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('sortie');
          open.onerror = () => resolve(false);
          open.onsuccess = () => {
            const all = open.result.transaction('decks').objectStore('decks').getAll();
            all.onsuccess = () => {
              resolve((all.result as { name: string }[]).some((deck) => deck.name === name));
              open.result.close();
            };
            all.onerror = () => resolve(false);
          };
        }),
      name,
    );
  await expect.poll(saved).toBe(true);
}

/** Types a query into the deck editor's card search and waits until it stays there. */
export async function searchCards(page: Page, query: string) {
  const box = page.getByLabel('Search cards');
  // Once in a while (1 of ~6 runs) a query filled in just after a drop was gone again a moment
  // later (the box showed the previous one); fill until it stays through the page's next frames
  // (React has drawn what the fill and the drop started).
  await expect(async () => {
    if ((await box.inputValue()) !== query) await box.fill(query);
    await page.evaluate(async () => {
      for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    });
    await expect(box).toHaveValue(query, { timeout: 100 });
  }).toPass({ timeout: 10_000 });
}

/** A card file through the Cards screen's Import… button (the browser's file chooser). */
export async function importCardFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Import…/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') });
}

/** The two window sizes the app is checked at (issue #15). */
export const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

/**
 * The page as it is now at both sizes, as `<name>-1440.png` and `<name>-1280.png` in the test's
 * output; `ready` is awaited at each size first (something to scroll into view, say). The window
 * gets its size back afterwards.
 */
export async function screenshotsAtBothSizes(page: Page, name: string, ready?: () => Promise<void>) {
  const was = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await ready?.();
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.width}.png`) });
  }
  if (was) await page.setViewportSize(was);
}

/**
 * Waits for the table drawn with the game's step (its decision, moves and curtain come with
 * it): a look right after Start, or after opening a table, sees no game yet and would take the
 * missing question for its absence.
 */
export async function tableDrawn(page: Page) {
  await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', /\d/);
}

/** A rules-assisted goldfish game from the start screen, dealt from `seed` (`strict`: no overrides). */
export async function startGoldfish(page: Page, game: 'Gundam M.S. War' | 'Gundam War', seed: string, strict = false) {
  await page.goto('./#/play');
  await page.getByText(game, { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  if (strict) await page.getByRole('checkbox', { name: /Strict rules/ }).check();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill(seed);
  await page.getByRole('button', { name: 'Start game' }).click();
  await tableDrawn(page);
}

/**
 * Opens a position the engine plays (e2e/positions.ts) as a game file in Replay; `end` goes on
 * to where it stops, through the hotseat curtain when one comes up.
 */
export async function openPosition(page: Page, position: string, end = true) {
  const path = test.info().outputPath(`${position}.sortie-game.json`);
  execFileSync('npx', ['tsx', 'e2e/positions.ts', position, path]);
  await page.goto('./#/play');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open a game file…' }).click();
  await (await chooser).setFiles(path);
  const replay = page.getByRole('toolbar', { name: 'Replay' });
  await expect(replay).toBeVisible();
  if (!end) return;
  const last = (await replay.getByTestId('replay-position').textContent())!.match(/(\d+)\s*$/)![1];
  await replay.getByRole('button', { name: 'Back to the end' }).click();
  await expect(replay).toHaveCount(0);
  // The table at the end is drawn together with whether a hotseat curtain is up: wait for that
  // view, not for the first table (the replayed step's) or a curtain that may still be coming.
  await expect(page.getByTestId('play-body')).toHaveAttribute('data-step', last);
  const curtain = page.getByTestId('curtain');
  if (await curtain.isVisible()) await curtain.getByRole('button').click();
  await expect(page.getByTestId('play-table')).toBeVisible();
}

/**
 * A library left by a newer Sortie that this one cannot open or upgrade (the recovery screen's
 * case), holding a deck. Made from a page of the same origin that is not the app (the server's
 * 404), so no open connection of the app's stands in the way.
 */
export async function libraryFromTheFuture(page: Page): Promise<void> {
  await page.goto('./not-the-app');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const del = indexedDB.deleteDatabase('sortie');
        del.onsuccess = () => {
          const open = indexedDB.open('sortie', 9990);
          open.onupgradeneeded = () => {
            open.result
              .createObjectStore('decks', { keyPath: 'id' })
              .put({ id: 'future', name: 'Deck From The Future' });
            // Cards keyed differently from this Sortie's schema: no upgrade can bring them back.
            open.result.createObjectStore('cards', { keyPath: 'id' }).put({ id: 1, name: 'Future card' });
          };
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
        };
      }),
  );
}

/**
 * Starts a game the way a player does in the given interface language: the language at the foot
 * of the side bar, then the game, the mode and Start, each by its words on screen.
 */
export async function startPlayIn(page: Page, lang: string, words: { game: string; mode: string; start: string }) {
  await page.goto('./#/play');
  await page.locator('.language-select select').selectOption(lang);
  await page.getByText(words.game, { exact: true }).click();
  await page.getByText(words.mode).click();
  await page.getByRole('button', { name: words.start }).click();
  await expect(page.getByTestId('play-table')).toBeVisible();
}
