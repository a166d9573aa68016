/**
 * Plays a simulation's games on several worker threads (`--workers`), so a long run uses every
 * core. Game i is the same game whichever thread plays it (its seed comes from i), and the
 * records are put back in order, so the statistics do not depend on the number of workers.
 */
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
 * The worker runs TypeScript: the command itself runs under tsx (`npm run simulate`), whose
 * loader a worker thread does not inherit on Node 20, so the worker registers it first.
 */
function startWorker(job: SimJob, indices: number[]): Promise<GameRecord[]> {
  const api = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./simulate-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(api)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { job, indices } });
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
