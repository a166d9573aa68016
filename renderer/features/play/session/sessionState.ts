/**
 * The open game as the Play screen draws it, made from the engine worker's replies
 * (engine/table/reply.ts) by one pure function: each reply brings the shown seat's view, both
 * seats' moves and only the log entries and saved moves the table does not hold yet, which are
 * appended.
 */
import type { TableAsk, TableReply } from '../../../../engine/api';
import type { LogCard } from '../../../../engine/core/log';
import type { HistoryEntry, SavedGame } from '../../../../engine/core/session';
import { movesHeld, withMoves } from '../../../../engine/table/saved';
import type { RulesIntent, Seat } from '../../../../engine/core/types';
import type { SeatStops } from '../../../../engine/table/passing';
import type { Message } from '../../../../engine/i18n/message';
import type { TableView } from '../table/model';
import { adaptView } from './adapt';
import { keepUnchanged } from './unchanged';
import { replaceEqualDeep } from '@tanstack/query-core';
import { COMPUTER_SEAT, type GameChoice } from './setup';

export interface SessionState {
  view: TableView | null;
  /** The log, step by step, up to the cursor, as the shown seat saw it. */
  history: HistoryEntry[];
  legal: RulesIntent[];
  cursor: number;
  length: number;
  /** Hotseat: the seat whose turn or decision it is, when the table shows the other one. */
  awaiting: Seat | null;
  /** Solo: the computer is choosing its move. */
  thinking: boolean;
  error: string | null;
  choice: GameChoice | null;
  /** Stops set by a click (pass until…), cleared once the game reaches them. */
  stops: SeatStops;
  /** The open game's id in the worker, and the seat the log was told for. */
  gameId: string | null;
  viewer: Seat;
  /** The history's lines in a row, and where each step's lines begin. */
  lines: { text: string[]; cards: LogCard[][]; messages: (Message | null)[]; starts: number[] };
  /**
   * The game as autosave writes it, kept by appending each reply's new moves (the worker sends
   * the setup once); null for a test table, which keeps nothing.
   */
  saved: SavedGame | null;
}

const NO_LINES: SessionState['lines'] = { text: [], cards: [], messages: [], starts: [] };

export const EMPTY: SessionState = {
  view: null,
  history: [],
  legal: [],
  cursor: 0,
  length: 0,
  awaiting: null,
  thinking: false,
  error: null,
  choice: null,
  stops: [null, null],
  gameId: null,
  viewer: 0,
  lines: NO_LINES,
  saved: null,
};

export type SessionEvent =
  | { type: 'opened'; gameId: string; choice: GameChoice }
  | {
      type: 'reply';
      gameId: string;
      seat: Seat;
      reply: TableReply;
      /** The line for the status bar (a refusal), or null. */
      error: string | null;
      /** Solo: whether the computer may take its move now (not while a replay is on screen, nor after it was refused). */
      computerMay: boolean;
    }
  | { type: 'stops'; stops: SeatStops }
  | { type: 'failed'; error: string }
  | { type: 'closed' };

/**
 * The log with the reply's entries in place of those from its first step on. The worker never
 * starts past what the table said it holds (`held`), nor past the step a move left as it was.
 */
function appended(state: SessionState, log: TableReply['log']): Pick<SessionState, 'history' | 'lines'> {
  const from = log.from;
  const cut = from < state.history.length ? state.lines.starts[from] : state.lines.text.length;
  const text = state.lines.text.slice(0, cut);
  const cards = state.lines.cards.slice(0, cut);
  const messages = state.lines.messages.slice(0, cut);
  const starts = state.lines.starts.slice(0, from);
  const history = state.history.slice(0, from);
  for (const entry of log.entries) {
    starts.push(text.length);
    history.push(entry);
    text.push(...entry.lines);
    cards.push(...entry.cards);
    messages.push(...(entry.messages ?? entry.lines.map(() => null)));
  }
  return { history, lines: { text, cards, messages, starts } };
}

export function reduce(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'opened':
      return { ...EMPTY, gameId: event.gameId, choice: event.choice };
    case 'closed':
      return EMPTY;
    case 'failed':
      return { ...state, error: event.error };
    case 'stops':
      return { ...state, stops: event.stops };
    case 'reply': {
      const { reply, seat } = event;
      const choice = state.choice;
      // A reply for a game no longer open (ended or replaced while the worker answered) is dropped.
      if (event.gameId !== state.gameId || !choice) return state;
      const { history, lines } = appended(state, reply.log);
      const hotseat = choice.mode === 'hotseat';
      const over = reply.view.winner !== null;
      const awaiting = hotseat && !over && reply.due !== seat ? reply.due : null;
      // Parts equal to the last view's stay the same objects: only what changed is drawn again.
      const view = keepUnchanged(
        state.view,
        adaptView(reply.view, {
          mode: choice.mode,
          log: lines.text,
          logCards: lines.cards,
          logMessages: lines.messages,
          canUndo: reply.cursor > 0,
          canRedo: reply.cursor < reply.length,
          // A rules goldfish goal is the dummy's pile (the engine's kill clock), not a tally kept by hand.
          goal: choice.rules ? undefined : choice.goal,
        }),
      );
      return {
        ...state,
        view,
        history,
        lines,
        viewer: seat,
        legal: replaceEqualDeep(state.legal, awaiting === null ? reply.legal[seat] : []),
        cursor: reply.cursor,
        length: reply.length,
        awaiting,
        thinking: event.computerMay && computerDue(choice, reply),
        error: event.error,
        stops: reply.stops,
        saved: reply.saved ? withMoves(state.saved, reply.saved) : state.saved,
      };
    }
  }
}

/** Solo: whether the game waits for the computer's move. */
export function computerDue(choice: GameChoice, reply: TableReply): boolean {
  return (
    choice.mode === 'solo' &&
    choice.rules &&
    reply.view.winner === null &&
    reply.due === COMPUTER_SEAT &&
    reply.legal[COMPUTER_SEAT].length > 0
  );
}

/** What the table holds, for the worker to send only what is new. */
export function held(state: SessionState): TableAsk['held'] {
  return { viewer: state.viewer, steps: state.history.length, moves: movesHeld(state.saved) };
}
