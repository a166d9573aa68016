/**
 * The saved game on the wire, a little at a time: each reply of the table's round trip carries
 * only the moves the table does not hold yet (the setup, with its whole card list, once), and
 * the table keeps the game to autosave by appending them (`withMoves`). A move made after an
 * undo or a replay jump drops the moves after the cursor, so a reply may start before the end
 * of what the table holds: it says where (`from`).
 */
import type { Note, SavedGame, Session } from '../core/session';
import type { SetupInput } from '../core/setup';
import type { Intent } from '../core/types';

export interface SavedMoves {
  /** The game's setup: sent when the table holds nothing of the game yet, else null. */
  setup: SetupInput | null;
  /** The table drops the moves it holds from `from` on and appends `intents` (and their `notes`). */
  from: number;
  intents: Intent[];
  /** Per intent of `intents`, the line said about it, or null. */
  notes: Note[];
  cursor: number;
}

/**
 * The moves from `from` on (the setup too when `held` is null: the table holds nothing yet).
 * `held`: how many moves the table holds; `kept`: the lowest cursor of the request, below which
 * no recorded move changed (a move replaces the ones from the cursor on).
 */
export function savedMoves(session: Session, held: number | null, kept: number): SavedMoves {
  const saved = session.save();
  const from = held === null ? 0 : Math.min(held, kept, saved.intents.length);
  return {
    setup: held === null ? saved.setup : null,
    from,
    intents: saved.intents.slice(from),
    notes: saved.intents.slice(from).map((_, i) => saved.notes?.[from + i] ?? null),
    cursor: saved.cursor,
  };
}

/**
 * The saved game with a reply's moves appended; null while neither holds the setup (a reply
 * that starts a game sends it). Notes are kept only when one is said, as `Session.save` does.
 */
export function withMoves(held: SavedGame | null, moves: SavedMoves): SavedGame | null {
  const setup = moves.setup ?? held?.setup;
  if (!setup) return null;
  const before = moves.setup ? [] : (held?.intents ?? []);
  const from = Math.min(moves.from, before.length);
  const intents = [...before.slice(0, from), ...moves.intents];
  const notesBefore = moves.setup ? [] : (held?.notes ?? []);
  const notes = [...before.slice(0, from).map((_, i) => notesBefore[i] ?? null), ...moves.notes];
  const saved: SavedGame = { format: 'sortie-game', version: 1, setup, intents, cursor: moves.cursor };
  if (notes.some((n) => n !== null)) saved.notes = notes;
  return saved;
}

/** How many moves the table holds, for the next request (null: nothing, not even the setup). */
export function movesHeld(held: SavedGame | null): number | null {
  return held ? held.intents.length : null;
}
