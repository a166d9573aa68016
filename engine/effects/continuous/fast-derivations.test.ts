/**
 * A derivation is a plain object with fast properties (modified.ts `ModifiedOnly`). An object
 * literal with a getter becomes a dictionary-mode object in V8 whose accessor pair is made in the
 * old generation: each dead one kept its getter's closure and the table it read alive through
 * young-generation collections until the next full one (Round 18 in docs/performance.md: ~75 KB
 * promoted per random Gundam War game). The check asks V8 itself (`%HasFastProperties`), and
 * that `applied` is no accessor of the derivation's own.
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { addContinuous, derive } from '../index';
import { card, continuous, hooks, table, target, type Table } from '../scenarios/table';
import type { Derived } from '../types';

setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

/** A table whose only effects modify stats (the fast path): a lord's static bonus and an instanced one. */
function modifiedTable(bonus: number): Table {
  const s = table([
    card('lord', {
      statics: [
        {
          ability: 'Lordship',
          scope: { kind: 'static', selector: { types: ['Unit'], excludeSource: true } },
          change: { kind: 'modify', deltas: { attack: bonus } },
        },
      ],
    }),
    card('soldier'),
  ]);
  return addContinuous(s, hooks, {
    source: null,
    controller: 0,
    scope: { kind: 'instanced', objects: [target(s, 'soldier')] },
    change: { kind: 'modify', deltas: { defence: 1 } },
  }).state;
}

describe('derivations of tables whose effects only modify', () => {
  it('are objects with fast properties, their `applied` read from the prototype', () => {
    const derived: Derived[] = [1, 2, 3].map((bonus) => derive(modifiedTable(bonus), continuous));
    for (const d of derived) {
      expect(Object.getOwnPropertyDescriptor(d, 'applied')).toBeUndefined();
      expect(hasFastProperties(d)).toBe(true);
    }
    // What they tell is unchanged: the soldier's values and the effects that applied.
    expect(derived.map((d) => d.of(1)!.stats)).toEqual([
      { attack: 3, defence: 3 },
      { attack: 4, defence: 3 },
      { attack: 5, defence: 3 },
    ]);
    expect(derived[0].applied.stats).toHaveLength(2);
  });
});
