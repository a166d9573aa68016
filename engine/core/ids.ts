/**
 * Card ids as intents carry them. The engine's own intents (legal listings, the simulator)
 * name cards by number; the app, saved games and scenario files may spell them as strings
 * ("12"), which are read here once per intent field.
 */
import type { CardId } from './types';

const DIGITS = /^\d+$/;

/** The card id a field names, or -1 (no card has it) when it names none. */
export function cardIdOf(v: unknown): CardId {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 0 ? v : -1;
  if (typeof v === 'string' && DIGITS.test(v)) return Number(v);
  return -1;
}

/** The card ids of a list field (payments, targets): the list itself when it holds only numbers. */
export function cardIdsOf(v: unknown): CardId[] {
  if (!Array.isArray(v)) return [];
  for (const x of v) if (typeof x !== 'number') return v.map(cardIdOf);
  return v as CardId[];
}

/** Each id's string, one per id for every game: option ids and log references name cards by it. */
const TEXTS: string[] = [];
export const idText = (id: CardId): string => (TEXTS[id] ??= String(id));

/** The fields of a rules intent that name cards (`ability` and `count` are numbers of their own). */
const CARD_FIELDS = ['card', 'onto', 'attachTo', 'to', 'target', 'targets', 'pay'] as const;

/**
 * A rules intent as the app sees it: cards named by their ids' strings, as in its views, so a
 * legal intent compares equal to the refs the app holds.
 */
export function withTextIds<I extends Record<string, unknown>>(intent: I): I {
  let out: Record<string, unknown> | null = null;
  for (const field of CARD_FIELDS) {
    const v = intent[field];
    if (typeof v === 'number') (out ??= { ...intent })[field] = idText(v);
    else if (Array.isArray(v) && v.some((x) => typeof x === 'number'))
      (out ??= { ...intent })[field] = v.map((x) => (typeof x === 'number' ? idText(x) : x));
  }
  return (out ?? intent) as I;
}

/**
 * A new, empty zone list, made as one that has held a string once: a speed seam of the draft
 * (docs/performance.md). Lists that only ever held small integers measured 40% more garbage
 * per simulated game (the engine stopped inlining `for…of` over them); a list that has once held
 * something else keeps the general kind, and copies (`slice`) keep it too.
 */
export function newIdList(): CardId[] {
  const list: unknown[] = [''];
  list.pop();
  return list as CardId[];
}
