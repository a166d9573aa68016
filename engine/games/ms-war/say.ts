/**
 * M.S. War's words for people as messages (engine/i18n/locales/<lang>/ms-war.json): log lines
 * (`ms-war:log.*`, the English line built from the English catalog) and the questions the
 * rules ask (`ms-war:ask.*`, beside the English prompt the rules write; `told.test.ts` checks the
 * two agree), and the refusals of a move with the rule they cite (`ms-war:refuse.*`,
 * `ms-war:rule.*`, English made from the English catalog). Seats are `{ seat }` and cards
 * `{ ref: <index in refs> }` (engine/core/log.ts).
 */
import { refusal } from '../../core/refusal';
import type { LogMessage, RuleError } from '../../core/types';
import { message, type Message, type MessageParam } from '../../i18n/message';

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

/** A rule a refusal cites, as a message (`ms-war:rule.*`). */
export type Citation = Message;

/** A section of the rules, with a paragraph letter where it has one: `M.S. War 2.1 — The Attack Phase C`. */
export function cite(section: Section, part = ''): Citation {
  const named = message(`ms-war:rule.section.${section}`);
  return part
    ? message('ms-war:rule.citePart', { section: named, part })
    : message('ms-war:rule.cite', { section: named });
}

/** A move refused: why (`ms-war:refuse.<key>`), and the rule it breaks (English told when read: core/refusal.ts). */
export function refuse(key: string, params?: Record<string, MessageParam>, citing?: Citation): RuleError {
  return refusal(message(`ms-war:refuse.${key}`, params), citing);
}
