import { describe, expect, it } from 'vitest';
import { freeName } from './freeName';

const numbered = (n: number) => `New deck ${n}`;

describe('freeName', () => {
  it('gives the first number no deck has taken', () => {
    expect(freeName(new Set(), numbered)).toBe('New deck 1');
    expect(freeName(new Set(['New deck 1', 'New deck 3']), numbered)).toBe('New deck 2');
  });

  it("keeps a demo deck's own name while it is free, then numbers it from 2", () => {
    const demo = (n: number) => `Gundam War demo A (${n})`;
    expect(freeName(new Set(['New deck 1']), demo, { first: 'Gundam War demo A', from: 2 })).toBe('Gundam War demo A');
    expect(freeName(new Set(['Gundam War demo A']), demo, { first: 'Gundam War demo A', from: 2 })).toBe(
      'Gundam War demo A (2)',
    );
    expect(
      freeName(new Set(['Gundam War demo A', 'Gundam War demo A (2)']), demo, { first: 'Gundam War demo A', from: 2 }),
    ).toBe('Gundam War demo A (3)');
  });
});
