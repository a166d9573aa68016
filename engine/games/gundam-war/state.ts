/**
 * The Gundam War rules slice of the core GameState (`state.rules`). Cards, zones, the turn
 * and the pending decision live in the core state; this slice holds what only Gundam War
 * knows: the effect system's state (the Cut, priority, continuous effects), where in the
 * turn's timing chart the game is, card statuses (Destroyed, Transformed…), per-turn
 * counts, Vulture Points and the mulligans. Plain JSON throughout.
 *
 * Locations (ch. 03 "Locations and Field") are the core layout's zones: Nation, hand,
 * Disposition Area, the Earth and Space Battle Areas (a seat's cards there are its squad,
 * head Unit first), Junkyard, Lost Card Pile, Hangar, removed. A Set card sits in its
 * Unit's zone right after it, with `attachedTo` naming the card it is Set on.
 */
import { stepSlot, type Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import type { ScriptOp } from '../../abilities';
import { createEffectsState, type Activation, type EffectsState } from '../../effects';
import { ZONE_NAMES, zoneNumber } from './zone-lists';

export type Area = 'earth' | 'space';
export const AREAS: readonly Area[] = ['earth', 'space'];

export const ZONE = {
  nation: 'nation',
  hand: 'hand',
  disposition: 'disposition-area',
  junkyard: 'junkyard',
  lost: 'lost-card-pile',
  hangar: 'hangar',
  removed: 'removed',
} as const;

/** The keys of a seat's nine zones, by `zoneNumber`, made once. */
const ZONE_KEYS = ([0, 1] as Seat[]).map((seat) => ZONE_NAMES.map((zone) => `${seat}:${zone}`));

/** A seat's zone key (`0:hand`). */
export function zk(seat: Seat, zone: string): string {
  const n = zoneNumber(zone);
  return n >= 0 ? ZONE_KEYS[seat][n] : `${seat}:${zone}`;
}

/** `o`'s entry for `area`. */
export const ofArea = <T>(o: Readonly<Record<Area, T>>, area: Area): T => o[area];
export const POLLUTION = 'pollution-coins';

export type Phase = 'reroll' | 'draw' | 'disposition' | 'battle' | 'end';
export type Step = 'attack' | 'defend' | 'damage' | 'return' | '';
/** `free`: Free Timing before the step's Fixed Effect; `free-after`: after it; `none`: no plays. */
export type Moment = 'free' | 'free-after' | 'none';

/** A station of the turn's timing chart (chart.ts): its phase, step and moment. */
export interface Station {
  phase: Phase;
  step: Step;
  moment: Moment;
}

export type PerTurn = {
  unit: number;
  /** ACE cards played this turn: an ACE has its own one a turn, apart from the Unit's. */
  ace: number;
  cruiserLike: number;
  g: number;
  character: number;
  operation: number;
  change: [boolean, boolean];
  /** Names of the cards each player played this turn (Restrict to 1/Turn). */
  names: [string[], string[]];
  /** Total Nation Cost of Units destroyed and abolished in each Battle Area this turn (Vulture). */
  abolishedIn: Record<Area, number>;
};

/** What the core's pending decision is about; answered by an `answer` intent. */
/**
 * An effect paused for its player's choice (resolve-ops.ts): the effect, the ops still to run and
 * the cards they act on ("it"). The answer carries it on, so a choice mid-effect is a step of it.
 */
export interface Resume {
  activation: Activation;
  ops: ScriptOp[];
  on: CardId[];
}

export type Ask = (
  | { kind: 'mulligan' }
  | { kind: 'sortie'; attacking: boolean }
  | { kind: 'vulture' }
  | { kind: 'discard'; count: number }
  | { kind: 'order-effects' }
  /** `to`: where the chosen card goes, when not the hand. */
  | { kind: 'junk-to-hand'; to?: string }
  | { kind: 'hand-to-bottom' }
  /** A search of the Nation (choices.ts `SearchAsk`). */
  | {
      kind: 'search';
      card: string;
      count: number;
      may: boolean;
      shuffle: boolean;
      top?: number;
      rest?: string;
      order?: boolean;
    }
  /** 「好きな順番で」: the looked-at cards left, for their player to put on top or bottom of the Nation in an order they choose (choices.ts). */
  | { kind: 'order-rest'; cards: CardId[]; to: string; shuffle: boolean }
  | { kind: 'g-colour'; card: CardId }
  /** Cards chosen as an effect resolves (the `choose` op); the effect's next ops act on them. */
  | { kind: 'choose' }
  /** Cards of the hand to discard for an effect (the `discard` op): `count` of them. */
  | { kind: 'hand-discard'; count: number }
  /** An upkeep's payment (the `pay` op, upkeep.ts): pay it or not. */
  | { kind: 'pay'; rollG?: number; resource?: number; source: CardId | null }
) & { resume?: Resume };

export type GwRules = {
  effects: EffectsState;
  first: Seat;
  /** Index into the turn's timing chart (flow.ts STATIONS). */
  station: number;
  /** Whether each Battle Area's squads were engaged when Damage Calculation began (ch. 15). */
  engaged: Record<Area, boolean>;
  /** Areas where each player had an all-Vulture squad this turn. */
  vultureAreas: [Area[], Area[]];
  vulturePoints: [number, number];
  /** End of turn: how far its fixed processing has got (end-of-turn.ts). */
  endStage: number;
  destroyed: CardId[];
  transformed: CardId[];
  /** Cards put out as a Special G by Variable (X). */
  variableG: CardId[];
  /** Units that went out to a Battle Area this turn (PS Armor). */
  sortied: CardId[];
  resupplied: CardId[];
  /**
   * The effect-clock time each card entered its current place, by card id (a hole for a card that
   * has not entered one): a card that changes places is a new object, while one moving about the
   * Field keeps its time (moves.ts `moveTo`). A list, not a record, because a step that moves a
   * card copies it whole, and a list of ~100 numbers copies several times faster.
   */
  entered: number[];
  /** Cards being played (on the Cut); they stay in their hand or Hangar, shown to everyone. */
  playing: Record<CardId, Seat>;
  perTurn: PerTurn;
  mulligan: [{ noG: boolean; next: number }, { noG: boolean; next: number }];
  lossReason: string | null;
  ask: Ask | null;
  /**
   * Units whose control an effect gave "until end of turn" (control.ts): the card, its entry time
   * then (a card that left the Field meanwhile is a new object and goes back to no one) and the
   * seat that controlled it before. Absent until the first such effect.
   */
  controlUntilEnd?: { id: CardId; entered: number; back: Seat }[];
  /** Units an effect forbids to sortie this turn (no-sortie.ts): to attack, to defend or at all (`null`). Absent until the first. */
  noSortie?: { id: CardId; entered: number; when: 'attack' | 'defend' | null }[];
};

export function freshPerTurn(): PerTurn {
  return {
    unit: 0,
    ace: 0,
    cruiserLike: 0,
    g: 0,
    character: 0,
    operation: 0,
    change: [false, false],
    names: [[], []],
    abolishedIn: { earth: 0, space: 0 },
  };
}

export function initialRules(first: Seat): GwRules {
  return {
    effects: createEffectsState(),
    first,
    station: 0,
    engaged: { earth: false, space: false },
    vultureAreas: [[], []],
    vulturePoints: [0, 0],
    endStage: 0,
    destroyed: [],
    transformed: [],
    variableG: [],
    sortied: [],
    resupplied: [],
    entered: [],
    playing: {},
    perTurn: freshPerTurn(),
    mulligan: [
      { noG: true, next: 5 },
      { noG: true, next: 5 },
    ],
    lossReason: null,
    ask: null,
  };
}

export function rulesOf(state: GameState): GwRules {
  return state.rules as unknown as GwRules;
}

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

/**
 * Parts of the rules slice this step has copied (its records and lists), which the rest of the
 * step edits in place. A short list: a step copies a few.
 */
const COPIED = stepSlot<object[]>('Gundam War rules parts copied');

const owns = (d: Draft, part: object): boolean => d.get(COPIED)?.includes(part) === true;

function own<T extends object>(d: Draft, part: T): T {
  (d.get(COPIED) ?? d.put(COPIED, [])).push(part);
  return part;
}

/** The rules slice of the draft, copied (shallowly) on first write in this step. */
export function rw(d: Draft): GwRules {
  const current = d.state.rules as unknown as GwRules;
  // The step's own copy exactly when it is no longer the slice the step started from (only this replaces it).
  if (current !== d.startedFrom().rules) return current;
  const copy = withEffects(current, current.effects);
  d.state.rules = copy as never;
  return copy;
}

/** A copy of the rules slice with another effects slice, every other part shared. */
export function withEffects(current: GwRules, effects: EffectsState): GwRules {
  return { ...current, effects };
}

type Copyable = { [K in keyof GwRules]-?: GwRules[K] extends object ? K : never }[keyof GwRules];

/** One part of the rules slice, copied on first write in this step (arrays and records only). */
export function part<K extends Exclude<Copyable, 'effects'>>(d: Draft, key: K): GwRules[K] {
  const r = rw(d);
  const v = r[key] as unknown as object;
  if (v === null || owns(d, v)) return r[key];
  const copy = copied(v) as GwRules[K];
  own(d, copy as unknown as object);
  r[key] = copy;
  return copy;
}

/** A copy of one part (a list or a record). */
function copied(v: object): object {
  if (Array.isArray(v)) return [...v];
  return { ...v };
}

/** The entry-time table of the draft (a list by card id), copied on first write in this step. */
export function enteredTable(d: Draft): number[] {
  const r = rw(d);
  if (owns(d, r.entered)) return r.entered;
  r.entered = own(d, r.entered.slice());
  return r.entered;
}

/** A per-seat nested array in the rules slice (names, vultureAreas), copied on first write. */
export function seatList<T>(d: Draft, list: T[][], seat: Seat): T[] {
  if (!owns(d, list[seat])) list[seat] = own(d, [...list[seat]]);
  return list[seat];
}

export function hasMark(
  state: GameState,
  mark: 'destroyed' | 'transformed' | 'variableG' | 'sortied' | 'resupplied',
  id: CardId,
): boolean {
  const list = markList(rulesOf(state), mark);
  return list.length > 0 && list.includes(id);
}

/** A mark's list: a switch of named reads, since a read by a varying key is a megamorphic lookup (the checks run at every step ask). */
function markList(r: GwRules, mark: 'destroyed' | 'transformed' | 'variableG' | 'sortied' | 'resupplied'): CardId[] {
  switch (mark) {
    case 'destroyed':
      return r.destroyed;
    case 'transformed':
      return r.transformed;
    case 'variableG':
      return r.variableG;
    case 'sortied':
      return r.sortied;
    case 'resupplied':
      return r.resupplied;
  }
}

export function setMark(
  d: Draft,
  mark: 'destroyed' | 'transformed' | 'variableG' | 'sortied' | 'resupplied',
  id: CardId,
  on: boolean,
): void {
  const has = markList(rulesOf(d.state), mark).includes(id);
  if (has === on) return;
  const r = rw(d);
  r[mark] = on ? [...r[mark], id] : r[mark].filter((x) => x !== id);
}

/** Takes back one play of `name` from this turn's record (the play failed). */
export function forgetPlayedName(d: Draft, seat: Seat, name: string): void {
  const names = rulesOf(d.state).perTurn.names[seat];
  const at = names.lastIndexOf(name);
  if (at < 0) return;
  const t = part(d, 'perTurn');
  t.names = [...t.names] as typeof t.names;
  seatList(d, t.names, seat).splice(at, 1);
}
