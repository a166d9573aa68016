import { createPrng, shuffle } from './prng';
import { hashJson } from './hash';

/**
 * A hash of a seeded 50-card shuffle. The worker computes it and the window computes it again:
 * equal values mean seeded games (replays, game files, restarts with a seed) deal the same here.
 */
export function selfCheck(seed: number): string {
  const deck = Array.from({ length: 50 }, (_, i) => i);
  const [order] = shuffle(deck, createPrng(seed));
  return hashJson(order);
}
