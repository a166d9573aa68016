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

/**
 * Whether `value` is a message as JSON holds it (a saved game's note read back from a file):
 * a string key, and parameters that are text, numbers, names or messages at most `depth` deep.
 */
export function isMessage(value: unknown, depth = 8): value is Message {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || depth <= 0) return false;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== 'string') return false;
  if (params === undefined) return true;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false;
  return Object.values(params).every((p) => isParam(p, depth - 1));
}

function isParam(value: unknown, depth: number): boolean {
  if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { name, name_ja } = value as { name?: unknown; name_ja?: unknown };
  if (typeof name === 'string') return name_ja === undefined || typeof name_ja === 'string';
  return isMessage(value, depth);
}
