import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashJson } from '../../../core/hash';
import { nextInt, createPrng, type PrngState } from '../../../core/prng';
import { DEMO_CARDS, DEMO_DECKS } from '../demo';
import { createGundamWar, stepGundamWar, type GwIntent } from '../game';
import { legalIntents, seatsToAct } from '../legal';
import type { GundamWarState } from '../state';

function countCards(s: GundamWarState): number {
  // Every card is in exactly one place: a location list, a squad, under a card, or being played.
  const listed = s.zones.flatMap((z) => Object.values(z).flat());
  const squads = [...s.battle.earth, ...s.battle.space].flatMap((q) => q.units);
  const loose = Object.values(s.cards).filter((c) => c.place.at === 'set' || c.place.at === 'playing').map((c) => c.id);
  const all = [...listed, ...squads, ...loose];
  expect(new Set(all).size).toBe(all.length);
  return all.length;
}

function playRandom(seed: number, maxSteps = 20000): { state: GundamWarState; log: GwIntent[] } {
  const start = createGundamWar({ seed, decks: DEMO_DECKS, cards: DEMO_CARDS });
  if ('error' in start) throw new Error(start.error);
  let s = start.state;
  let rng: PrngState = createPrng(seed ^ 0x5eed);
  const log: GwIntent[] = [];
  for (let i = 0; i < maxSteps && s.winner === null; i++) {
    const seats = seatsToAct(s);
    expect(seats.length, `no seat can act at step ${i}`).toBeGreaterThan(0);
    const options = legalIntents(s, seats[0]);
    expect(options.length, `no legal intent at step ${i}`).toBeGreaterThan(0);
    // Pass less often than acting so games reach battles and effects.
    let k: number;
    [k, rng] = nextInt(rng, options.length * 2);
    const pick = k >= options.length ? options.find((o) => o.type === 'pass') ?? options[0] : options[k];
    const next = stepGundamWar(s, pick);
    if ('error' in next) throw new Error(`${next.error} (${next.rule}) for ${JSON.stringify(pick)}`);
    s = next.state;
    log.push(pick);
  }
  return { state: s, log };
}

describe('random legal Gundam War games', () => {
  it("never create or lose a card, never stall, and always finish", { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const { state } = playRandom(seed);
        expect(countCards(state)).toBe(100);
        expect(state.winner).not.toBeNull();
      }),
      { numRuns: 4 },
    );
  });

  it("replay identically from the same seed and intents", { timeout: 60_000 }, () => {
    const { state, log } = playRandom(4242);
    const start = createGundamWar({ seed: 4242, decks: DEMO_DECKS, cards: DEMO_CARDS });
    if ('error' in start) throw new Error(start.error);
    let s = start.state;
    for (const intent of log) {
      const r = stepGundamWar(s, intent);
      if ('error' in r) throw new Error(r.error);
      s = r.state;
    }
    expect(hashJson(s)).toBe(hashJson(state));
  });
});
