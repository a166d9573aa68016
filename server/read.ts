/**
 * Reading what a client sent, before the room looks at it: its size as JSON, a zod refusal in
 * a few words, a rule error as plain JSON.
 */
import type { RuleError } from '../engine/core/types';
import { CLIENT_MESSAGES, LIMITS, type ClientMessageType, type RefusalReason } from './protocol';

/** A client's message of `type`, read with its size cap and its zod schema, or why not. */
export function readMessage(
  type: ClientMessageType,
  raw: unknown,
): { ok: true; data: unknown } | { ok: false; reason: RefusalReason; text: string } {
  const size = jsonSize(raw);
  const cap = type === 'deck' ? LIMITS.deckChars + 20_000 : type === 'intent' ? LIMITS.intentChars : 1_000;
  if (size === null) return { ok: false, reason: 'malformed', text: `A "${type}" message must be plain JSON.` };
  if (size > cap)
    return {
      ok: false,
      reason: 'too-large',
      text: `A "${type}" message may hold ${cap} characters; this one held ${size}.`,
    };
  const parsed = CLIENT_MESSAGES[type].safeParse(raw);
  if (!parsed.success)
    return { ok: false, reason: 'malformed', text: `A "${type}" message was refused: ${zodText(parsed.error)}` };
  return { ok: true, data: parsed.data };
}

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
