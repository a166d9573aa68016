/**
 * The demo game the play-redraw figures are taken on, driven by the mouse as a player drives
 * it, and the page probe that times each input to the frame showing its result. Shared by
 * the bench (play-redraw.bench.ts) and its profile (play-redraw-profile.ts).
 */
import type { Page } from 'playwright-core';

export interface Redrawn {
  ms: number;
  trips: number;
  /** Milliseconds from the input to the worker's last reply, and to the table's DOM change. */
  reply: number;
  drawn: number;
}

// Counts what the page posts to the engine's worker, and times each input to the frame after
// the table's step changed: the `requestAnimationFrame` callback runs before that frame's
// style, layout and paint, and the task queued from it runs after them.
export const PROBE = `
  const probe = (window.__redraw = { t0: 0, trips: 0, done: [], replies: [] });
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      super(url, options);
      if (options && options.name === 'sortie-engine') {
        const post = this.postMessage.bind(this);
        this.postMessage = (...args) => { probe.trips++; return post(...args); };
        // The reply is only kept here; its size is taken after the run, off the timed path.
        this.addEventListener('message', (e) => { probe.replied = performance.now(); probe.replies.push(e.data); });
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

type Probed = { __redraw: { done: Redrawn[]; replies: unknown[] } };

export const doneCount = (page: Page) => page.evaluate(() => (window as unknown as Probed).__redraw.done.length);

/** The figures taken so far. */
export const redrawn = (page: Page) => page.evaluate(() => (window as unknown as Probed).__redraw.done);

/** The size of each message the worker sent since the game opened, in bytes of JSON. */
export const replyBytes = (page: Page) =>
  page.evaluate(() => (window as unknown as Probed).__redraw.replies.map((r) => JSON.stringify(r).length));

/** Opens the demo game: Gundam War, rules goldfish, seed 7, and forgets the figures of the start. */
export async function openDemoGame(page: Page, url: string): Promise<void> {
  await page.addInitScript(PROBE);
  await page.goto(`${url}#/play`);
  await page.getByText('Gundam War', { exact: true }).click();
  await page.getByText('Goldfish (one deck)').click();
  await page.getByText('More options').click();
  await page.getByLabel('Seed').fill('7');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.locator('section.pf-zone[data-zone="hand"] .pf-card').first().waitFor();
  await page.evaluate(() => {
    const probe = (window as unknown as Probed).__redraw;
    probe.done = [];
    probe.replies = [];
  });
}

/** One move the way a player makes it; the kind made, or null when the game is over. */
export async function move(page: Page): Promise<string | null> {
  if (await page.getByTestId('outcome').count()) return null;
  const decision = page.getByRole('alertdialog', { name: 'Decision' });
  if (await decision.count()) {
    // A question of one pick among a few short options is a row of buttons: one click answers it.
    const buttons = decision.locator('.pf-answers button');
    if (await buttons.count()) {
      await buttons.first().click();
      return 'answer';
    }
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

/** Makes up to `moves` moves, each waited for until its frame is timed; the kinds made. */
export async function play(page: Page, moves: number): Promise<Record<string, number>> {
  const kinds: Record<string, number> = {};
  for (let n = 0; n < moves; n++) {
    const before = await doneCount(page);
    const kind = await move(page);
    if (!kind) break;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    await page.waitForFunction((k) => (window as unknown as Probed).__redraw.done.length > k, before, {
      timeout: 15_000,
    });
  }
  return kinds;
}
