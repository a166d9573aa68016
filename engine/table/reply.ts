/**
 * What the table needs after each of its requests, in one answer of the engine's worker: the
 * shown seat's view, both seats' legal moves, the log lines and saved moves the table does not
 * hold yet, the cursor, and the passes made on the way (auto-pass and stops run here, not one round trip
 * each from the page). engine/api.ts's `table` makes the move and calls these.
 */
import type { HistoryEntry, Session } from '../core/session';
import { withTextIds } from '../core/ids';
import { isRuleError, type RuleError, type RulesIntent, type Seat } from '../core/types';
import { viewFor, type TableView } from '../core/view';
import { autoMove, liveStops, seatToAct, type SeatStops } from './passing';
import { savedMoves, type SavedMoves } from './saved';

/** Passes made for seats in a row before the table is shown anyway (a turn is about 20). */
export const AUTO_PASS_LIMIT = 200;

/** The passes the table may make by itself for the seats. */
export interface Passing {
  /** Seats that opted into auto-pass when Pass is their only move. */
  autoPass: [boolean, boolean];
  stops: SeatStops;
  /** Per seat, the steps (`phase/step`) where auto-pass still hands it the table. */
  stepStops: [string[], string[]];
}

export interface TableAsk {
  /** The seat whose view the table shows. */
  seat: Seat;
  /** Whether the other seat's legal moves matter too (hotseat, solo). */
  bothSeats: boolean;
  passing: Passing;
  /** Whether the seats may pass by themselves now (not after undo, redo or a replay jump). */
  pass: boolean;
  /**
   * The log the table holds: steps 0 .. `steps` − 1 as `viewer` saw them; and how many moves of
   * the saved game (null: nothing of it, not even the setup).
   */
  held: { viewer: Seat; steps: number; moves: number | null };
  /** Whether to send the saved game's new moves (the table keeps the game and writes it to IndexedDB). */
  save: boolean;
}

export interface TableReply {
  view: TableView;
  /** Per seat, its legal moves (the other seat's are empty unless the ask wanted both). */
  legal: [RulesIntent[], RulesIntent[]];
  /** The seat the game waits for. */
  due: Seat;
  /** The stops still standing once the game got here (a stop reached is cleared). */
  stops: SeatStops;
  /** Passes the table made by itself for this request. */
  passed: number;
  /** Log entries from step `from` to the cursor: the table drops what it holds from `from` on and appends these. */
  log: { from: number; entries: HistoryEntry[] };
  cursor: number;
  length: number;
  /** Why the move asked for was refused (nothing changed then), or null. */
  refused: RuleError | null;
  /** The saved game's moves the table does not hold yet (engine/table/saved.ts), when the ask wanted them. */
  saved: SavedMoves | null;
}

function legalOf(session: Session, seat: Seat): RulesIntent[] {
  const { state } = session;
  if (state.mode !== 'rules' || state.winner !== null) return [];
  return session.module.legalIntents(state, seat).map(withTextIds) as RulesIntent[];
}

function viewOf(session: Session, seat: Seat): TableView {
  const { state, module } = session;
  const cut = state.mode === 'rules' && module.cut ? module.cut(state) : null;
  return viewFor(state, module.layout, seat, cut);
}

/**
 * Makes the passes due (if the ask allows any), then reads the table. `kept`: the last step whose
 * log entry the request left as it was (the cursor before a move, the lower end of a jump).
 */
export function tableReply(session: Session, ask: TableAsk, kept: number, refused: RuleError | null): TableReply {
  const rules = session.setup.mode === 'rules';
  const seat = ask.seat;
  const other = (1 - seat) as Seat;
  let stops: SeatStops = ask.passing.stops;
  let passed = 0;
  for (;;) {
    const view = viewOf(session, seat);
    const mine = legalOf(session, seat);
    const theirs = ask.bothSeats ? legalOf(session, other) : [];
    // The seat the game waits for (the curtain waits for it in hotseat).
    const due = seatToAct(view, rules, seat, mine, theirs);
    stops = liveStops(stops, view.turn);
    const { passing } = ask;
    // The pass is made for the seat here, in the worker: nothing of its hand reaches the page.
    const pass =
      ask.pass && rules && passed < AUTO_PASS_LIMIT
        ? autoMove({
            over: view.winner !== null,
            pending: view.pending,
            due,
            legal: due === seat ? mine : theirs,
            turn: view.turn,
            autoPass: passing.autoPass,
            stops,
            stepStops: passing.stepStops[due],
          })
        : null;
    if (pass && !isRuleError(session.dispatch(pass))) {
      passed += 1;
      continue;
    }
    const { cursor, length } = session.position;
    // The table's log is kept for its viewer; another viewer (a hotseat handover) gets it whole.
    const from = ask.held.viewer === seat ? Math.min(ask.held.steps, kept + 1, cursor + 1) : 0;
    return {
      view,
      legal: seat === 0 ? [mine, theirs] : [theirs, mine],
      due,
      stops,
      passed,
      log: { from, entries: session.history(seat, from, cursor + 1) },
      cursor,
      length,
      refused,
      saved: ask.save ? savedMoves(session, ask.held.moves, kept) : null,
    };
  }
}
