/**
 * M.S. War's log lines as messages (`ms-war:log.*`, engine/i18n/locales/<lang>/ms-war.json):
 * told in the reader's language, with the English line built from the English catalog.
 * Seats are `{ seat }` and cards `{ ref: <index in the line's refs> }` (engine/core/log.ts).
 */
import type { LogMessage } from '../../core/types';

export const line = (key: string, params?: LogMessage['params']): LogMessage => ({ key: `ms-war:log.${key}`, params });
