/** Values are derived from the state, never stored: memoised per state object, the state left untouched. */
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
  it('is memoised per state object and leaves the state untouched', () => {
    const s = plusOne(table([card('gm')]));
    const before = JSON.stringify(s);
    expect(derive(s, continuous)).toBe(derive(s, continuous));
    expect(JSON.stringify(s)).toBe(before);
    const next = plusOne(s);
    expect(derive(next, continuous)).not.toBe(derive(s, continuous));
    expect(values(next, 'gm').stats.attack).toBe(4);
  });
});
