/**
 * The derivation of a table whose continuous effects all modify stats (most tables: Auto A
 * bonuses, teams, "+1/+1/+1 until end of turn"). No effect there changes a type, a colour or
 * an ability, so every selector reads base values and every effect exists as long as its
 * source's printed abilities say so: an object's values are its base values with the deltas
 * of the effects that reach it, in the order the stats layer applies them, then its counters.
 * That is worked out for an object when it is asked about, not for every object on the table
 * (a Damage Calculation asks about the few Units in battle, not every G and Command).
 * `derive(…, 'in full')` works the same tables out layer by layer for every object: the
 * tests hold this against it.
 */
import type { ContinuousHooks } from '../hooks';
import type { CardId, Characteristics, ContinuousEffect, Derived, Layer } from '../types';
import { applyChange, copyOf, type Lost } from './apply';
import { declaredDependencies, orderLayer } from './order';
import { selects } from './select';

const wholeDeltas = (e: ContinuousEffect): boolean =>
  e.change.kind === 'modify' && Object.values(e.change.deltas).every(Number.isInteger);

/** "Modify" never reads what an object lost: one record serves them all. */
const NOTHING_LOST: Lost = { all: false, names: new Set() };

export function modifiedOnly<G extends object>(
  state: G,
  hooks: ContinuousHooks<G>,
  isObject: (id: CardId) => boolean,
  all: readonly ContinuousEffect[],
): Derived {
  const bases = new Map<CardId, Characteristics>();
  const values = new Map<CardId, Characteristics>();
  const baseOf = (id: CardId): Characteristics => {
    let b = bases.get(id);
    if (!b) bases.set(id, (b = hooks.base(state, id)));
    return b;
  };
  // An effect granted by an ability exists only while its source has that ability (never taken away here).
  const exists = (e: ContinuousEffect): boolean =>
    e.ability === null || e.source === null || !isObject(e.source) || baseOf(e.source).abilities.includes(e.ability);
  // Both effects modify: only declared reads and writes order them (CE Dependencies).
  let order: ContinuousEffect[] | null = null;
  const ordered = (): ContinuousEffect[] => (order ??= orderLayer(all, declaredDependencies()).filter(exists));
  // Whole numbers add up to the same in any order (every Gundam War delta): then the values need no ordering.
  let unordered: readonly ContinuousEffect[] | null = null;
  const inOrder = (): readonly ContinuousEffect[] =>
    (unordered ??= all.every(wholeDeltas) ? all.filter(exists) : ordered());

  const reaches = (e: ContinuousEffect, id: CardId, v: Characteristics): number => {
    if (e.scope.kind === 'static') return selects(hooks, state, e.scope.selector, e, id, v) ? 1 : 0;
    // An instanced effect applies once for each time it names the object in its place.
    let n = 0;
    for (const t of e.scope.objects)
      if (t.id === id && (t.entered === null || hooks.locate(state, id)?.entered === t.entered)) n++;
    return n;
  };
  const valuesOf = (id: CardId): Characteristics | undefined => {
    let v = values.get(id);
    if (v || !isObject(id)) return v;
    v = copyOf(baseOf(id));
    for (const e of inOrder()) for (let n = reaches(e, id, v); n > 0; n--) applyChange(v, e.change, NOTHING_LOST);
    for (const [k, n] of Object.entries(hooks.counters(state, id))) if (k in v.stats) v.stats[k] += n;
    values.set(id, v);
    return v;
  };
  return new ModifiedOnly(valuesOf, ordered);
}

/**
 * A derivation on the fast path. `applied` is a getter on this class's prototype, not in an
 * object literal: V8 makes an object literal with a getter a dictionary-mode object whose
 * accessor pair lives in the old generation, and a dead one there kept the getter's closure —
 * the table it read and every young object that reached — alive through young-generation
 * collections until the next full one: ~75 KB of every random Gundam War game promoted to the
 * old generation (Round 18, docs/performance.md). `fast-derivations.test.ts` holds it.
 */
class ModifiedOnly implements Derived {
  readonly of: (id: CardId) => Characteristics | undefined;
  private readonly ordered: () => ContinuousEffect[];
  constructor(of: (id: CardId) => Characteristics | undefined, ordered: () => ContinuousEffect[]) {
    this.of = of;
    this.ordered = ordered;
  }
  get applied(): Record<Layer, string[]> {
    return { base: [], type: [], colour: [], abilities: [], stats: this.ordered().map((e) => e.id) };
  }
}
