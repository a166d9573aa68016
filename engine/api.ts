/**
 * The engine's public API as one object of plain functions. The app calls it in a
 * Web Worker through Comlink (engine/worker.ts); tests and the CLI call it directly.
 * Every argument and result is structured-clone safe.
 */
import { ENGINE_VERSION } from './version';
import { GAME_IDS, GAME_LABELS, type GameId } from './cards/model';
import { createPrng, shuffle } from './core/prng';
import { hashJson } from './core/hash';

export interface EngineInfo {
  version: string;
  games: { id: GameId; label: string }[];
  /** Hash of a seeded 50-card shuffle: proves the engine ran and is deterministic. */
  selfCheck: string;
}

/** The self-check value for a seed; the UI shows it, tests recompute it in Node. */
export function selfCheck(seed: number): string {
  const deck = Array.from({ length: 50 }, (_, i) => i);
  const [order] = shuffle(deck, createPrng(seed));
  return hashJson(order);
}

export const engineApi = {
  info(seed = 2000): EngineInfo {
    return {
      version: ENGINE_VERSION,
      games: GAME_IDS.map((id) => ({ id, label: GAME_LABELS[id] })),
      selfCheck: selfCheck(seed),
    };
  },
};

export type EngineApi = typeof engineApi;
