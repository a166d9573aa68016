/** The goldfish statistics: kill-turn quartiles and the paired difference between two decks. */
import { describe, expect, it } from 'vitest';
import { killTurnStats, pairedDifference, quantile } from './kill-turns';

describe('quantile', () => {
  it('interpolates between ranks as R and numpy do by default (type 7)', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(xs, 0.5)).toBe(5.5);
    expect(quantile(xs, 0.25)).toBe(3.25);
    expect(quantile(xs, 0.75)).toBe(7.75);
    expect(quantile([7], 0.25)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('killTurnStats', () => {
  it('counts the games won, spreads their turns, and leaves the others out of the quartiles', () => {
    const k = killTurnStats([6, 5, null, 7, 5, 9, null, 6]);
    expect(k).toMatchObject({ games: 8, kills: 6, median: 6, q1: 5.25, q3: 6.75, min: 5, max: 9 });
    expect(k.mean).toBeCloseTo(38 / 6);
    expect(k.byTurn).toEqual([0, 0, 0, 0, 2, 2, 1, 0, 1]);
    expect(k.killRate[0]).toBeLessThan(0.75);
    expect(k.killRate[1]).toBeGreaterThan(0.75);
  });

  it('says so when no game was won', () => {
    expect(killTurnStats([null, null])).toMatchObject({ kills: 0, median: null, q1: null, byTurn: [] });
  });
});

describe('pairedDifference', () => {
  it('takes b − a seed by seed, over the seeds both won, with a 95% interval around the mean', () => {
    const a = [8, 7, 9, 8, null, 10];
    const b = [7, 7, 8, 6, 7, null];
    const d = pairedDifference(a, b);
    expect(d.pairs).toBe(4);
    expect(d.unpaired).toBe(2);
    expect(d.mean).toBe(-1);
    // Differences −1, 0, −1, −2: sd 0.8165, standard error 0.4082, half-width 1.96 × that.
    expect(d.ci![0]).toBeCloseTo(-1.8, 2);
    expect(d.ci![1]).toBeCloseTo(-0.2, 2);
  });

  it('a deck compared with itself on the same seeds differs by nothing', () => {
    const a = [5, 6, 7, null];
    expect(pairedDifference(a, a)).toEqual({ pairs: 3, unpaired: 1, mean: 0, ci: [0, 0] });
    expect(pairedDifference([5], [6]).ci).toBeNull();
  });
});
