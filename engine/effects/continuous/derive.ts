/**
 * `derive(state, hooks)`: every object's values after all continuous effects, layer by
 * layer (set base values → types → colour → abilities → stats), dependencies before
 * timestamps. A pure function of the state, memoised per state object: values are
 * derived, never stored.
 */
import type { ContinuousHooks } from '../hooks';
import type { CardId, Characteristics, ContinuousEffect, Layer, Selector } from '../types';
import { LAYERS, layerOf, setsValues } from './aspects';
import { applyChange, copyOf, type Lost } from './apply';
import { declaredDependencies, orderLayer } from './order';

export type Derived = {
  /** Values of an object (undefined if the game does not list it among its objects). */
  of(id: CardId): Characteristics | undefined;
  /** Ids of the effects that applied, per layer, in the order they applied. */
  applied: Record<Layer, string[]>;
};

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
  for (let i = 0; i < RECENT; i++) if (recent.states[i] === state) return recent.derived[i]!;
  const derived = compute(state, hooks);
  recent.states[recent.next] = state;
  recent.derived[recent.next] = derived;
  recent.next = (recent.next + 1) % RECENT;
  return derived;
}

function compute<G extends object>(state: G, hooks: ContinuousHooks<G>): Derived {
  const ids = hooks.objects(state);
  const values = new Map<CardId, Characteristics>();
  const lost = new Map<CardId, Lost>();
  for (const id of ids) {
    values.set(id, copyOf(hooks.base(state, id)));
    lost.set(id, { all: false, names: new Set() });
  }
  const stored = hooks
    .read(state)
    .continuous.filter(
      (e) => e.duration !== 'while-source-on-field' || (e.source !== null && hooks.isOnField(state, e.source)),
    );
  const all = [...hooks.staticEffects(state), ...stored];
  const applied = { base: [], type: [], colour: [], abilities: [], stats: [] } as Record<Layer, string[]>;

  const matches = (sel: Selector, e: ContinuousEffect, id: CardId): boolean => {
    if (sel.ids && !sel.ids.includes(id)) return false;
    if (sel.excludeSource && id === e.source) return false;
    const where = hooks.locate(state, id);
    if (!where) return false;
    if (sel.zones && !sel.zones.includes(where.zone)) return false;
    if (sel.controller !== undefined) {
      const want =
        sel.controller === 'you'
          ? e.controller
          : sel.controller === 'opponent'
            ? e.controller === 0
              ? 1
              : 0
            : sel.controller;
      if (where.controller !== want) return false;
    }
    const v = values.get(id)!;
    if (sel.types && !sel.types.some((t) => v.types.includes(t))) return false;
    if (sel.abilities && !sel.abilities.some((a) => v.abilities.includes(a))) return false;
    return sel.colour === undefined || v.colour === sel.colour;
  };
  const affected = (e: ContinuousEffect): CardId[] =>
    e.scope.kind === 'instanced'
      ? e.scope.objects
          .filter((t) => values.has(t.id) && (t.entered === null || hooks.locate(state, t.id)?.entered === t.entered))
          .map((t) => t.id)
      : ids.filter((id) => matches((e.scope as { selector: Selector }).selector, e, id));
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
