/** The contract every game implements; the core and the worker API run any GameModule. */
import type { GameId } from '../cards/model';
import type { GameLayout } from './layout';
import type { CardId, GameState, LogMessage, RulesIntent, Seat, StepOk, StepResult } from './types';

/**
 * One entry of the Cut (Gundam War) / Effect Chain (M.S. War) as the game describes it.
 * Card ids here are raw; `viewFor` turns them into what the viewer may see.
 */
export interface CutEntry {
  id: string;
  /** Short name of the entry, e.g. the card played or "Zaku: Resupply". */
  label: string;
  controller: Seat;
  /** The card whose text this is (null for an effect the rules make). */
  source: CardId | null;
  targets: CardId[];
  /** What resolving it will do, in plain words. */
  effect: string;
  /**
   * `label` and `effect` as messages, told per viewer like a decision's (`Decision.msg`):
   * `{ ref: n }` names the card `refs[n]`.
   */
  labelMsg?: LogMessage;
  effectMsg?: LogMessage;
  refs?: CardId[];
}

/** What a Cut entry needs to be shown: the shape of an effect-system activation. */
export interface CutSource {
  id: string;
  label: string;
  controller: Seat;
  source: CardId | null;
  targets: readonly { id: CardId }[];
  /** `label` as a message over `refs` (see `CutEntry`). */
  labelMsg?: LogMessage | null;
}

/** An entry's effect as a message and the cards its and its label's `{ ref: n }` name. */
export interface CutTold {
  effectMsg: LogMessage;
  refs: CardId[];
}

/**
 * A game's Cut as table entries, each described in the game's own words; `tell` gives the
 * same as messages, for readers of another language.
 */
export function cutEntries<A extends CutSource>(
  cut: readonly A[],
  describe: (entry: A) => string,
  tell?: (entry: A) => CutTold,
): CutEntry[] {
  return cut.map((a) => {
    const entry: CutEntry = {
      id: a.id,
      label: a.label,
      controller: a.controller,
      source: a.source,
      targets: a.targets.map((t) => t.id),
      effect: describe(a),
    };
    if (tell) {
      const told = tell(a);
      entry.effectMsg = told.effectMsg;
      entry.refs = told.refs;
      if (a.labelMsg) entry.labelMsg = a.labelMsg;
    }
    return entry;
  });
}

/** The Cut and the priority around it; entries bottom first (the last resolves first). */
export interface CutState {
  entries: CutEntry[];
  /** The seat that may act now (null outside free timing or while a decision waits). */
  priority: Seat | null;
  /** Whether the current timing lets players play cards and Cut in. */
  free: boolean;
}

export interface GameModule {
  id: GameId;
  layout: GameLayout;
  /** False while a game is played by hand only (its rules module is not registered). */
  hasRules: boolean;
  /**
   * Rules mode: starts the game from shuffled Supply Bases/Nations (opening hands, mulligans,
   * first player); `quiet` (simulations) builds the same state without the log.
   */
  startRules(state: GameState, quiet?: boolean): StepOk;
  /** Applies one rules intent, or says which rule forbids it; `quiet` leaves the events out (simulations). */
  applyRules(state: GameState, intent: RulesIntent, quiet?: boolean): StepResult;
  /** Every rules intent `seat` may make now (empty when it is not theirs to act). */
  legalIntents(state: GameState, seat: Seat): RulesIntent[];
  /**
   * `legalIntents` for automatic players: the same intents, but a listing that is the same on
   * every call (Pass alone, say) may be one shared frozen list, never to be changed by its reader.
   */
  sharedLegalIntents?(state: GameState, seat: Seat): readonly RulesIntent[];
  /**
   * The only seat that may have intents now, when the rules name one (the seat a decision waits
   * for, or that holds priority), else null: automatic players ask its listing first.
   */
  seatToAct?(state: GameState): Seat | null;
  /**
   * How many times this turn the same play as `intent` was made already (a card's text played
   * again; 0 for other moves). Automatic players stop repeating at a limit: a text that costs
   * nothing may be played for ever, and the rules leave stopping to the player.
   */
  repeatsThisTurn?(state: GameState, intent: RulesIntent): number;
  /** Rules mode: state checks after a manual override (a win reached by hand, say). */
  afterOverride(state: GameState): StepOk;
  /**
   * Scenarios: turns a table built by hand into a game at a given moment (`at`, a word the
   * module defines, e.g. `turn-start`, `attack`, `strategic`).
   */
  prepareScenario?(state: GameState, at: string, options: Record<string, unknown>): StepResult;
  /** Rules mode: the Cut / Effect Chain and who holds priority (null in manual mode). */
  cut?(state: GameState): CutState | null;
  /** Scenarios: a derived value of a card, e.g. `clash`. */
  derive?(state: GameState, cardId: CardId, name: string): unknown;
}
