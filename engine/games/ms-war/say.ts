/**
 * M.S. War's words for people as messages (engine/i18n/locales/<lang>/ms-war.json): log lines
 * (`ms-war:log.*`, the English line built from the English catalog) and the questions the
 * rules ask (`ms-war:ask.*`, beside the English prompt the rules write; `told.test.ts` checks the
 * two agree), and the refusals of a move with the rule they cite (`ms-war:refuse.*`,
 * `ms-war:rule.*`, English made from the English catalog). Seats are `{ seat }` and cards
 * `{ ref: <index in refs> }` (engine/core/log.ts).
 */
import type { LogMessage, RuleError } from '../../core/types';
import { message, type Message, type MessageParam } from '../../i18n/message';
import { inEnglish } from '../../i18n/translate';

export const line = (key: string, params?: LogMessage['params']): LogMessage => ({ key: `ms-war:log.${key}`, params });

export const question = (key: string, params?: LogMessage['params']): LogMessage =>
  params ? { key: `ms-war:ask.${key}`, params } : { key: `ms-war:ask.${key}` };

/** The rulebook's sections a refusal cites (`ms-war:rule.section.*`). */
export type Section =
  | 'attack'
  | 'strategic'
  | 'price'
  | 'upgrade'
  | 'activating'
  | 'missionObjective'
  | 'battlefieldF'
  | 'attackKeyword'
  | 'battleship'
  | 'dockPilot'
  | 'additionalDefender';

export interface Citation {
  rule: string;
  ruleMsg: Message;
}

const citations = new Map<string, Citation>();

/** A section of the rules, with a paragraph letter where it has one: `M.S. War 2.1 — The Attack Phase C`. */
export function cite(section: Section, part = ''): Citation {
  const id = `${section}/${part}`;
  let c = citations.get(id);
  if (!c) {
    const named = message(`ms-war:rule.section.${section}`);
    const ruleMsg = part
      ? message('ms-war:rule.citePart', { section: named, part })
      : message('ms-war:rule.cite', { section: named });
    c = { rule: inEnglish(ruleMsg), ruleMsg };
    citations.set(id, c);
  }
  return c;
}

/** A move refused: why (`ms-war:refuse.<key>`), and the rule it breaks. */
export function refuse(key: string, params?: Record<string, MessageParam>, citing?: Citation): RuleError {
  const msg = message(`ms-war:refuse.${key}`, params);
  return citing ? { error: inEnglish(msg), msg, ...citing } : { error: inEnglish(msg), msg };
}
