/** The contract every game implements; the core and the worker API run any GameModule. */
import type { GameId } from '../cards/model';
import type { GameLayout } from './layout';
import type { GameState, RulesIntent, Seat, StepOk, StepResult } from './types';

export interface GameModule {
  id: GameId;
  layout: GameLayout;
  /** False while a game is played by hand only (its rules module is not registered). */
  hasRules: boolean;
  /** Rules mode: starts the game from shuffled Supply Bases/Nations (opening hands, mulligans, first player). */
  startRules(state: GameState): StepOk;
  /** Applies one rules intent, or says which rule forbids it. */
  applyRules(state: GameState, intent: RulesIntent): StepResult;
  /** Every rules intent `seat` may make now (empty when it is not theirs to act). */
  legalIntents(state: GameState, seat: Seat): RulesIntent[];
  /** Rules mode: state checks after a manual override (a win reached by hand, say). */
  afterOverride(state: GameState): StepOk;
  /**
   * Scenarios: turns a table built by hand into a game at a given moment (`at`, a word the
   * module defines, e.g. `turn-start`, `attack`, `strategic`).
   */
  prepareScenario?(state: GameState, at: string, options: Record<string, unknown>): StepResult;
  /** Scenarios: a derived value of a card, e.g. `clash`. */
  derive?(state: GameState, cardId: string, name: string): unknown;
}
