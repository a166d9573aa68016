import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPrng, nextFloat, shuffle } from './prng';

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
