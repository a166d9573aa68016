/**
 * The lists of the two Gundam War demo decks, built from whichever copy of the demo set a side
 * holds: the engine's tests, bench and simulator (demo.ts) and the app's ready-to-play decks
 * (renderer/features/play/start/demoDecks.ts) deal the same 50 cards, so the computer a
 * player first meets plays the decks its strength was measured on (docs/performance.md).
 */
import type { Card } from '../../cards/model';
import type { DeckEntry } from '../../decks/model';

export interface DemoDeckSpec {
  /** Basic G, taken in turn. */
  g: string[];
  /** G with a text: two copies each. */
  textG: string[];
  /** The colours of the deck's other cards. */
  colours: string[];
}

export const DEMO_DECK_SPECS: readonly [DemoDeckSpec, DemoDeckSpec] = [
  // Listening Outpost (Command discount). Blue, black and white G for its blue, black and white cards:
  // every card it holds can be cast (demo-lists.test.ts).
  { g: ['GD-001', 'GD-003', 'GD-005'], textG: ['GD-010'], colours: ['blue', 'black', 'white'] },
  // Harbor Colony Seven (a chosen colour) and Ironvein Asteroid (a played text on the Field).
  { g: ['GD-002', 'GD-004', 'GD-006'], textG: ['GD-008', 'GD-009'], colours: ['green', 'red', 'brown', 'purple'] },
];

/**
 * 20 G: two copies of each G with a text (so random games and property tests play those texts
 * too), then basic G; and 30 other cards of the deck's colours, each once before any twice.
 */
export function demoList(cards: readonly Card[], spec: DemoDeckSpec): DeckEntry[] {
  const counts = new Map<string, number>();
  const add = (n: string) => counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const n of spec.textG) {
    add(n);
    add(n);
  }
  for (let i = 0; i < 20 - 2 * spec.textG.length; i++) add(spec.g[i % spec.g.length]);
  const colourOf = (c: Card) => (c.game === 'gundam-war' ? (c.color ?? 'purple') : '');
  const others = cards.filter((c) => c.type !== 'g' && spec.colours.includes(colourOf(c))).map((c) => c.number);
  for (let i = 0; i < 30; i++) add(others[i % others.length]);
  return [...counts].map(([number, count]) => ({ number, count }));
}
