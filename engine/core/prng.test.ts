import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPrng, nextFloat, nextInt, shuffle, type PrngState } from './prng';

describe('seeded PRNG', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = shuffle([1, 2, 3, 4, 5, 6, 7, 8], createPrng(seed))[0];
        const b = shuffle([1, 2, 3, 4, 5, 6, 7, 8], createPrng(seed))[0];
        expect(a).toEqual(b);
      }),
    );
  });

  it('shuffle is a permutation: no card created or lost', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const [out] = shuffle(items, createPrng(seed));
        expect([...out].sort()).toEqual([...items].sort());
      }),
    );
  });

  it('shuffle makes the same draws as nextInt, swap by swap (saved games replay the same decks)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer(), (items, seed) => {
        const out = items.slice();
        let p: PrngState = createPrng(seed);
        for (let i = out.length - 1; i > 0; i--) {
          let j: number;
          [j, p] = nextInt(p, i + 1);
          [out[i], out[j]] = [out[j], out[i]];
        }
        expect(shuffle(items, createPrng(seed))).toEqual([out, p]);
      }),
    );
  });

  it('nextInt makes the draw nextFloat makes, scaled (random players replay the same games)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 20 }),
        (seed, n, draws) => {
          let a: PrngState = createPrng(seed);
          let b: PrngState = createPrng(seed);
          for (let i = 0; i < draws; i++) {
            const [k, nextA] = nextInt(a, n);
            const [f, nextB] = nextFloat(b);
            expect(k).toBe(Math.floor(f * n));
            expect(nextA).toEqual(nextB);
            [a, b] = [nextA, nextB];
          }
        },
      ),
    );
  });

  it('floats stay in [0, 1) and the state advances', () => {
    let p = createPrng(42);
    for (let i = 0; i < 1000; i++) {
      const [f, next] = nextFloat(p);
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      expect(next.state).not.toBe(p.state);
      p = next;
    }
  });
});
