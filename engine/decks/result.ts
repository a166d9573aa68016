import { excerpt } from '../text/excerpt';

/** A value or a list of problems; used wherever user-supplied text is read. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(errors: E[]): { ok: false; errors: E[] } => ({ ok: false, errors });

/** Parses JSON text, turning a syntax error into a problem instead of an exception. */
export function parseJson(text: string): Result<unknown, string> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail([`not valid JSON: ${excerpt(String((error as Error).message), 200)}`]);
  }
}
