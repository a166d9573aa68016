/**
 * Intent → redrawn table in a real Chromium, through the app's own UI: a rules-assisted Gundam
 * War goldfish game of the demo deck, played by the mouse (a double-click plays a card, a click
 * answers a decision or passes). Each figure runs from the input event's time stamp to the
 * frame after the table took the engine's reply (the Play body's `data-step` changed), and
 * counts the messages the page sent the engine's worker in between (one per move is the aim:
 * engine/table/reply.ts). Needs the built renderer (`npm run build:renderer`).
 * REDRAW_PARTS=1 prints each move's parts too: input → the worker's reply → the DOM changed → the frame.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureChromium, CHROMIUM_FLAGS } from '../scripts/chromium';
import { serveStatic } from '../scripts/serve';
import { percentile } from './measure';
import { sayLine } from './say';

const root = fileURLToPath(new URL('../dist/renderer/', import.meta.url));
const MOVES = 60;

interface Redrawn {
  ms: number;
  trips: number;
  /** Milliseconds from the input to the worker's last reply, and to the table's DOM change. */
  reply: number;
  drawn: number;
}

// Counts what the page posts to the engine's worker, and times each input to the frame after
// the table's step changed.
const PROBE = `
  const probe = (window.__redraw = { t0: 0, trips: 0, done: [] });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (options && options.name === 'sortie-engine') {
        const post = this.postMessage.bind(this);
        this.postMessage = (...args) => { probe.trips++; return post(...args); };
        this.addEventListener('message', () => { probe.replied = performance.now(); });
      }
    }
  };
  for (const type of ['click', 'dblclick', 'keydown'])
    addEventListener(type, (e) => { probe.t0 = e.timeStamp; probe.trips = 0; }, true);
  new MutationObserver((records) => {
    if (!records.some((r) => r.attributeName === 'data-step')) return;
    const trips = probe.trips;
    const drawn = performance.now();
    const reply = probe.replied - probe.t0;
    requestAnimationFrame(() => setTimeout(() => probe.done.push({ ms: performance.now() - probe.t0, trips, reply, drawn: drawn - probe.t0 }), 0));
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-step'] });
`;

const doneCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { __redraw: { done: Redrawn[] } }).__redraw.done.length);

/** One move the way a player makes it; the kind made, or null when the game is over. */
async function move(page: Page): Promise<string | null> {
  if (await page.getByTestId('outcome').count()) return null;
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  if (await decision.count()) {
    const min = Number(await decision.getAttribute('data-min'));
    const options = decision.locator('.pf-options input');
    for (let i = 0; i < min; i++) await options.nth(i).check();
    await decision.getByRole('button', { name: /^(Confirm|Continue)$/ }).click();
    return 'answer';
  }
  const card = page.locator('section.pf-zone[data-zone="hand"] .pf-card[data-moves~="play"]').first();
  if (await card.count()) {
    await card.dblclick();
    const menu = page.getByRole('menu');
    await page.waitForTimeout(0);
    if (await menu.count()) await menu.getByRole('menuitem').first().click();
    return 'play';
  }
  await page.getByLabel('Allowed now').getByRole('button', { name: /^Pass/ }).first().click();
  return 'pass';
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
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(PROBE);
    await page.goto(`${server.url}#/play`);
    await page.getByText('Gundam War', { exact: true }).click();
    await page.getByText('Goldfish (one deck)').click();
    await page.getByText('More options').click();
    await page.getByLabel('Seed').fill('7');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.locator('section.pf-zone[data-zone="hand"] .pf-card').first().waitFor();
    await page.evaluate(() => ((window as unknown as { __redraw: { done: Redrawn[] } }).__redraw.done = []));
    const kinds: Record<string, number> = {};
    for (let n = 0; n < MOVES; n++) {
      const before = await doneCount(page);
      const kind = await move(page);
      if (!kind) break;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      await page.waitForFunction(
        (k) => (window as unknown as { __redraw: { done: Redrawn[] } }).__redraw.done.length > k,
        before,
        { timeout: 15_000 },
      );
    }
    const done = await page.evaluate(() => (window as unknown as { __redraw: { done: Redrawn[] } }).__redraw.done);
    const ms = done.map((d) => d.ms);
    const trips = done.map((d) => d.trips);
    if (process.env.REDRAW_PARTS) process.stdout.write(`${JSON.stringify(done)}\n`);
    sayLine('play.redraw', {
      moves: done.length,
      p50: percentile(ms, 50).toFixed(1),
      p95: percentile(ms, 95).toFixed(1),
      trips: `${Math.min(...trips)}–${Math.max(...trips)}`,
    });
    sayLine('play.redrawMoves', {
      kinds: Object.entries(kinds)
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
