/**
 * Gundam War's words for people as messages (`gundam-war:` catalog): log lines, decision
 * prompts and options, rule errors, the Cut. Seats are `{ seat }`, cards `{ ref: n }` (see
 * engine/core/log.ts); the English beside each message stays the text tests and the command
 * line read, and `words.test.ts` checks the two agree.
 */
import type { LogMessage, LogParam } from '../../core/types';

export function says(key: string, params?: Record<string, LogParam>): LogMessage {
  return params ? { key: `gundam-war:${key}`, params } : { key: `gundam-war:${key}` };
}

/** The n-th card a message names. */
export const card = (n: number): { ref: number } => ({ ref: n });
