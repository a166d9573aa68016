/**
 * Continuous effects through the shared effect system (`engine/effects`): modifications
 * that last ("until end of turn" unless stated, ch. 12 "Effective Interval of Effects"),
 * added by resolved effects with `addContinuous` and ended by `endTurn`, and the constant
 * Auto A texts of cards on the Field (auto-a.ts), given to `derive` as static effects.
 * `derive` applies them by layer and timestamp. A card that leaves its place is a new
 * object, so lasting effects no longer cover it (its `entered` time no longer matches).
 *
 * Only the changes are derived here (printed stats are read from the card, read.ts);
 * Commands in hand carry a `cost` value so that cost changes are derived the same way.
 *
 * `derive` memoises per key object. A step edits its draft in place, so the key is not the
 * state: it is the effects slice (replaced whenever an effect is added or a card enters a
 * place — every move takes a timestamp from the effects clock — or a card gets a Dismantle
 * Coin) together with the card and zone tables and the marks that change what a card is
 * (Transformed, Variable). A cached result never outlives what it read.
 */
import type { GameState } from '../../core/types';
import { derive, type ContinuousEffect, type ContinuousHooks, type EffectsState } from '../../effects';
import { staticEffects } from './auto-a';
import type { BattleModification } from './keywords';
import { cardType, def, effectsOf, fieldCards } from './read';
import { rulesOf, ZONE, zk } from './state';

type Keyed = {
  fx: EffectsState;
  state: GameState;
  cards: GameState['cards'];
  zones: GameState['zones'];
  transformed: string[];
  variableG: string[];
  statics: ContinuousEffect[] | null;
};

const ZERO: BattleModification = { melee: 0, ranged: 0, hp: 0 };

function statics(k: Keyed): ContinuousEffect[] {
  return (k.statics ??= staticEffects(k.state));
}

/** Units on the Field, Commands in hands and Hangars, and whatever a lasting effect names. */
function objects(k: Keyed): string[] {
  const s = k.state;
  const ids = new Set<string>();
  for (let seat = 0; seat < s.seats; seat++) {
    for (const id of fieldCards(s, seat as 0 | 1)) ids.add(id);
    for (const zone of [ZONE.hand, ZONE.hangar]) for (const id of s.zones[zk(seat as 0 | 1, zone)] ?? []) if (def(s, id).type === 'command') ids.add(id);
  }
  for (const e of k.fx.continuous) if (e.scope.kind === 'instanced') for (const t of e.scope.objects) ids.add(t.id);
  return [...ids];
}

const HOOKS: ContinuousHooks<Keyed> = {
  read: (k) => k.fx,
  objects,
  base: (k, id) => ({
    stats: { melee: 0, ranged: 0, hp: 0, cost: 0 },
    types: [cardType(k.state, id)],
    colour: def(k.state, id).color ?? null,
    // Team membership is an ability named after the team, so a selector can ask for it.
    abilities: effectsOf(k.state, id).map((e) => (e.kind === 'team' ? `team:${e.team}` : e.kind)),
  }),
  locate: (k, id) => {
    const c = k.state.cards[id];
    const entered = rulesOf(k.state).entered[id];
    return c && entered !== undefined ? { zone: c.zone.slice(2), controller: Number(c.zone[0]) as 0 | 1, entered } : null;
  },
  counters: () => ({}),
  staticEffects: statics,
  isOnField: (k, id) => /-area$/.test(k.state.cards[id]?.zone ?? ''),
};

const keys = new WeakMap<EffectsState, Keyed>();

function keyOf(s: GameState): Keyed {
  const r = rulesOf(s);
  const fx = r.effects;
  let k = keys.get(fx);
  if (!k || k.cards !== s.cards || k.zones !== s.zones || k.transformed !== r.transformed || k.variableG !== r.variableG) {
    k = { fx, state: s, cards: s.cards, zones: s.zones, transformed: r.transformed, variableG: r.variableG, statics: null };
    keys.set(fx, k);
  }
  return k;
}

/** The values continuous effects give a card now, or null when none can apply. */
function derived(s: GameState, id: string): Record<string, number> | null {
  const k = keyOf(s);
  if (k.fx.continuous.length === 0 && statics(k).length === 0) return null;
  return derive(k, HOOKS).of(id)?.stats ?? null;
}

/** The sum of the battle modifications continuous effects give a card now. */
export function continuousDeltas(s: GameState, id: string): BattleModification {
  const v = derived(s, id);
  return v ? { melee: v.melee ?? 0, ranged: v.ranged ?? 0, hp: v.hp ?? 0 } : ZERO;
}

/** How much continuous effects lower a Command's Total Nation Power now (Auto A cost texts). */
export function costReduction(s: GameState, id: string): number {
  return Math.max(0, -(derived(s, id)?.cost ?? 0));
}
