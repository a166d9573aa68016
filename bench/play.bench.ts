/**
 * The playtester table in a real Chromium: time from "Start game" to an interactive table,
 * then with 150 cards in play, long tasks (> 50 ms) and the frame rate while dragging.
 * Needs the built renderer (`npm run build:renderer`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureChromium, CHROMIUM_FLAGS } from '../scripts/chromium';
import { serveStatic } from '../scripts/serve';
import { percentile } from './measure';
import { say, sayLine } from './say';

const root = fileURLToPath(new URL('../dist/renderer/', import.meta.url));
const IN_PLAY = 150;
const DRAGS = 6;

// Counts frames and long tasks in the page; the bench reads and resets them around each drag.
interface Probe { frames: number; long: number[]; on: boolean }

const PROBE = `
  window.__probe = { frames: 0, long: [], on: false };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (window.__probe.on) window.__probe.long.push(e.duration); }).observe({ type: 'longtask', buffered: false });
  const tick = () => { if (window.__probe.on) window.__probe.frames++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
`;

/** A 150-card M.S. War deck (three of each demo card but missions) written straight to IndexedDB. */
async function addBigDeck(page: Page) {
  await page.evaluate(async (size) => {
    const open = indexedDB.open('sortie');
    const db: IDBDatabase = await new Promise((ok, bad) => { open.onsuccess = () => ok(open.result); open.onerror = () => bad(open.error); });
    const numbers = Array.from({ length: 50 }, (_, i) => `SD-${String(i + 1).padStart(3, '0')}`);
    const main = numbers.map((number) => ({ number, count: size / 50 }));
    const tx = db.transaction('decks', 'readwrite');
    tx.objectStore('decks').put({ id: 'bench-150', name: 'Bench 150', game: 'ms-war', format: 'custom', main, side: [], createdAt: 0, updatedAt: 0 });
    await new Promise((ok) => { tx.oncomplete = ok; });
    db.close();
  }, IN_PLAY);
}

async function main() {
  if (!existsSync(`${root}index.html`)) {
    sayLine('play.noBuild');
    process.exitCode = 1;
    return;
  }
  const server = await serveStatic(root, 0);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(PROBE);
    await page.goto(`${server.url}#/play`);
    await page.getByRole('button', { name: 'Start game' }).waitFor();

    // Start game → interactive table (median of 5 starts of the demo deck).
    const starts: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.getByText('Gundam M.S. War', { exact: true }).click();
      await page.getByText('Goldfish (one deck)').click();
      await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
      const t0 = Date.now();
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.locator('section.pf-zone[data-zone="hand"] .pf-card').first().waitFor();
      starts.push(Date.now() - t0);
      await page.getByRole('button', { name: 'End game' }).click();
    }
    sayLine('play.start', { median: percentile(starts, 50), max: Math.max(...starts) });

    // 150 cards in play: a 150-card deck, drawn and put on the Dock and in the Factory.
    await addBigDeck(page);
    await page.reload();
    await page.getByText('Gundam M.S. War', { exact: true }).click();
    await page.getByText('Goldfish (one deck)').click();
    await page.getByRole('checkbox', { name: /Rules-assisted/ }).uncheck();
    await page.getByLabel('Deck for player 1').selectOption('bench-150');
    // Three of each demo card is no legal deck: Start waits for "Play it anyway, to test".
    await page.getByRole('checkbox', { name: /Play it anyway/ }).check();
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('section.pf-zone[data-zone="hand"] .pf-card').first().waitFor();
    const handCount = () => page.evaluate(() => document.querySelectorAll('section.pf-zone[data-zone="hand"] .pf-card').length);
    for (const n of [60, 60, IN_PLAY - 7 - 120]) {
      await page.keyboard.press('Shift+D');
      await page.getByRole('spinbutton').fill(String(n));
      await page.keyboard.press('Enter');
    }
    const hand = page.locator('section.pf-zone[data-zone="hand"] .pf-card');
    await page.waitForFunction((n) => document.querySelectorAll('section.pf-zone[data-zone="hand"] .pf-card').length === n, IN_PLAY);
    // All but two go into play, half on the M.S. Dock (P) and half into the Factory (M).
    for (let left = await handCount(); left > 2; left--) {
      await hand.first().focus();
      await page.keyboard.press(left % 2 ? 'm' : 'p');
      await page.waitForFunction((n) => document.querySelectorAll('section.pf-zone[data-zone="hand"] .pf-card').length === n, left - 1);
    }
    const inPlay = await page.locator('section.pf-zone:not([data-zone="hand"]):not([data-zone="supply-base"]) .pf-card').count();
    const onTable = await page.locator('.pf-card').count();

    // Drags of a hand card, many pointer moves each: within the visible table, and up to the
    // M.S. Battlefield, which is out of view, so the table auto-scrolls under the card.
    const drag = async (to: () => Promise<{ x: number; y: number }>) => {
      const fps: number[] = [];
      const longs: number[] = [];
      const speeds: number[] = [];
      const scrollTop = () => page.evaluate(() => document.querySelector('.pf-table')!.scrollTop);
      for (let d = 0; d < DRAGS; d++) {
        const from = (await hand.first().boundingBox())!;
        const end = await to();
        const top0 = await scrollTop();
        await page.evaluate(() => { const p = (window as unknown as { __probe: Probe }).__probe; p.frames = 0; p.long = []; p.on = true; });
        const t0 = Date.now();
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        for (let s = 1; s <= 60; s++) {
          const k = s / 60;
          await page.mouse.move(from.x + (end.x - from.x) * k, from.y + (end.y - from.y) * k);
        }
        const ms = Date.now() - t0;
        const probe = await page.evaluate(() => { const p = (window as unknown as { __probe: Probe }).__probe; p.on = false; return { frames: p.frames, long: p.long }; });
        speeds.push((Math.abs((await scrollTop()) - top0) * 1000) / ms);
        await page.keyboard.press('Escape');
        await page.mouse.up();
        fps.push((probe.frames * 1000) / ms);
        longs.push(...probe.long);
      }
      // Only the first drag finds the table at the bottom; later ones start where it stopped.
      return say('play.drag', {
        fps: percentile(fps, 50).toFixed(0),
        minFps: Math.min(...fps).toFixed(0),
        scrolled: Math.max(...speeds) ? say('play.scrolled', { speed: Math.max(...speeds).toFixed(0) }) : '',
        longs: longs.length,
        longest: longs.length ? say('play.longest', { ms: Math.max(...longs).toFixed(0) }) : '',
      });
    };
    const room = await page.evaluate(() => { const t = document.querySelector('.pf-table')!; return t.scrollHeight - t.clientHeight; });
    sayLine('play.table', { cards: onTable, inPlay, room });
    const inView = await drag(async () => {
      const from = (await hand.first().boundingBox())!;
      return { x: from.x + 500, y: from.y - 500 };
    });
    sayLine('play.inView', { drags: DRAGS, figures: inView });
    // PLAY_TRACE=<file>: a Chromium trace of the auto-scrolling drags, to see what fills the long tasks.
    const trace = process.env.PLAY_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc', 'blink'] });
    const scrolling = await drag(async () => {
      const to = (await page.locator('section.pf-zone[data-zone="ms-battlefield"]').boundingBox())!;
      return { x: to.x + to.width / 2, y: to.y + 40 };
    });
    if (trace) await browser.stopTracing();
    sayLine('play.scrolling', { drags: DRAGS, figures: scrolling });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
