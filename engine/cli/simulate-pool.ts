/**
 * Plays a simulation's games on several worker threads (`--workers`), so a long run uses every
 * core. Game i is the same game whichever thread plays it (its seed comes from i), and the
 * records are put back in order, so the statistics do not depend on the number of workers.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../decks/model';
import { playOne, type GameRecord } from '../sim/stats';
import { playerOf, type Budget, type PlayerKind } from './simulate-players';

/** A simulation as plain data (worker threads cannot be sent the players' functions). */
export interface SimJob {
  game: GameId;
  decks: DeckEntry[][];
  cards: Card[];
  kinds: PlayerKind[];
  budget: Budget;
  games: number;
  seed: number;
  swapSeats: boolean;
  dummy?: number | boolean;
}

/**
 * The worker's script. `npm run simulate` runs the command from bundles (scripts/run-bundled.ts),
 * the worker's bundled beside the command's as simulate-worker.mjs. Run as TypeScript under tsx
 * (tests, `npx tsx engine/cli/simulate.ts`), the worker registers tsx's loader first: a worker
 * thread does not inherit it on Node 20.
 */
function newWorker(workerData: unknown): Worker {
  const bundled = new URL('./simulate-worker.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return new Worker(bundled, { workerData });
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./simulate-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, workerData });
}

function startWorker(job: SimJob, indices: number[]): Promise<GameRecord[]> {
  return new Promise((resolve, reject) => {
    const worker = newWorker({ job, indices });
    worker.once('message', (records: GameRecord[]) => {
      resolve(records);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`a simulation worker stopped with exit code ${code}`));
    });
  });
}

export async function playAll(job: SimJob, workers: number): Promise<GameRecord[]> {
  const threads = Math.max(1, Math.min(workers, job.games));
  if (threads === 1) {
    const options = { ...job, players: job.kinds.map((k) => playerOf(k, job.budget)) };
    return Array.from({ length: job.games }, (_, i) => playOne(options, i));
  }
  // Dealt round-robin, so each thread gets early and late seeds alike.
  const shares = Array.from({ length: threads }, (_, t) =>
    Array.from({ length: Math.ceil((job.games - t) / threads) }, (_, k) => t + k * threads),
  );
  const done = await Promise.all(shares.map((indices) => startWorker(job, indices)));
  const records: GameRecord[] = new Array(job.games);
  shares.forEach((indices, t) => indices.forEach((i, k) => (records[i] = done[t][k])));
  return records;
}
