/**
 * `derive(state, hooks)`: every object's values after all continuous effects, layer by
 * layer (set base values → types → colour → abilities → stats), dependencies before
 * timestamps. A pure function of the state: values are derived, never stored (a game that asks
 * about one table many times remembers the derivation itself, as Gundam War's continuous.ts does).
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
 * How a derivation is worked out: `fast` takes the short way for tables whose effects only
 * modify stats (modified.ts, only the objects asked about); `in full` works every object out
 * layer by layer, the values tests hold the fast way against.
 */
export type DeriveWay = 'fast' | 'in full';

export function derive<G extends object>(state: G, hooks: ContinuousHooks<G>, way: DeriveWay = 'fast'): Derived {
  return compute(state, hooks, way);
}

/** Whether an id is one of the objects: the game's own test, or a set of the objects listed, made when first asked. */
function objectTest<G extends object>(state: G, hooks: ContinuousHooks<G>): (id: CardId) => boolean {
  const isObject = hooks.isObject;
  if (isObject) return (id) => isObject(state, id);
  let known: Set<CardId> | null = null;
  return (id) => (known ??= new Set(hooks.objects(state))).has(id);
}

function compute<G extends object>(state: G, hooks: ContinuousHooks<G>, way: DeriveWay): Derived {
  const stored = hooks
    .read(state)
    .continuous.filter(
      (e) => e.duration !== 'while-source-on-field' || (e.source !== null && hooks.isOnField(state, e.source)),
    );
  const all = [...hooks.staticEffects(state), ...stored];
  if (way === 'fast' && all.every((e) => e.change.kind === 'modify'))
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
