/** Sorting cards by any column; card numbers sort naturally (SD-2 before SD-10). */
import type { Card } from '../model';
import { normalize } from './index-cards';

export const SORT_KEYS = [
  'number',
  'name',
  'type',
  'cost',
  'clash',
  'color',
  'corps',
  'nation_cost',
  'melee',
  'ranged',
  'hp',
  'set',
  'rarity',
  'game',
] as const;

export type SortKey = (typeof SORT_KEYS)[number];

export interface CardSort {
  key: SortKey;
  dir: 'asc' | 'desc';
}

/** Natural, case-insensitive sort key: digit runs padded so `SD-2` < `SD-10` by plain comparison. */
function textKey(value: string): string {
  return normalize(value).replace(/\d+/g, (d) => d.padStart(12, '0'));
}

const NUMERIC = new Set<SortKey>(['cost', 'clash', 'nation_cost', 'melee', 'ranged', 'hp']);

function field(card: Card, key: SortKey): unknown {
  return (card as unknown as Record<string, unknown>)[key];
}

/**
 * The positions of `cards` in sorted order. Cards without the value (a pilot's
 * melee) go last in either direction; ties fall back to game and number so the
 * order is total and the same however the cards came in.
 */
export function sortPositions(cards: readonly Card[], sort: CardSort): Uint32Array {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const numeric = NUMERIC.has(sort.key);
  const n = cards.length;
  // Keys computed once per distinct value (decorate-sort-undecorate): sorting
  // 20,000 cards stays in the tens of milliseconds.
  const keyOf = new Map<string, string>();
  const text = (v: string) => {
    let k = keyOf.get(v);
    if (k === undefined) keyOf.set(v, (k = textKey(v)));
    return k;
  };
  const missing = new Uint8Array(n);
  const nums = new Float64Array(n);
  const texts: string[] = new Array(n);
  const ties: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const card = cards[i];
    const v = field(card, sort.key);
    missing[i] = v === undefined || v === '' ? 1 : 0;
    if (numeric) nums[i] = missing[i] ? 0 : (v as number);
    else texts[i] = missing[i] ? '' : text(String(v));
    // Sorting by number already has the number's key: the tie key reuses it.
    ties[i] = `${card.game}\u0000${sort.key === 'number' ? texts[i] : textKey(card.number)}`;
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((a, b) => {
    if (missing[a] || missing[b]) return missing[a] === missing[b] ? cmp(ties[a], ties[b]) : missing[a] ? 1 : -1;
    const c = numeric ? nums[a] - nums[b] : cmp(texts[a], texts[b]);
    return c !== 0 ? c * sign : cmp(ties[a], ties[b]);
  });
  return Uint32Array.from(order);
}

/** A sorted copy (see `sortPositions` for the order). */
export function sortCards(cards: readonly Card[], sort: CardSort): Card[] {
  const order = sortPositions(cards, sort);
  const out: Card[] = new Array(order.length);
  for (let i = 0; i < order.length; i++) out[i] = cards[order[i]];
  return out;
}
