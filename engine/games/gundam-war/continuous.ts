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
 * `derive` memoises per key object. The key is not the state: a step edits its draft in
 * place, and most steps (a pass) change nothing these values read. It is the table of entry
 * times (replaced when a step first moves a card) with the effects clock (advanced by every
 * move, every Set, every lasting effect added, a Dismantle Coin and any manual override),
 * the lasting effects and the marks that change what a card is (Transformed, Variable). A
 * cached result never outlives what it read, and is shared by the steps that change none of it.
 */
import type { CardId, GameState } from '../../core/types';
import { derive, type ContinuousEffect, type ContinuousHooks, type EffectsState } from '../../effects';
import { staticEffects } from './auto-a';
import type { BattleModification, SpecialEffect } from './keywords';
import { cardType, def, effectsOf, fieldCards } from './read';
import { rulesOf, ZONE, zk } from './state';

type Keyed = {
  state: GameState;
  fx: EffectsState;
  clock: number;
  continuous: ContinuousEffect[];
  transformed: CardId[];
  variableG: CardId[];
  statics: ContinuousEffect[] | null;
  /** Per card, values read.ts derives from the same facts (special effects, battle stats), remembered while the key holds. */
  effects: Map<CardId, readonly SpecialEffect[]>;
  stats: Map<CardId, BattleModification>;
};

const ZERO: BattleModification = { melee: 0, ranged: 0, hp: 0 };

function statics(k: Keyed): ContinuousEffect[] {
  return (k.statics ??= staticEffects(k.state));
}

/** Cards on the Field, Commands in hands and Hangars, and whatever a lasting effect names. */
function objects(k: Keyed): CardId[] {
  const s = k.state;
  const ids = new Set<CardId>();
  // Cards in hand matter only while some constant text reaches into hands (Command discounts).
  const hands = statics(k).some((e) => e.scope.kind === 'static' && e.scope.selector.zones?.includes(ZONE.hand));
  for (let seat = 0; seat < s.seats; seat++) {
    for (const id of fieldCards(s, seat as 0 | 1)) ids.add(id);
    if (hands)
      for (const zone of [ZONE.hand, ZONE.hangar])
        for (const id of s.zones[zk(seat as 0 | 1, zone)] ?? []) if (def(s, id).type === 'command') ids.add(id);
  }
  for (const e of k.continuous) if (e.scope.kind === 'instanced') for (const t of e.scope.objects) ids.add(t.id);
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
    return c && entered !== undefined
      ? { zone: c.zone.slice(2), controller: Number(c.zone[0]) as 0 | 1, entered }
      : null;
  },
  counters: () => ({}),
  staticEffects: statics,
  isOnField: (k, id) => /-area$/.test(k.state.cards[id]?.zone ?? ''),
};

/**
 * Recent keys by their `entered` record, in a short ring held strongly (a weak map gained an
 * entry on most steps, and V8 walks every weak entry at each garbage collection).
 */
const RECENT = 8;
const recentEntered: (Record<CardId, number> | null)[] = new Array(RECENT).fill(null);
const recentKeys: (Keyed | null)[] = new Array(RECENT).fill(null);
let nextKey = 0;

function keyOf(s: GameState): Keyed {
  const r = rulesOf(s);
  const fx = r.effects;
  let at = recentEntered.indexOf(r.entered);
  let k = at >= 0 ? recentKeys[at] : null;
  if (
    !k ||
    k.clock !== fx.clock ||
    k.continuous !== fx.continuous ||
    k.transformed !== r.transformed ||
    k.variableG !== r.variableG
  ) {
    k = {
      state: s,
      fx,
      clock: fx.clock,
      continuous: fx.continuous,
      transformed: r.transformed,
      variableG: r.variableG,
      statics: null,
      effects: new Map(),
      stats: new Map(),
    };
    if (at < 0) {
      at = nextKey;
      nextKey = (nextKey + 1) % RECENT;
    }
    recentEntered[at] = r.entered;
    recentKeys[at] = k;
  }
  return k;
}

/**
 * Remembered per-card values for this table (see the key above): what a card's special
 * effects and battle stats are depends only on what the key covers, never on rolls or damage.
 */
export function tableMemo(s: GameState): Pick<Keyed, 'effects' | 'stats'> {
  return keyOf(s);
}

/**
 * The special effects lasting "lose ~" effects take from a card now (ch. 20 Lose ~), or null.
 * Read straight from the lasting effects rather than derived: a lost effect is gone before
 * any "get ~" of it is applied, whatever their order (ch. 12 Priority of Contradictive Effects).
 */
export function lostEffects(s: GameState, id: CardId): readonly string[] | null {
  const k = keyOf(s);
  if (k.continuous.length === 0) return null;
  const entered = rulesOf(s).entered[id];
  let out: string[] | null = null;
  for (const e of k.continuous) {
    if (e.change.kind !== 'lose' || e.scope.kind !== 'instanced' || e.change.abilities === 'all') continue;
    if (e.scope.objects.some((o) => o.id === id && o.entered === entered)) (out ??= []).push(...e.change.abilities);
  }
  return out;
}

/** The values continuous effects give a card now, or null when none can apply. */
function derived(s: GameState, id: CardId): Record<string, number> | null {
  const k = keyOf(s);
  if (k.continuous.length === 0 && statics(k).length === 0) return null;
  return derive(k, HOOKS).of(id)?.stats ?? null;
}

/** The sum of the battle modifications continuous effects give a card now. */
export function continuousDeltas(s: GameState, id: CardId): BattleModification {
  const v = derived(s, id);
  return v ? { melee: v.melee ?? 0, ranged: v.ranged ?? 0, hp: v.hp ?? 0 } : ZERO;
}

/** How much continuous effects lower a Command's Total Nation Power now (Auto A cost texts). */
export function costReduction(s: GameState, id: CardId): number {
  return Math.max(0, -(derived(s, id)?.cost ?? 0));
}
