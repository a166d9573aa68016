/**
 * The log entry of one step as a viewer may read it: the same lines `Session.history` makes,
 * built for the new step alone (a room sends each step's entry once, so it never re-tells the
 * whole game after every move).
 */
import { cardsNamed, eventMessage, renderEvent } from '../engine/core/log';
import type { HistoryEntry } from '../engine/core/session';
import type { GameEvent, GameState, Intent, Seat } from '../engine/core/types';

export function stepEntry(
  step: number,
  intent: Intent,
  events: readonly GameEvent[],
  state: GameState,
  viewer: Seat | null,
): HistoryEntry {
  const players = state.players;
  return {
    step,
    seat: intent.seat,
    intent: intent.type,
    lines: events.map((e) => renderEvent(e, players, viewer)),
    cards: events.map((e) => cardsNamed(e, players, viewer)),
    messages: events.map((e) => eventMessage(e, players, viewer, state.catalog)),
    override: false,
    undone: false,
  };
}
