/** Values are derived from the state, never stored: the same state derives the same values, and is left untouched. */
import { describe, expect, it } from 'vitest';
import { addContinuous, derive } from '../index';
import { card, continuous, hooks, table, target, values, type Table } from '../scenarios/table';

function plusOne(s: Table): Table {
  return addContinuous(s, hooks, {
    source: null,
    controller: 0,
    scope: { kind: 'instanced', objects: [target(s, 'gm')] },
    change: { kind: 'modify', deltas: { attack: 1 } },
  }).state;
}

describe('derive', () => {
  it('is a function of the state alone and leaves the state untouched', () => {
    const s = plusOne(table([card('gm')]));
    const before = JSON.stringify(s);
    const gm = target(s, 'gm').id;
    expect(derive(s, continuous).of(gm)).toEqual(derive(s, continuous, 'in full').of(gm));
    expect(derive(s, continuous).of(gm)).toEqual(derive(s, continuous).of(gm));
    expect(JSON.stringify(s)).toBe(before);
    const next = plusOne(s);
    expect(derive(next, continuous).of(gm)!.stats.attack).toBe(derive(s, continuous).of(gm)!.stats.attack + 1);
    expect(values(next, 'gm').stats.attack).toBe(4);
  });
});
