/**
 * Two 50-card Gundam War demo decks built from the bundled demo set, for random games,
 * property tests and the benchmark: 20 basic G each and the rest of their colours' cards.
 */
import type { GundamWarCard } from '../../cards/model';
import { DEMO_CARDS as ALL } from '../../core/testing/demo';
import type { DeckEntry } from '../../decks/model';

export const DEMO_CARDS = ALL['gundam-war'] as GundamWarCard[];

function deck(gNumbers: string[], colours: string[]): DeckEntry[] {
  const counts = new Map<string, number>();
  const add = (n: string) => counts.set(n, (counts.get(n) ?? 0) + 1);
  for (let i = 0; i < 20; i++) add(gNumbers[i % gNumbers.length]);
  const others = DEMO_CARDS.filter((c) => c.type !== 'g' && colours.includes(c.color ?? 'purple')).map((c) => c.number);
  for (let i = 0; i < 30; i++) add(others[i % others.length]);
  return [...counts].map(([number, count]) => ({ number, count }));
}

export const DEMO_DECKS: [DeckEntry[], DeckEntry[]] = [
  deck(['GD-001', 'GD-003', 'GD-007'], ['blue', 'black', 'white']),
  deck(['GD-002', 'GD-004', 'GD-006'], ['green', 'red', 'brown', 'purple']),
];
