import { message, type Message } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
import { readJson } from '../text/json';

/**
 * A value or a list of problems; used wherever user-supplied text is read. A failure told as
 * messages (`said`, one per error) keeps the same words in English in `errors`.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[]; said?: Message[] };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(errors: E[]): { ok: false; errors: E[] } => ({ ok: false, errors });

/** A failure told as messages, with their English in `errors`. */
export const refuse = (said: Message[]): { ok: false; errors: string[]; said: Message[] } => ({
  ok: false,
  errors: said.map(inEnglish),
  said,
});

/** Several problems as one message: `a; b; c`. */
export function allOf(said: readonly Message[]): Message {
  return said.reduceRight((rest, first) => message('files:and', { first, rest }));
}

/** Parses JSON text, turning a syntax error into a problem instead of an exception. */
export function parseJson(text: string): Result<unknown, string> {
  const read = readJson(text, MAX_JSON_DEPTH);
  return read.ok ? ok(read.value) : refuse([message('files:notJson', { reason: read.said })]);
}

/** Deck, format and script files nest a handful of levels; far deeper text is refused unparsed. */
const MAX_JSON_DEPTH = 64;
