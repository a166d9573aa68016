/**
 * Seeded pseudo-random numbers whose whole state is one JSON-safe number, so a
 * game state can carry it and replays are exact. Algorithm: mulberry32.
 */
export interface PrngState {
  seed: number;
  state: number;
}

export function createPrng(seed: number): PrngState {
  const s = seed >>> 0;
  return { seed: s, state: s };
}

/** Returns the next float in [0, 1) and the advanced state; never mutates. */
export function nextFloat(prng: PrngState): [number, PrngState] {
  let t = (prng.state + 0x6d2b79f5) >>> 0;
  const advanced = t;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [value, { seed: prng.seed, state: advanced }];
}

/** An integer in [0, n). */
export function nextInt(prng: PrngState, n: number): [number, PrngState] {
  // `nextFloat` inlined (the same draw): random players call this once per move.
  const advanced = (prng.state + 0x6d2b79f5) >>> 0;
  let t = Math.imul(advanced ^ (advanced >>> 15), advanced | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n), { seed: prng.seed, state: advanced }];
}

/**
 * Fisher–Yates shuffle returning a new array and the advanced state. The same draws as
 * `nextInt` per swap, with the generator inlined: a game shuffles 100 cards before its
 * first move, and a state object per swap was a measurable share of setting one up.
 */
export function shuffle<T>(items: readonly T[], prng: PrngState): [T[], PrngState] {
  const out = items.slice();
  let state = prng.state;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const j = Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * (i + 1));
    const swap = out[i];
    out[i] = out[j];
    out[j] = swap;
  }
  return [out, { seed: prng.seed, state }];
}
