/** A value or a list of problems; used wherever user-supplied text is read. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; errors: E[] };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(errors: E[]): { ok: false; errors: E[] } => ({ ok: false, errors });
