/**
 * Card database figures in a real Chromium (docs/performance.md, "Card database"):
 * importing 20,000 generated cards through the Cards screen into IndexedDB, and
 * the screen's time to interactive after a reload with them stored. Builds the
 * renderer first when `dist/renderer` is missing. Prints figures; asserts only
 * that the steps worked.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureChromium, CHROMIUM_FLAGS } from '../scripts/chromium';
import { serveStatic } from '../scripts/serve';
import { generateCardCsv } from '../engine/cards/testing/generate';
import { percentile } from './measure';
import { say, sayLine } from './say';

const root = fileURLToPath(new URL('../dist/renderer/', import.meta.url));
const COUNT = 20_000;
const RELOADS = 5;

const countMatches = (page: Page, pattern: RegExp) => pageClockWhen(page, '[data-testid="result-count"]', pattern);

/** The page's marks and measures whose name starts with `cards:` (set by the app). */
async function cardMeasures(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => Object.fromEntries(performance.getEntriesByType('measure').filter((m) => m.name.startsWith('cards:')).map((m) => [m.name, m.duration])));
}

/** Waits (checking every frame) until the text of `selector` matches `pattern`; returns the page's clock then. */
async function pageClockWhen(page: Page, selector: string, pattern: RegExp, timeout = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    ([sel, source]) => (new RegExp(source).test(document.querySelector(sel)?.textContent ?? '') ? performance.now() : false),
    [selector, pattern.source] as const,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

async function importGenerated(page: Page): Promise<void> {
  const csv = generateCardCsv(COUNT);
  await page.goto('#/cards');
  await countMatches(page, /of 1\d\d$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Import…/ }).click();
  const started = (await page.evaluate(() => performance.now())) as number;
  await (await chooser).setFiles({ name: 'generated.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const saving = await pageClockWhen(page, 'body', /Saving cards/);
  const done = await pageClockWhen(page, '[data-testid="import-report"]', /20000 added/, 180_000);
  const write = done - saving;
  sayLine('cardsUi.import', {
    count: COUNT.toLocaleString('en'),
    read: (saving - started).toFixed(0),
    write: write.toFixed(0),
    rate: Math.round(COUNT / (write / 1000)).toLocaleString('en'),
  });
  await page.getByRole('button', { name: 'Close' }).click();
}

interface Reopened {
  firstRows: number;
  full: number;
  searched: number;
  /** From typing the first search to its results on screen. */
  answer: number;
  /** `read-snapshot` or `read-all`: how the app read the library. */
  path: string;
}

async function reopen(page: Page): Promise<Reopened> {
  await page.reload();
  // The first cards on screen (the grid paints before the whole library is indexed).
  const first = await page.waitForFunction(() => (document.querySelector('.grid-card') ? performance.now() : false), undefined, { polling: 'raf', timeout: 60_000 });
  const firstRows = (await first.jsonValue()) as number;
  const full = await countMatches(page, /of 20,1\d\d$/);
  const typed = (await page.evaluate(() => performance.now())) as number;
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('t:unit c:blue cost<=3');
  const searched = await countMatches(page, /^\d{1,3} of 20,1\d\d$/);
  const answer = searched - typed;
  const measures = await cardMeasures(page);
  const path = Object.keys(measures).find((k) => k.startsWith('cards:read')) ?? 'cards:?';
  return { firstRows, full, searched, answer, path: `${path.slice(6)} ${measures[path]?.toFixed(0) ?? '?'} ms` };
}

async function main() {
  if (!existsSync(`${root}index.html`)) {
    sayLine('cardsUi.building');
    const built = spawnSync('npm', ['run', 'build:renderer'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:renderer failed');
  }
  const server = await serveStatic(root, 0);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 }, baseURL: server.url });
    await importGenerated(page);
    const runs: Reopened[] = [];
    for (let i = 0; i < RELOADS; i++) runs.push(await reopen(page));
    sayLine('cardsUi.reloads', { list: runs.map((r, i) => say('cardsUi.reload', { n: i + 1, ms: r.searched.toFixed(0), path: r.path })).join('; ') });
    const med = (pick: (r: (typeof runs)[number]) => number) => percentile(runs.map(pick), 50).toFixed(0);
    const max = (pick: (r: (typeof runs)[number]) => number) => Math.max(...runs.map(pick)).toFixed(0);
    sayLine('cardsUi.afterReload', {
      reloads: RELOADS,
      first: med((r) => r.firstRows),
      firstMax: max((r) => r.firstRows),
      full: med((r) => r.full),
      fullMax: max((r) => r.full),
      searched: med((r) => r.searched),
      searchedMax: max((r) => r.searched),
      answer: med((r) => r.answer),
    });
    const m = await cardMeasures(page);
    const parts = Object.entries(m).map(([k, v]) => `${k.slice(6)} ${v.toFixed(0)} ms`);
    if (parts.length) sayLine('cardsUi.inside', { list: parts.join(', ') });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
