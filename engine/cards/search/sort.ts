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

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
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
  const tie = (a: Card, b: Card) => collator.compare(a.game, b.game) || collator.compare(a.number, b.number);
  return [...cards].sort((a, b) => {
    const va = field(a, sort.key);
    const vb = field(b, sort.key);
    const ma = va === undefined || va === '';
    const mb = vb === undefined || vb === '';
    if (ma || mb) return ma === mb ? tie(a, b) : ma ? 1 : -1;
    const c = numeric ? (va as number) - (vb as number) : collator.compare(String(va), String(vb));
    return c !== 0 ? c * sign : tie(a, b);
  });
}
