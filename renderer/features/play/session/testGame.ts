/**
 * A rules game for the session tests (autoPass.test, stops.test), played on the engine's game
 * module the way the app's engine API plays it, minus what those tests never read: the steps are
 * quiet (no log lines built and told), and instead of drawing the whole table view at every step
 * the game gives a glance at the parts the seat logic reads — the winner, the turn, the Cut's
 * priority and the pending decision. The decision is taken from the table view itself (a secret
 * one shows its options only to its own seat), drawn just at the steps that have one.
 */
import type { GameId } from '../../../../engine/cards/model';
import { createGame } from '../../../../engine/core/setup';
import { step } from '../../../../engine/core/step';
import { isRuleError, type GameState, type RulesIntent, type Seat } from '../../../../engine/core/types';
import { viewFor, type TableView as EngineView, type ViewCut } from '../../../../engine/core/view';
import { gameModule } from '../../../../engine/games/registry';
import { demoCards, demoDecks } from '../start/demoDecks';
import { toSetup } from './setup';

export type Glance = Pick<EngineView, 'winner' | 'turn' | 'pending' | 'seats'> & {
  cut: Pick<ViewCut, 'priority'> | null;
};

export class TestGame {
  private readonly module;
  private state: GameState;

  /** Demo decks A (and B in hotseat) dealt from `seed`, as the start screen deals them. */
  constructor(game: GameId, mode: 'goldfish' | 'hotseat', seed: number) {
    this.module = gameModule(game);
    const decks = demoDecks(game).slice(0, mode === 'hotseat' ? 2 : 1);
    const setup = toSetup({ game, mode, rules: true, decks, players: ['One', 'Two'] }, demoCards(game), seed);
    const created = createGame(this.module, { ...setup, quiet: true });
    if (isRuleError(created)) throw new Error(created.error);
    this.state = created.state;
  }

  /** What `seatToAct` and `autoMove` read of the table view (as seat 0 sees it), without drawing the table. */
  glance(): Glance {
    const { state } = this;
    const cut = this.module.cut?.(state) ?? null;
    return {
      winner: state.winner,
      turn: state.turn,
      seats: state.seats,
      pending: state.pending && this.view(0).pending,
      // Only its priority is read; the entries, cards and words are drawn for the table alone.
      cut: cut && { priority: cut.priority },
    };
  }

  /** The table view as the app's engine API draws it (`engineApi.view`). */
  view(seat: Seat): EngineView {
    return viewFor(this.state, this.module.layout, seat, this.module.cut?.(this.state) ?? null);
  }

  /** The seat's legal moves, as `engineApi.legalIntents` lists them (none once the game is over). */
  legal(seat: Seat): RulesIntent[] {
    return this.state.winner !== null ? [] : this.module.legalIntents(this.state, seat);
  }

  move(intent: RulesIntent): void {
    const result = step(this.module, this.state, intent, true);
    if (isRuleError(result)) throw new Error(result.error);
    this.state = result.state;
  }
}
