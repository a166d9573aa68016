/**
 * Battle modifications that last ("until end of turn" unless stated, ch. 12 "Effective
 * Interval of Effects") are continuous effects of the shared effect system: a resolved
 * effect adds one with `addContinuous`, `endTurn` ends it, and `derive` applies them by
 * layer and timestamp. A Unit that leaves its place is a new object, so they no longer
 * cover it (its `entered` time no longer matches).
 *
 * `derive` is memoised per object; the key used here is the effects slice, which is
 * replaced whenever an effect is added or a card enters a place (every move takes a
 * timestamp from the effects clock), so a cached result never outlives what it read.
 */
import type { GameState } from '../../core/types';
import { derive, type ContinuousHooks, type EffectsState } from '../../effects';
import type { BattleModification } from './keywords';
import { rulesOf } from './state';

type Keyed = { fx: EffectsState; state: GameState };

const ZERO: BattleModification = { melee: 0, ranged: 0, hp: 0 };

const HOOKS: ContinuousHooks<Keyed> = {
  read: (k) => k.fx,
  objects: (k) => [...new Set(k.fx.continuous.flatMap((e) => (e.scope.kind === 'instanced' ? e.scope.objects.map((t) => t.id) : [])))],
  // Only the changes are derived here; printed stats are read from the card (read.ts).
  base: () => ({ stats: { melee: 0, ranged: 0, hp: 0 }, types: [], colour: null, abilities: [] }),
  locate: (k, id) => {
    const c = k.state.cards[id];
    const entered = rulesOf(k.state).entered[id];
    return c && entered !== undefined ? { zone: c.zone.slice(2), controller: Number(c.zone[0]) as 0 | 1, entered } : null;
  },
  counters: () => ({}),
  staticEffects: () => [],
  isOnField: (k, id) => /-area$/.test(k.state.cards[id]?.zone ?? ''),
};

const keys = new WeakMap<EffectsState, Keyed>();

/** The sum of the battle modifications continuous effects give a card now. */
export function continuousDeltas(s: GameState, id: string): BattleModification {
  const fx = rulesOf(s).effects;
  if (fx.continuous.length === 0) return ZERO;
  let key = keys.get(fx);
  if (!key) keys.set(fx, (key = { fx, state: s }));
  const v = derive(key, HOOKS).of(id);
  return v ? { melee: v.stats.melee ?? 0, ranged: v.stats.ranged ?? 0, hp: v.stats.hp ?? 0 } : ZERO;
}
