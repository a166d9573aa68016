/**
 * Where the play-redraw time goes: the bench's demo game (play-redraw-drive.ts) under Chrome's
 * CPU profiler (the page's main thread; the worker's share is the `reply` part), summed by
 * function (self time) and by source file. For a readable profile, build unminified first:
 * `npx vite build --minify false`, then `npx tsx bench/play-redraw-profile.ts [moves]`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type CDPSession } from 'playwright-core';
import { ensureChromium, CHROMIUM_FLAGS } from '../scripts/chromium';
import { serveStatic } from '../scripts/serve';
import { openDemoGame, play, redrawn } from './play-redraw-drive';
import { percentile } from './measure';
import { sayLine } from './say';

const root = fileURLToPath(new URL('../dist/renderer/', import.meta.url));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function and per file, in milliseconds, largest first. */
function summary(profile: Profile, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const fn = new Map<string, number>();
  const file = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const where = node.callFrame.url.split('/').pop() || '(native)';
    const name = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + ms);
    file.set(where, (file.get(where) ?? 0) + ms);
  });
  const list = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  const traced = process.env.PROFILE_CALLERS;
  return `by function:\n${list(fn)}\nby file:\n${list(file)}${traced ? `\ncallers of ${traced}:\n${callers(profile, traced)}` : ''}`;
}

/** PROFILE_CALLERS=name: the call paths into that function, with their sampled time. */
function callers(profile: Profile, name: string): string {
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes as (ProfileNode & { children?: number[] })[])
    for (const c of n.children ?? []) parent.set(c, n);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const paths = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    let node = byId.get(id);
    while (node && node.callFrame.functionName !== name) node = parent.get(node.id);
    if (!node) return;
    const path: string[] = [];
    for (let up = parent.get(node.id); up && path.length < 12; up = parent.get(up.id))
      path.push(up.callFrame.functionName || '(anonymous)');
    const key = path.join(' < ');
    paths.set(key, (paths.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...paths]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
    .join('\n');
}

async function profiled(session: CDPSession): Promise<void> {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
}

async function main() {
  if (!existsSync(`${root}index.html`)) throw new Error('build the renderer first (npx vite build --minify false)');
  const moves = Number(process.argv[2] ?? 40);
  const server = await serveStatic(root, 0);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Which elements each move changes: the parts of the table drawn again, by their class.
    await page.addInitScript(`
      window.__changed = {};
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
          const part = el && (el.closest('[class]')?.className.toString().split(' ')[0] || el.tagName);
          window.__changed[part] = (window.__changed[part] || 0) + 1;
        }
      }).observe(document, { subtree: true, attributes: true, childList: true, characterData: true });
    `);
    await openDemoGame(page, server.url);
    await page.evaluate(() => ((window as unknown as { __changed: object }).__changed = {}));
    const main = await page.context().newCDPSession(page);
    await profiled(main);
    await play(page, moves);
    const done = await redrawn(page);
    const ms = done.map((d) => d.ms);
    const part = (f: (d: (typeof done)[number]) => number) => percentile(done.map(f), 50).toFixed(1);
    sayLine('play.profileMoves', {
      moves: done.length,
      p50: percentile(ms, 50).toFixed(1),
      p95: percentile(ms, 95).toFixed(1),
      reply: part((d) => d.reply),
      dom: part((d) => d.drawn - d.reply),
      frame: part((d) => d.ms - d.drawn),
    });
    const changed = await page.evaluate(() => (window as unknown as { __changed: Record<string, number> }).__changed);
    const per = Object.entries(changed)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([k, v]) => `${k} ${(v / done.length).toFixed(1)}`);
    sayLine('play.profileChanges', { parts: per.join(', ') });
    const { profile } = (await main.send('Profiler.stop')) as { profile: Profile };
    sayLine('play.profilePage', { summary: summary(profile, 30) });
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
