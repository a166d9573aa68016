/** Sorting cards by any column; card numbers sort naturally (SD-2 before SD-10). */
import type { Card } from '../model';

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
  return value.normalize('NFKC').toLowerCase().replace(/\d+/g, (d) => d.padStart(12, '0'));
}

const NUMERIC = new Set<SortKey>(['cost', 'clash', 'nation_cost', 'melee', 'ranged', 'hp']);

function field(card: Card, key: SortKey): unknown {
  return (card as unknown as Record<string, unknown>)[key];
}

/**
 * A sorted copy. Cards without the value (a pilot's melee) go last in either
 * direction; ties fall back to game and number so the order is stable.
 */
export function sortCards(cards: readonly Card[], sort: CardSort): Card[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  const numeric = NUMERIC.has(sort.key);
  // Keys computed once per card (decorate-sort-undecorate): sorting 20,000 cards
  // stays in the tens of milliseconds.
  const rows = cards.map((card) => {
    const v = field(card, sort.key);
    const missing = v === undefined || v === '';
    return {
      card,
      missing,
      num: numeric && !missing ? (v as number) : 0,
      text: !numeric && !missing ? textKey(String(v)) : '',
      tie: `${card.game}\u0000${textKey(card.number)}`,
    };
  });
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  rows.sort((a, b) => {
    if (a.missing || b.missing) return a.missing === b.missing ? cmp(a.tie, b.tie) : a.missing ? 1 : -1;
    const c = numeric ? a.num - b.num : cmp(a.text, b.text);
    return c !== 0 ? c * sign : cmp(a.tie, b.tie);
  });
  return rows.map((r) => r.card);
}
