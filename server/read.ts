/**
 * Reading what a client sent, before the room looks at it: its size as JSON, a zod refusal in
 * a few words, a rule error as plain JSON.
 */
import type { RuleError } from '../engine/core/types';

/** A rule error as plain JSON (its messages are plain already). */
export function plainRule(error: RuleError): RuleError {
  return JSON.parse(JSON.stringify(error));
}

/** Characters of `value` as JSON, or null when it is not plain JSON (or nests absurdly deep). */
export function jsonSize(value: unknown): number | null {
  try {
    return JSON.stringify(value)?.length ?? null;
  } catch {
    return null;
  }
}

export function zodText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.map(String).join('.') + ': ' : ''}${i.message}`)
    .join('; ');
}
