/**
 * `derive(state, hooks)`: every object's values after all continuous effects, layer by
 * layer (set base values → types → colour → abilities → stats), dependencies before
 * timestamps. A pure function of the state, memoised per state object: values are
 * derived, never stored.
 */
import type { ContinuousHooks } from '../hooks';
import type { CardId, Characteristics, ContinuousEffect, Derived, Layer, Selector } from '../types';
import { LAYERS, layerOf, setsValues } from './aspects';
import { applyChange, copyOf, type Lost } from './apply';
import { modifiedOnly } from './modified';
import { declaredDependencies, orderLayer } from './order';
import { selects } from './select';

export type { Derived } from '../types';

/**
 * The last few derivations per game (hooks), by state object: a step and the listing after it
 * ask about the same state many times. Held strongly in a short ring rather than in a weak
 * map keyed by every state: V8 walks every weak entry at each garbage collection, and a new
 * one per step made collections a large share of a game. A state pushed out is derived again.
 */
const RECENT = 8;
type Recent = { states: (object | null)[]; derived: (Derived | null)[]; next: number };
const memo = new Map<object, Recent>();

export function derive<G extends object>(state: G, hooks: ContinuousHooks<G>): Derived {
  let recent = memo.get(hooks);
  if (!recent)
    memo.set(
      hooks,
      (recent = { states: new Array(RECENT).fill(null), derived: new Array(RECENT).fill(null), next: 0 }),
    );
  if (inFull) return compute(state, hooks);
  for (let i = 0; i < RECENT; i++) if (recent.states[i] === state) return recent.derived[i]!;
  const derived = compute(state, hooks);
  recent.states[recent.next] = state;
  recent.derived[recent.next] = derived;
  recent.next = (recent.next + 1) % RECENT;
  return derived;
}

/** Whether derivations skip the fast path for "modify" effects only (`derivedInFull`). */
let inFull = false;

/**
 * Runs `read` with every derivation worked out layer by layer for every object, neither
 * remembered nor taking the fast path for tables whose effects only modify (modified.ts): the
 * values tests hold the fast path against.
 */
export function derivedInFull<T>(read: () => T): T {
  const was = inFull;
  inFull = true;
  try {
    return read();
  } finally {
    inFull = was;
  }
}

/** Whether an id is one of the objects: the game's own test, or a set of the objects listed, made when first asked. */
function objectTest<G extends object>(state: G, hooks: ContinuousHooks<G>): (id: CardId) => boolean {
  const isObject = hooks.isObject;
  if (isObject) return (id) => isObject(state, id);
  let known: Set<CardId> | null = null;
  return (id) => (known ??= new Set(hooks.objects(state))).has(id);
}

function compute<G extends object>(state: G, hooks: ContinuousHooks<G>): Derived {
  const stored = hooks
    .read(state)
    .continuous.filter(
      (e) => e.duration !== 'while-source-on-field' || (e.source !== null && hooks.isOnField(state, e.source)),
    );
  const all = [...hooks.staticEffects(state), ...stored];
  if (!inFull && all.every((e) => e.change.kind === 'modify'))
    return modifiedOnly(state, hooks, objectTest(state, hooks), all);
  const ids = hooks.objects(state);
  const values = new Map<CardId, Characteristics>();
  const lost = new Map<CardId, Lost>();
  for (const id of ids) {
    values.set(id, copyOf(hooks.base(state, id)));
    lost.set(id, { all: false, names: new Set() });
  }
  const applied = { base: [], type: [], colour: [], abilities: [], stats: [] } as Record<Layer, string[]>;

  const affected = (e: ContinuousEffect): CardId[] =>
    e.scope.kind === 'instanced'
      ? e.scope.objects
          .filter((t) => values.has(t.id) && (t.entered === null || hooks.locate(state, t.id)?.entered === t.entered))
          .map((t) => t.id)
      : ids.filter((id) => selects(hooks, state, (e.scope as { selector: Selector }).selector, e, id, values.get(id)!));
  // An effect granted by an ability exists only while its source still has that ability.
  const exists = (e: ContinuousEffect): boolean => {
    if (e.ability === null || e.source === null) return true;
    const v = values.get(e.source);
    return !v || v.abilities.includes(e.ability);
  };
  // Taking away the ability that makes an effect changes that effect: a dependency.
  // Judged on the values as the layer begins; remembered per layer so pairs stay cheap.
  let reach = new Map<string, CardId[]>();
  const reaches = (y: ContinuousEffect, id: CardId): boolean => {
    let ids = reach.get(y.id);
    if (!ids) reach.set(y.id, (ids = affected(y)));
    return ids.includes(id);
  };
  const declared = declaredDependencies();
  // A dependency needs both effects to set characteristics, or neither (CE Dependencies 1).
  const dependsOn = (x: ContinuousEffect, y: ContinuousEffect): boolean =>
    setsValues(x.change) === setsValues(y.change) &&
    (declared(x, y) ||
      (x.ability !== null &&
        x.source !== null &&
        y.change.kind === 'lose' &&
        (y.change.abilities === 'all' || y.change.abilities.includes(x.ability)) &&
        reaches(y, x.source)));
  const run = (e: ContinuousEffect, layer: Layer): void => {
    if (!exists(e)) return;
    for (const id of affected(e)) applyChange(values.get(id)!, e.change, lost.get(id)!);
    applied[layer].push(e.id);
  };

  for (const layer of LAYERS) {
    reach = new Map();
    const here = orderLayer(
      all.filter((e) => layerOf(e.change) === layer),
      dependsOn,
    );
    if (layer !== 'stats') {
      for (const e of here) run(e, layer);
      continue;
    }
    // Stats: changes that do not set values, then counters, then swaps.
    for (const e of here) if (e.change.kind !== 'swap') run(e, layer);
    for (const id of ids) {
      const v = values.get(id)!;
      for (const [k, n] of Object.entries(hooks.counters(state, id))) if (k in v.stats) v.stats[k] += n;
    }
    for (const e of here) if (e.change.kind === 'swap') run(e, layer);
  }
  return { of: (id) => values.get(id), applied };
}
