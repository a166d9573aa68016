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
 * the lasting effects and the marks that change what a card is (Transformed, Variable), and the
 * catalog the cards are printed in. A cached result never outlives what it read, and is shared
 * by the steps that change none of it (test/derived-afresh.test.ts holds it against values
 * derived from scratch at every step of random games).
 */
import type { CardId, GameState, Seat } from '../../core/types';
import {
  derive,
  type ContinuousEffect,
  type Derived,
  type Location,
  type ContinuousHooks,
  type EffectsState,
} from '../../effects';
import { autoATexts, staticEffects } from './auto-a';
import { cardEffects } from './card-text';
import { abilityName, givesConstant, type BattleModification, type SpecialEffect } from './keywords';
import { cardType, def, effectsOf, fieldCards, perPrintedCard, type Derivation } from './read';
import { coinsFact } from './coin-counters';
import { rulesOf } from './state';
import { fieldPlaces, isFieldKey, zoneAt, zoneList, type ZoneName } from './zone-lists';

type Keyed = {
  state: GameState;
  /** The printed cards the facts' card keys stand for (another catalog may print other texts under the same keys). */
  catalog: GameState['catalog'];
  fx: EffectsState;
  continuous: ContinuousEffect[];
  transformed: CardId[];
  variableG: CardId[];
  statics: ContinuousEffect[] | null;
  /** Whether a constant text reaches into hands (Command discounts): then hands are among the facts. */
  hands: boolean;
  /** Whether the number of plain G counts (some card's text counts Nation Power); see `plainG`. */
  countsG: boolean;
  facts: Facts;
  derived: Derived | null;
  /** Per card, values read.ts derives from the same facts (special effects, battle stats), remembered while the key holds. */
  effects: Map<CardId, readonly SpecialEffect[]>;
  stats: Map<CardId, BattleModification>;
  places: Map<CardId, Location | null>;
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
  const hands = k.hands;
  for (let seat = 0; seat < s.seats; seat++) {
    for (const id of fieldCards(s, seat as 0 | 1)) ids.add(id);
    if (hands)
      for (const zone of HANDS)
        for (const id of zoneList(s, seat as Seat, zone)) if (def(s, id).type === 'command') ids.add(id);
  }
  for (const e of k.continuous) if (e.scope.kind === 'instanced') for (const t of e.scope.objects) ids.add(t.id);
  return [...ids];
}

/** Whether `objects` lists `id`, without listing them: a group head on the Field, a Command in a hand or Hangar while hands count, or a card a lasting effect names. */
function isObject(k: Keyed, id: CardId): boolean {
  const s = k.state;
  const c = s.cards[id];
  if (c !== undefined && Number(c.zone[0]) < s.seats) {
    if (c.attachedTo === null && isFieldKey(c.zone)) return true;
    if (k.hands && (HANDS as string[]).includes(c.zone.slice(2)) && def(s, id).type === 'command') return true;
  }
  for (const e of k.continuous)
    if (e.scope.kind === 'instanced' && e.scope.objects.some((t) => t.id === id)) return true;
  return false;
}

function place(s: GameState, id: CardId): Location | null {
  const c = s.cards[id];
  const entered = rulesOf(s).entered[id];
  return c && entered !== undefined ? { zone: c.zone.slice(2), controller: Number(c.zone[0]) as 0 | 1, entered } : null;
}

const HOOKS: ContinuousHooks<Keyed> = {
  read: (k) => k.fx,
  objects,
  isObject,
  base: (k, id) => ({
    stats: { melee: 0, ranged: 0, hp: 0, cost: 0 },
    types: [cardType(k.state, id)],
    colour: def(k.state, id).color ?? null,
    // Team membership is an ability named after the team (`team:A`), so a selector can ask for it.
    abilities: effectsOf(k.state, id).map(abilityName),
  }),
  // Asked for every effect and object in turn: remembered per derivation (same facts, same places).
  locate: (k, id) => {
    let at = k.places.get(id);
    if (at === undefined) k.places.set(id, (at = place(k.state, id)));
    return at;
  },
  counters: () => ({}),
  staticEffects: statics,
  isOnField: (k, id) => isFieldKey(k.state.cards[id]?.zone ?? ''),
};

/**
 * What a derivation read, flattened: for each seat's Field zones the number of cards noted, the
 * cards in order with what a card there brings to derivation (its printed card, its Set host,
 * Dismantle Coins, entry time), then the count of plain G; the hands and Hangars when a constant
 * text reaches into hands; which card and where each card a lasting effect names is. Printed
 * cards are part of it because another game, or another deal of the hidden cards (engine/ai),
 * numbers its cards otherwise. Two tables with the same facts here (and the same lasting effects
 * and marks) derive the same values, so a draw, a pass or a rolled card keeps every derived value.
 * Facts are compared one by one with `===`.
 */
type Facts = unknown[];

const HANDS: ZoneName[] = ['hand', 'hangar'];

/**
 * What a printed card brings to the facts (a walk of the Field reads it for every card), one
 * object per printed card: two ids' facts with the same objects have the same printed cards.
 */
type Printed = { plainG: boolean; countsG: boolean };
const printedOf = perPrintedCard((d): Printed => {
  const texts = autoATexts(d);
  return {
    plainG: d.type === 'g' && texts.length === 0 && !givesConstant(cardEffects(d)),
    // A text that counts Nation Power (a Command discount), working now or not.
    countsG: texts.some((a) => a.k === 'command-discount'),
  };
});

/**
 * A G with nothing on it and no text of its own (most of them) reaches derived values only by
 * being counted (Nation Power: Command discounts) — as long as no lasting effect is out, since
 * those may name any card: then it is a fact by count only, and only while some card on the
 * Field has a text that counts, so putting out a G keeps the derived values.
 */
function plainG(s: GameState, list: CardId[], i: number, variableG: CardId[], printed: Printed): boolean {
  if (!printed.plainG) return false;
  const id = list[i];
  const c = s.cards[id];
  if (c.attachedTo !== null || (c.counters.coin ?? 0) > 0 || (variableG.length > 0 && variableG.includes(id)))
    return false;
  const next = list[i + 1];
  return next === undefined || s.cards[next].attachedTo !== id;
}

/**
 * The facts of a table, read in one walk: whether some card on the Field has a text that
 * counts Nation Power (the first fact) decides whether hands are facts and whether plain G are
 * counted, so the counts are put in once the Field has been read.
 */
/** A card's coins as one fact: its Dismantle Coins, and the coins that change its stats when it has any (coin-counters.ts). */
const coinFact = (counters: Readonly<Record<string, number>>): number | string => {
  const stats = coinsFact(counters);
  return stats === null ? (counters.coin ?? 0) : `${counters.coin ?? 0}${stats}`;
};

function factsOf(s: GameState, continuous: ContinuousEffect[]): Facts {
  const out: Facts = [false];
  const r = rulesOf(s);
  const counted = continuous.length === 0;
  let counts = false;
  const plainAt: number[] = [];
  for (const at of fieldPlaces(s)) {
    const list = zoneAt(s, at) ?? [];
    const cardsAt = out.length;
    out.push(0);
    let plain = 0;
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      const c = s.cards[id];
      const printed = printedOf(s, id);
      if (printed.countsG) counts = true;
      if (counted && plainG(s, list, i, r.variableG, printed)) plain++;
      else out.push(id, printed, c.attachedTo, coinFact(c.counters), r.entered[id]);
    }
    out[cardsAt] = list.length - plain;
    plainAt.push(out.length);
    out.push(plain);
  }
  out[0] = counts;
  // Plain G are facts only by their count, and only while a text counts them.
  if (!counts) for (const at of plainAt) out[at] = 0;
  else
    for (let seat = 0; seat < s.seats; seat++)
      for (const zone of HANDS) {
        const list = zoneList(s, seat as Seat, zone);
        out.push(list.length);
        for (const id of list) out.push(id, printedOf(s, id));
      }
  for (const e of continuous)
    if (e.scope.kind === 'instanced')
      for (const t of e.scope.objects) {
        const c = s.cards[t.id];
        out.push(t.id, c ? printedOf(s, t.id) : null, c?.zone, r.entered[t.id]);
      }
  return out;
}

const sameFacts = (a: Facts, b: Facts): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The derivation a table uses. Recent tables are known by their entry-time record and effects
 * clock (a step that moves, Sets or stamps anything changes one of them), held in a short ring
 * of the last eight. A table not known yet whose facts are those of the last derivation
 * (most steps: the clock moved for a draw, an activation, a card played to the Cut) shares it.
 */
const RECENT = 8;
type Seen = { entered: number[]; clock: number; k: Keyed };
const recent: (Seen | null)[] = new Array(RECENT).fill(null);
let nextSeen = 0;
let lastSeen: Seen | null = null;

/** A key for `s` with nothing derived yet. */
function freshKey(s: GameState, facts: Facts): Keyed {
  const r = rulesOf(s);
  const fx = r.effects;
  // Hands are facts wherever a text that counts Nation Power (Command discounts, which reach into hands) is on the Field.
  const countsG = facts[0] === true;
  return {
    state: s,
    catalog: s.catalog,
    fx,
    continuous: fx.continuous,
    transformed: r.transformed,
    variableG: r.variableG,
    statics: null,
    hands: countsG,
    countsG,
    facts,
    derived: null,
    effects: new Map(),
    stats: new Map(),
    places: new Map(),
  };
}

function keyOf(s: GameState): Keyed {
  const r = rulesOf(s);
  const fx = r.effects;
  // The table asked about last, then the other recent ones.
  let seen = lastSeen !== null && knows(lastSeen, s, r) ? lastSeen : null;
  for (let i = 0; seen === null && i < RECENT; i++) if (recent[i] !== null && knows(recent[i]!, s, r)) seen = recent[i];
  if (seen === null) {
    const prev = lastSeen?.k ?? null;
    // One walk reads the table's facts: the last derivation's if they are the same, else a new one's.
    const facts = factsOf(s, fx.continuous);
    const shared = prev && prev.catalog === s.catalog && matches(prev, r) && sameFacts(prev.facts, facts) ? prev : null;
    const k = shared ?? freshKey(s, facts);
    seen = { entered: r.entered, clock: fx.clock, k };
    recent[nextSeen] = seen;
    nextSeen = (nextSeen + 1) % RECENT;
  }
  lastSeen = seen;
  // Values not worked out yet are worked out from the table asking (the same facts): a draft
  // the derivation was made from may have changed since.
  const k = seen.k;
  k.state = s;
  k.fx = fx;
  return k;
}

/**
 * Runs `read` with nothing remembered, then puts back what was: the values a table derives from
 * scratch, for tests that hold the remembered ones against them without cooling the cache.
 */
export function derivedAfresh<T>(read: () => T): T {
  const kept = { recent: [...recent], nextSeen, lastSeen };
  recent.fill(null);
  lastSeen = null;
  try {
    return read();
  } finally {
    kept.recent.forEach((seen, i) => (recent[i] = seen));
    nextSeen = kept.nextSeen;
    lastSeen = kept.lastSeen;
  }
}

const knows = (seen: Seen, s: GameState, r: ReturnType<typeof rulesOf>): boolean =>
  seen.entered === r.entered && seen.clock === r.effects.clock && seen.k.catalog === s.catalog && matches(seen.k, r);

/** The same lasting effects and marks: the same lists, or both empty (each turn's end makes new empty ones). */
const same = <T>(a: T[], b: T[]): boolean => a === b || (a.length === 0 && b.length === 0);
const matches = (k: Keyed, r: ReturnType<typeof rulesOf>): boolean =>
  same(k.continuous, r.effects.continuous) && same(k.transformed, r.transformed) && same(k.variableG, r.variableG);

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
  return lastingOn(s, id, 'lose');
}

/** The special effects lasting "gains ~" effects give a card now (ch. 20 Get ~), or null: a lost one stays lost (read.ts). */
export function gainedEffects(s: GameState, id: CardId): readonly string[] | null {
  return lastingOn(s, id, 'gain');
}

function lastingOn(s: GameState, id: CardId, kind: 'lose' | 'gain'): string[] | null {
  const k = keyOf(s);
  if (k.continuous.length === 0) return null;
  const entered = rulesOf(s).entered[id];
  let out: string[] | null = null;
  for (const e of k.continuous) {
    if (e.change.kind !== kind || e.scope.kind !== 'instanced' || e.change.abilities === 'all') continue;
    if (e.scope.objects.some((o) => o.id === id && o.entered === entered)) (out ??= []).push(...e.change.abilities);
  }
  return out;
}

/** The values continuous effects give a card now, or null when none can apply. */
function derived(s: GameState, id: CardId): Record<string, number> | null {
  const k = keyOf(s);
  if (k.continuous.length === 0 && statics(k).length === 0) return null;
  return (k.derived ??= derive(k, HOOKS)).of(id)?.stats ?? null;
}

/**
 * The values continuous effects give every card of `s`, worked out afresh layer by layer for
 * every object (neither remembered nor taking the fast way): what tests hold the remembered,
 * fast values against.
 */
export function derivedInFull(s: GameState): Derived {
  return derive(freshKey(s, factsOf(s, rulesOf(s).effects.continuous)), HOOKS, 'in full');
}

/** The sum of the battle modifications continuous effects give a card now. */
export function continuousDeltas(s: GameState, id: CardId): BattleModification {
  const v = derived(s, id);
  return v ? { melee: v.melee ?? 0, ranged: v.ranged ?? 0, hp: v.hp ?? 0 } : ZERO;
}

/** How much continuous effects lower a Command's Total Nation Power now (Auto A cost texts). */
export function costReduction(s: GameState, id: CardId): number {
  // A card the derivation would not cover (a Command in hand while no constant text reaches into
  // hands, and no lasting effect names it) has nothing lowering its cost: known without deriving
  // the table (listing asks it of every Command in hand at most moments).
  if (!isObject(keyOf(s), id)) return 0;
  return Math.max(0, -(derived(s, id)?.cost ?? 0));
}

/** What reading a card asks of continuous effects (read.ts `Derivation`), installed by module.ts. */
export const DERIVATION: Derivation = {
  memo: tableMemo,
  lost: lostEffects,
  gained: gainedEffects,
  deltas: continuousDeltas,
};
