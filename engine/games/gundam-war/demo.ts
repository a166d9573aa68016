/**
 * Two 50-card Gundam War demo decks built from the bundled demo set, for random games,
 * property tests and the benchmark: 20 G each (the demo set's G with texts among them) and the
 * rest of their colours' cards.
 */
import type { GundamWarCard } from '../../cards/model';
import { DEMO_CARDS as ALL } from '../../core/testing/demo';
import type { DeckEntry } from '../../decks/model';

export const DEMO_CARDS = ALL['gundam-war'] as GundamWarCard[];

/**
 * 20 G: two copies of each G with a text (so random games and property tests play those texts
 * too), then basic G; and 30 other cards of the deck's colours.
 */
function deck(gNumbers: string[], textG: string[], colours: string[]): DeckEntry[] {
  const counts = new Map<string, number>();
  const add = (n: string) => counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const n of textG) {
    add(n);
    add(n);
  }
  for (let i = 0; i < 20 - 2 * textG.length; i++) add(gNumbers[i % gNumbers.length]);
  const others = DEMO_CARDS.filter((c) => c.type !== 'g' && colours.includes(c.color ?? 'purple')).map((c) => c.number);
  for (let i = 0; i < 30; i++) add(others[i % others.length]);
  return [...counts].map(([number, count]) => ({ number, count }));
}

export const DEMO_DECKS: [DeckEntry[], DeckEntry[]] = [
  // Listening Outpost (Command discount).
  deck(['GD-001', 'GD-003', 'GD-007'], ['GD-010'], ['blue', 'black', 'white']),
  // Harbor Colony Seven (a chosen colour) and Ironvein Asteroid (a played text on the Field).
  deck(['GD-002', 'GD-004', 'GD-006'], ['GD-008', 'GD-009'], ['green', 'red', 'brown', 'purple']),
];

/**
 * A deck for the property test and bench that must reach the Pollution Coin ending (ch. 21):
 * the demo set has one card that gives coins (Toxic Fallout, 3 a play), so a legal deck of
 * three copies gives 9 at most. This test deck holds twelve, beside brown and green G and
 * Units of those colours; it is not a legal deck and is used nowhere else.
 */
export const POLLUTION_DECK: DeckEntry[] = [
  { number: 'GD-006', count: 10 },
  { number: 'GD-002', count: 10 },
  { number: 'GD-102', count: 12 },
  ...['GD-017', 'GD-018', 'GD-019', 'GD-038', 'GD-040', 'GD-041'].map((number) => ({ number, count: 3 })),
];
