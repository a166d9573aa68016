/**
 * Gundam War's words for people as messages (`gundam-war:` catalog): log lines, decision
 * prompts and options, rule errors, the Cut. Seats are `{ seat }`, cards `{ ref: n }` (see
 * engine/core/log.ts); the English beside each message stays the text tests and the command
 * line read, and `words.test.ts` checks the two agree.
 */
import { opDef, type ScriptOp } from '../../abilities';
import { GUNDAM_WAR_KEYWORDS } from '../../cards/keywords';
import type { LogMessage, LogName, LogParam } from '../../core/types';

export function says(key: string, params?: Record<string, LogParam>): LogMessage {
  return params ? { key: `gundam-war:${key}`, params } : { key: `gundam-war:${key}` };
}

/** The n-th card a message names. */
export const card = (n: number): { ref: number } => ({ ref: n });

/** Cards `refs[from]`, `refs[from + 1]`… as one parameter: "A, B, C" in English, 「A、B、C」 in Japanese. */
export function cardList(from: number, count: number, join: 'list' | 'listAnd' = 'list'): LogParam {
  if (count <= 1) return card(from);
  return says(join, { first: card(from), rest: cardList(from + 1, count - 1, join) });
}

/** A special effect by its English name, and its printed Japanese name to Japanese readers. */
export const keywordName = (id: string): LogName => {
  const k = GUNDAM_WAR_KEYWORDS.find((x) => x.id === id);
  return k?.ja ? { name: k.name, name_ja: k.ja[0] } : { name: k?.name ?? id };
};

/** A script's ops as one message: "A, then B" (each op's own words, `on` what it acts on). */
export function opsSaid(ops: readonly ScriptOp[], on: LogParam): LogParam {
  const [first, ...rest] = ops.map((op) => opDef(op.op).say(op, on, 'gundam-war'));
  return rest.reduce<LogParam>((done, next) => says('cut.then', { first: done, next }), first ?? '');
}
