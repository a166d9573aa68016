/**
 * M.S. War's words for people as messages (engine/i18n/locales/<lang>/ms-war.json): log lines
 * (`ms-war:log.*`, the English line built from the English catalog) and the questions the
 * rules ask (`ms-war:ask.*`, beside the English prompt the rules write; `told.test.ts` checks the
 * two agree). Seats are `{ seat }` and cards `{ ref: <index in refs> }` (engine/core/log.ts).
 */
import type { LogMessage } from '../../core/types';

export const line = (key: string, params?: LogMessage['params']): LogMessage => ({ key: `ms-war:log.${key}`, params });

export const question = (key: string, params?: LogMessage['params']): LogMessage =>
  params ? { key: `ms-war:ask.${key}`, params } : { key: `ms-war:ask.${key}` };
