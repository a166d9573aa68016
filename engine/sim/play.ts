/** Plays whole rules-mode games with automatic players (simulator, bench, property tests). */
import type { Card, GameId } from '../cards/model';
import type { DeckEntry } from '../decks/model';
import { createPrng } from '../core/prng';
import { createGame } from '../core/setup';
import { step } from '../core/step';
import { isRuleError, type GameState, type Intent, type RuleError, type Seat } from '../core/types';
import { gameModule } from '../games/registry';
import type { Player } from './players';

export interface PlayedGame {
  final: GameState;
  intents: Intent[];
  turns: number;
  /** Set when the game stopped for a reason other than a win. */
  stuck: string | null;
}

export interface PlayOptions {
  game: GameId;
  seed: number;
  decks: DeckEntry[][];
  cards: Card[];
  players: Player[];
  maxSteps?: number;
  /** Goldfish: the dummy opponent's pile (engine/core/dummy.ts); true for a full deck less its opening hand. */
  dummy?: number | boolean;
}

export function playGame(o: PlayOptions): PlayedGame | RuleError {
  const module = gameModule(o.game);
  const started = createGame(module, {
    game: o.game,
    mode: 'rules',
    seed: o.seed,
    seats: o.decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
    cards: o.cards,
    quiet: true,
    dummy: o.dummy,
  });
  if (isRuleError(started)) return started;
  let state = started.state;
  let prng = createPrng(o.seed ^ 0x5eed);
  const intents: Intent[] = [];
  const max = o.maxSteps ?? 20_000;
  while (state.winner === null && intents.length < max) {
    let acted = false;
    // Ask the seat most likely to act first: the one the rules name (so the other's listing,
    // always empty then, is not made), else the one a decision waits for, else the turn player.
    const first: Seat =
      module.seatToAct?.(state) ?? (state.seats === 2 ? (state.pending?.seat ?? state.turn.active) : 0);
    // The seats in that order, counted rather than listed (no array per move).
    for (let k = 0; k < state.seats && !acted; k++) {
      const s = (k === 0 ? first : 1 - first) as Seat;
      // A shared list where the seat can only Pass: the players draw from it as from any listing.
      const legal = module.sharedLegalIntents ? module.sharedLegalIntents(state, s) : module.legalIntents(state, s);
      if (!legal.length) continue;
      const picked = o.players[s](state, legal, prng);
      const intent = picked[0];
      prng = picked[1];
      // Nobody reads a simulated game's log: a quiet step builds the same state without it.
      const r = step(module, state, intent, true);
      if (isRuleError(r))
        return {
          final: state,
          intents,
          turns: state.turn.number,
          stuck: `listed intent ${JSON.stringify(intent)} was refused: ${r.error}`,
        };
      state = r.state;
      intents.push(intent);
      acted = true;
    }
    if (!acted) return { final: state, intents, turns: state.turn.number, stuck: 'no seat has a legal intent' };
  }
  return {
    final: state,
    intents,
    turns: state.turn.number,
    stuck: state.winner === null ? `no winner after ${max} steps` : null,
  };
}
