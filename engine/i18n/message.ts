/**
 * Text the engine produces for people (validation problems, log lines, step names, rule
 * errors) travels as a message: a catalog key and its parameters, never finished words, so the
 * app and the command line each show it in their reader's language. The catalogs are JSON in
 * `engine/i18n/locales/<lang>/<namespace>.json`; `translate.ts` turns a message into text.
 */

/** A card named in a message: shown by its Japanese name to Japanese readers where it has one. */
export interface CardName {
  name: string;
  name_ja?: string;
}

/**
 * A parameter: plain text or a number, a card's name, or another message (a game's name, a
 * card type) told in the same language. Plain JSON, so messages cross the worker boundary.
 */
export type MessageParam = string | number | CardName | Message;

export interface Message {
  /** `<namespace>:<dotted.path>`, e.g. `rules:deck-size.exact`. */
  key: string;
  params?: Record<string, MessageParam>;
}

export function message(key: string, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}

export function cardName(card: CardName): CardName {
  return card.name_ja ? { name: card.name, name_ja: card.name_ja } : { name: card.name };
}
