/**
 * Intent → redrawn table in a real Chromium, through the app's own UI: a rules-assisted Gundam
 * War goldfish game of the demo deck, played by the mouse (a double-click plays a card, a click
 * answers a decision or passes). Each figure runs from the input event's time stamp to the
 * frame after the table took the engine's reply (the Play body's `data-step` changed), and
 * counts the messages the page sent the engine's worker in between (one per move is the aim:
 * engine/table/reply.ts). Needs the built renderer (`npm run build:renderer`).
 * REDRAW_PARTS=1 prints each move's parts too: input → the worker's reply → the DOM changed → the frame.
 * Where the time goes, function by function: bench/play-redraw-profile.ts.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ensureChromium, CHROMIUM_FLAGS } from '../scripts/chromium';
import { serveStatic } from '../scripts/serve';
import { percentile } from './measure';
import { sayLine } from './say';
import { openDemoGame, play, redrawn, replyBytes } from './play-redraw-drive';

const root = fileURLToPath(new URL('../dist/renderer/', import.meta.url));
const MOVES = 60;

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
    await openDemoGame(page, server.url);
    const kinds = await play(page, MOVES);
    const done = await redrawn(page);
    const bytes = await replyBytes(page);
    const ms = done.map((d) => d.ms);
    const trips = done.map((d) => d.trips);
    if (process.env.REDRAW_PARTS) process.stdout.write(`${JSON.stringify(done)}\n`);
    sayLine('play.redraw', {
      moves: done.length,
      p50: percentile(ms, 50).toFixed(1),
      p95: percentile(ms, 95).toFixed(1),
      trips: `${Math.min(...trips)}–${Math.max(...trips)}`,
    });
    sayLine('play.redrawBytes', {
      replies: bytes.length,
      median: (percentile(bytes, 50) / 1000).toFixed(1),
      max: (Math.max(...bytes) / 1000).toFixed(1),
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
