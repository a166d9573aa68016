/** Exact hypergeometric odds checked against values worked out by hand. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { atLeast, choose, drawOdds, drawsBy, hypergeometric } from './odds';

describe('hypergeometric', () => {
  it('matches known values', () => {
    expect(choose(50, 7)).toBe(99884400);
    // At least one of 3 copies in a 7-card hand from 50: 1 - (43*42*41)/(50*49*48).
    expect(atLeast(50, 3, 7, 1)).toBeCloseTo(1 - 74046 / 117600, 12);
    // The classic 4-of in a 60-card deck, 7-card hand: 39.95%.
    expect(atLeast(60, 4, 7, 1)).toBeCloseTo(1 - (53 * 52 * 51 * 50) / (60 * 59 * 58 * 57), 12);
    // Exactly 2 of 3 in 6 from 50: C(3,2)*C(47,4)/C(50,6).
    expect(hypergeometric(50, 3, 6, 2)).toBeCloseTo((3 * 178365) / 15890700, 12);
  });

  it('sums to one over every outcome', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.nat(80), fc.nat(80), (N, k, n) => {
        const K = Math.min(k, N);
        const draw = Math.min(n, N);
        let sum = 0;
        for (let j = 0; j <= draw; j++) sum += hypergeometric(N, K, draw, j);
        return Math.abs(sum - 1) < 1e-9;
      }),
    );
  });
});

describe('draw odds by game', () => {
  const base = { deckSize: 50, hits: 3, atLeast: 1, byTurn: 0, onThePlay: true, mulligan: false };

  it('opening hands are 7 cards in M.S. War and 6 in Gundam War', () => {
    expect(drawOdds({ ...base, game: 'ms-war' })).toBeCloseTo(1 - 74046 / 117600, 12);
    expect(drawOdds({ ...base, game: 'gundam-war' })).toBeCloseTo(1 - 79464 / 117600, 12);
  });

  it('the first player skips the first draw', () => {
    expect(drawsBy(1, true)).toBe(0);
    expect(drawsBy(1, false)).toBe(1);
    expect(drawsBy(3, true)).toBe(2);
    expect(drawOdds({ ...base, game: 'ms-war', byTurn: 3 })).toBeCloseTo(atLeast(50, 3, 9, 1), 12);
    expect(drawOdds({ ...base, game: 'ms-war', byTurn: 3, onThePlay: false })).toBeCloseTo(atLeast(50, 3, 10, 1), 12);
  });

  it('M.S. War mulligan: a miss sends all 7 back for a fresh 7 (Rulebook 2.1, Starting the Game C-D)', () => {
    const miss = 74046 / 117600;
    expect(drawOdds({ ...base, game: 'ms-war', mulligan: true })).toBeCloseTo(1 - miss * miss, 12);
  });

  it('M.S. War mulligan keeps the hits already drawn', () => {
    // Need 2 of 3: with one hit kept, 6 cards are redrawn from 49 holding 2 hits.
    const q = { ...base, game: 'ms-war' as const, atLeast: 2, mulligan: true };
    let expected = atLeast(50, 3, 7, 2);
    expected += hypergeometric(50, 3, 7, 0) * atLeast(50, 3, 7, 2);
    expected += hypergeometric(50, 3, 7, 1) * atLeast(49, 2, 6, 1);
    expect(drawOdds(q)).toBeCloseTo(expected, 12);
  });

  it('Gundam War Mulligan B: redraws of 5, 4 and 3 cards', () => {
    const q = (h: number) => choose(47, h) / choose(50, h);
    expect(drawOdds({ ...base, game: 'gundam-war', mulligan: true })).toBeCloseTo(1 - q(6) * q(5) * q(4) * q(3), 12);
  });

  it('a mulligan never lowers the chance and nothing exceeds certainty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ms-war' as const, 'gundam-war' as const),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (game, hits, k, turn, onThePlay) => {
          const q = { game, deckSize: 50, hits, atLeast: k, byTurn: turn, onThePlay, mulligan: false };
          const without = drawOdds(q);
          const withMulligan = drawOdds({ ...q, mulligan: true });
          return withMulligan >= without - 1e-12 && withMulligan <= 1 + 1e-12 && without >= 0;
        },
      ),
    );
  });

  it('is zero when the deck holds fewer copies than asked for', () => {
    expect(drawOdds({ ...base, game: 'ms-war', hits: 1, atLeast: 2, mulligan: true })).toBe(0);
  });
});
