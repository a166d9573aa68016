import { readJson } from '../text/json';

/** A value or a list of problems; used wherever user-supplied text is read. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(errors: E[]): { ok: false; errors: E[] } => ({ ok: false, errors });

/** Parses JSON text, turning a syntax error into a problem instead of an exception. */
export function parseJson(text: string): Result<unknown, string> {
  const read = readJson(text, MAX_JSON_DEPTH);
  return read.ok ? ok(read.value) : fail([`not valid JSON: ${read.error}`]);
}

/** Deck, format and script files nest a handful of levels; far deeper text is refused unparsed. */
const MAX_JSON_DEPTH = 64;
