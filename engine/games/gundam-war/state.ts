/**
 * The Gundam War game state: plain JSON, everything a replay needs (card definitions,
 * PRNG state, every location). Locations follow ch. 03 "Locations and Field"; the Field
 * is each player's Disposition Area plus the two Battle Areas (Earth and Space).
 */
import type { GundamWarCard } from '../../cards/model';
import type { PrngState } from '../../core/prng';
import type { BattleModification } from './keywords';

export type Seat = 0 | 1;
export type Area = 'earth' | 'space';
export const AREAS: readonly Area[] = ['earth', 'space'];

/** Locations a player manages (ch. 03; the Lost Card Pile takes Nation damage and Resource costs). */
export type Location = 'nation' | 'lost' | 'hand' | 'junkyard' | 'removed' | 'hangar' | 'disposition';
export const LOCATIONS: readonly Location[] = ['nation', 'lost', 'hand', 'junkyard', 'removed', 'hangar', 'disposition'];

/** Where a card is: a location, a squad in a Battle Area, Set under another card, or being played. */
export type Place =
  | { at: Location; seat: Seat }
  | { at: 'battle'; area: Area; seat: Seat }
  | { at: 'set'; on: string }
  | { at: 'playing'; seat: Seat };

export interface Modifier {
  mod: BattleModification;
  /** Effects last until end of turn unless stated (ch. 12 "Effective Interval of Effects"). */
  until: 'end-of-turn';
}

export interface CardState {
  id: string;
  number: string;
  owner: Seat;
  place: Place;
  rolled: boolean;
  damage: number;
  destroyed: boolean;
  faceDown: boolean;
  dismantleCoins: number;
  transformed: boolean;
  /** Treated as a Special G by Variable (X). */
  variableG: boolean;
  /** Went out to a Battle Area this turn (PS Armor's end-of-turn return). */
  sortiedThisTurn: boolean;
  resupplied: boolean;
  /** Text negated until end of turn (e.g. Water). */
  modifiers: Modifier[];
  /** Timestamp of entering its current place; orders Auto A effects (ch. 11 "Auto A"). */
  since: number;
}

export interface Squad {
  seat: Seat;
  /** Head (1st) Unit first. */
  units: string[];
  attacking: boolean;
  /** Every Unit had Vulture when the squad sortied or became all-Vulture (ch. 21 "Vulture"). */
  vulture: boolean;
}

export type Phase = 'reroll' | 'draw' | 'disposition' | 'battle' | 'end';
export type Step = 'attack' | 'defend' | 'damage' | 'return' | null;

/**
 * Where in a phase/step the game is (ch. 07 timing chart): `start` (no plays), `fixed`
 * (the Fixed Effect, never cut into), `free` (Free Timing before the fixed effect where one
 * exists) and `free-after` (Free Timing after it).
 */
export type Moment = 'free' | 'free-after' | 'none';

/** An effect waiting on the Cut. */
export type CutEffect =
  | { kind: 'play'; card: string; seat: Seat; targets: string[]; asG?: boolean }
  | { kind: 'text'; card: string; seat: Seat; ability: string; targets: string[]; x?: number }
  | { kind: 'abolish'; card: string; seat: Seat }
  | { kind: 'desert'; card: string; seat: Seat; targets: string[] };

export type Decision =
  | { kind: 'mulligan'; seat: Seat; size: number; allowNoG: boolean }
  | { kind: 'sortie'; seat: Seat; attacking: boolean }
  | { kind: 'vulture'; seat: Seat; points: number }
  | { kind: 'discard'; seat: Seat; count: number };

export interface PerTurn {
  unit: number;
  cruiserLike: number;
  g: number;
  character: number;
  operation: number;
  change: [boolean, boolean];
  /** Names of cards each player played this turn (Restrict to 1/Turn). */
  names: [string[], string[]];
  /** Per card id + ability, how many times text was used this turn. */
  used: Record<string, number>;
  /** Units destroyed and abolished in each Battle Area this turn, for Vulture. */
  abolishedIn: Record<Area, number>;
  /** End of turn: whether each player has had the Vulture choice. */
  vultureAsked: [boolean, boolean];
}

export interface GundamWarState {
  game: 'gundam-war';
  defs: Record<string, GundamWarCard>;
  cards: Record<string, CardState>;
  zones: [Record<Location, string[]>, Record<Location, string[]>];
  battle: Record<Area, Squad[]>;
  prng: PrngState;
  clock: number;
  turn: number;
  first: Seat;
  active: Seat;
  phase: Phase;
  step: Step;
  moment: Moment;
  /** Index into the turn's timing chart (flow.ts STATIONS). */
  station: number;
  /** Whether each Battle Area's squads were engaged at the start of Damage Calculation (ch. 15). */
  engaged: Record<Area, boolean>;
  /** Areas where each player had an all-Vulture squad this turn. */
  vultureAreas: [Area[], Area[]];
  priority: Seat;
  /** Consecutive passes in the current Free Timing (both pass ⇒ resolve or move on). */
  passes: number;
  cut: CutEffect[];
  /** Abolish effects of Destroyed cards, opened as a Cut when the current one ends (ch. 16). */
  pendingAbolish: string[];
  pending: Decision | null;
  perTurn: PerTurn;
  vulturePoints: [number, number];
  pollution: [number, number];
  mulligan: [{ noG: boolean; next: number }, { noG: boolean; next: number }];
  winner: Seat | 'draw' | null;
  lossReason: string | null;
  /** Number of intents applied, for stall detection and logs. */
  steps: number;
}

export function other(seat: Seat): Seat {
  return seat === 0 ? 1 : 0;
}

export function freshPerTurn(): PerTurn {
  return {
    unit: 0,
    cruiserLike: 0,
    g: 0,
    character: 0,
    operation: 0,
    change: [false, false],
    names: [[], []],
    used: {},
    abolishedIn: { earth: 0, space: 0 },
    vultureAsked: [false, false],
  };
}
