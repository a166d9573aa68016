/**
 * The play log's lines in the interface language, each told once. Every refresh brings the
 * whole log afresh from the worker (new objects each time), and telling a line goes through
 * i18next (a computer's note with its reason about 0.5 ms): telling them all on each refresh
 * made the work grow with the game. A line is remembered by what it says (its message as JSON),
 * so an undo that puts a different line at the same place is told anew, and by the `tell` it
 * was told with, which changes with the language.
 */
import type { Message } from '../../../../engine/i18n/message';

export interface LineTeller {
  /** The lines in the teller's language; a line without a message is shown as written (English). */
  (lines: readonly string[], messages: readonly (Message | null)[] | undefined): string[];
}

/** More lines than any one game has: past this the remembered lines start afresh. */
const MAX_REMEMBERED = 20_000;

export function lineTeller(tell: (msg: Message) => string): LineTeller {
  const told = new Map<string, string>();
  return (lines, messages) =>
    lines.map((line, i) => {
      const msg = messages?.[i];
      if (!msg) return line;
      const key = JSON.stringify(msg);
      let text = told.get(key);
      if (text === undefined) {
        if (told.size >= MAX_REMEMBERED) told.clear();
        text = tell(msg);
        told.set(key, text);
      }
      return text;
    });
}
