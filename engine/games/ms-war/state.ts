/** The M.S. War rules slice of a GameState (`state.rules`) and helpers to edit it in a step. */
import type { Draft } from '../../core/draft';
import type { GameState, Seat } from '../../core/types';

/** A clash or keyword change lasting until the end of the battle or of the turn. */
export type Mod = { card: string; delta: number; keyword: string | null; until: 'battle' | 'turn' };

/** One link of the Effect Chain: an Event card played or a card effect activated. */
export type ChainEntry = { id: string; seat: Seat; source: string; ability: string; targets: string[]; label: string };

export type Battle = {
  attacker: string;
  attackerSeat: Seat;
  /** The seat whose Supply Base is attacked and who declares defenders. */
  defenderSeat: Seat;
  /** Defenders in the order they meet the attacker. */
  defenders: string[];
  /** A Rebel Forces attack: no War Experience, no Effect Chain. */
  rebel: boolean;
};

export type WindowKind = 'preliminary' | 'battle' | 'attack-end' | 'strategic';

/** A timing window: who holds priority and how many passes in a row there have been. */
export type Window = { kind: WindowKind; priority: Seat; passes: number };

export type MsRules = {
  firstPlayer: Seat | null;
  /** Turns each seat has started; a seat's first turn is when this is 1. */
  turnsTaken: number[];
  attacked: boolean;
  battle: Battle | null;
  window: Window | null;
  chain: ChainEntry[];
  /** A chain entry paused for a decision, with what remains of the chain below it. */
  resolving: { entry: ChainEntry; part: number; chained: boolean } | null;
  mods: Mod[];
  /** Once-per-turn uses, `<card>:<ability>`. */
  used: string[];
  rebelsRaised: boolean[];
  rebelQueue: string[];
  /** Upgrade stacks: top card id → the cards under it (not in play). */
  under: Record<string, string[]>;
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
    chain: [],
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

const editable = new WeakSet<object>();

/** The rules slice of the draft, copied on first write in this step. */
export function rw(d: Draft): MsRules {
  const current = d.state.rules as unknown as MsRules;
  if (editable.has(current)) return current;
  const copy: MsRules = {
    ...current,
    turnsTaken: [...current.turnsTaken],
    chain: [...current.chain],
    mods: [...current.mods],
    used: [...current.used],
    rebelsRaised: [...current.rebelsRaised],
    rebelQueue: [...current.rebelQueue],
    under: { ...current.under },
    mulligansLeft: [...current.mulligansLeft],
    battle: current.battle && { ...current.battle, defenders: [...current.battle.defenders] },
    window: current.window && { ...current.window },
  };
  editable.add(copy);
  d.state.rules = copy as never;
  return copy;
}

export function other(state: GameState, seat: Seat): Seat | null {
  return state.seats === 2 ? ((1 - seat) as Seat) : null;
}
