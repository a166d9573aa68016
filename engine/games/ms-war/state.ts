/** The M.S. War rules slice of a GameState (`state.rules`) and helpers to edit it in a step. */
import { stepSlot, type Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import { createEffectsState, type Activation, type EffectsState } from '../../effects';
import type { MsFilter } from './abilities';

/** A clash or keyword change lasting until the end of the battle or of the turn. */
/** A clash or keyword change, or (`forbid`) "can't Attack / Defend", lasting until the end of the battle or of the turn. */
export type Mod = {
  card: CardId;
  delta: number;
  keyword: string | null;
  until: 'battle' | 'turn';
  forbid?: 'attack' | 'defend';
  /** "Void target Event card": the Event (`card`) does nothing when its Effect Chain link resolves. */
  voided?: true;
  /** "The Price of M.S. cards is increased by 1 during this turn": `card` is the card whose effect it is. */
  price?: 'event' | 'ms' | 'pilot';
  /** "Only M.S. … can Defend against target attacking M.S.": who may defend against `card` this battle. */
  onlyDefend?: MsFilter;
};

/**
 * What an Effect Chain link (an `Activation` of the shared effect system) carries as its op:
 * which ability of its source card it is — an index into the card's abilities, or `scars`.
 */
export type ChainOp = { ability: string };

export type Battle = {
  attacker: CardId;
  attackerSeat: Seat;
  /** The seat whose Supply Base is attacked and who declares defenders. */
  defenderSeat: Seat;
  /** Defenders in the order they meet the attacker. */
  defenders: CardId[];
  /** A Rebel Forces attack: no War Experience, no Effect Chain. */
  rebel: boolean;
};

export type WindowKind = 'preliminary' | 'battle' | 'attack-end' | 'strategic';

/**
 * A timing window of the turn. Who holds priority, the passes and the Effect Chain itself
 * live in the shared effect system's slice (`effects`: its Cut is the Effect Chain).
 */
export type Window = { kind: WindowKind };

export type MsRules = {
  firstPlayer: Seat | null;
  /** Turns each seat has started; a seat's first turn is when this is 1. */
  turnsTaken: number[];
  attacked: boolean;
  battle: Battle | null;
  window: Window | null;
  /** The shared effect system: priority, passes and the Effect Chain (its Cut). */
  effects: EffectsState;
  /** Both players passed: the whole Effect Chain resolves, last link first, without new priority. */
  chainResolving: boolean;
  /** An effect paused for a decision part-way through its ops. */
  resolving: { activation: Activation; part: number } | null;
  mods: Mod[];
  /** Once-per-turn uses, `<card>:<ability>`. */
  used: string[];
  rebelsRaised: boolean[];
  rebelQueue: CardId[];
  /** Upgrade stacks: top card id → the cards under it (not in play). */
  under: Record<string, CardId[]>;
  /** Mulligans each seat may still take (one, Starting the Game C). */
  mulligansLeft: number[];
};

export function initialRules(seats: number): MsRules {
  return {
    firstPlayer: null,
    turnsTaken: Array.from({ length: seats }, () => 0),
    attacked: false,
    battle: null,
    window: null,
    effects: createEffectsState(),
    chainResolving: false,
    resolving: null,
    mods: [],
    used: [],
    rebelsRaised: Array.from({ length: seats }, () => false),
    rebelQueue: [],
    under: {},
    mulligansLeft: Array.from({ length: seats }, () => 1),
  };
}

export function rulesOf(state: GameState): MsRules {
  return state.rules as unknown as MsRules;
}

/**
 * The rules slice this step has copied. A step edits only a copy it made itself, never a
 * slice an earlier state still holds (a nested draft simply makes its own copy).
 */
const COPIED = stepSlot<MsRules>('M.S. War rules copied');

/** The rules slice of the draft, copied on first write in this step. */
export function rw(d: Draft): MsRules {
  const current = d.state.rules as unknown as MsRules;
  if (d.get(COPIED) === current) return current;
  // Only the top level is copied: lists and records inside are replaced, never edited in place.
  // Spelled out (not spread) so every copy has one shape, which V8 copies and reads fast.
  const copy: MsRules = {
    firstPlayer: current.firstPlayer,
    turnsTaken: current.turnsTaken,
    attacked: current.attacked,
    battle: current.battle,
    window: current.window,
    effects: current.effects,
    chainResolving: current.chainResolving,
    resolving: current.resolving,
    mods: current.mods,
    used: current.used,
    rebelsRaised: current.rebelsRaised,
    rebelQueue: current.rebelQueue,
    under: current.under,
    mulligansLeft: current.mulligansLeft,
  };
  d.put(COPIED, copy);
  d.state.rules = copy as never;
  return copy;
}

export function other(state: GameState, seat: Seat): Seat | null {
  return state.seats === 2 ? ((1 - seat) as Seat) : null;
}

/** A new turn record (never edited in place), spelled out so every copy keeps one shape. */
export function setPhase(d: Draft, phase: string, step: string): void {
  const t = d.state.turn;
  d.state.turn = { number: t.number, active: t.active, phase, step };
}

export function setStep(d: Draft, step: string): void {
  setPhase(d, d.state.turn.phase, step);
}
