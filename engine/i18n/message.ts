/**
 * Text the engine produces for people (validation problems, log lines, step names, rule
 * errors) travels as a message: a catalog key and its parameters, never finished words, so the
 * app and the command line each show it in their reader's language. The catalogs are JSON in
 * `engine/i18n/locales/<lang>/<namespace>.json`; `translate.ts` turns a message into text.
 */
export type MessageParam = string | number;

export interface Message {
  /** `<namespace>:<dotted.path>`, e.g. `rules:deck-size.exact`. */
  key: string;
  params?: Record<string, MessageParam>;
}

export function message(key: string, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}
