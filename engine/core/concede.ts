/**
 * Conceding: a player gives the game up and the other seat wins. The rulebooks leave this to
 * tournament practice (a player may concede at any time), so the core takes it for every game
 * before the module's rules see the intent. It is recorded like any other move: undo takes it
 * back, a replay shows it at its step, a saved game replays it. No module lists it among a
 * seat's legal intents, so random, greedy and search players never concede.
 */
import { message } from '../i18n/message';
import { Draft } from './draft';
import { refusal } from './refusal';
import type { ConcedeIntent, GameState, LogMessage, Seat, StepResult } from './types';

const line = (key: string, seat: Seat): LogMessage => ({ key: `log:concede.${key}`, params: { player: { seat } } });

/** Ends the game with `intent.seat` conceding; a game already over, or a seat with no opponent, is refused. */
export function concede(state: GameState, intent: ConcedeIntent, quiet = false): StepResult {
  const seat = intent.seat;
  if (seat !== 0 && seat !== 1) return refusal(message('core:refuse.seats'));
  if (state.seats === 1)
    return seat === 0 ? refusal(message('core:concede.alone')) : refusal(message('core:refuse.oneSeat'));
  if (state.winner !== null) return refusal(message('core:refuse.over'));
  const winner = (1 - seat) as Seat;
  const d = new Draft(state, quiet);
  d.state.winner = winner;
  // A decision left open would still ask its seat for an answer the game no longer takes.
  d.state.pending = null;
  d.log('concede', seat, line('concedes', seat));
  d.log('game-over', winner, line('wins', winner));
  return { state: d.state, events: d.events };
}
