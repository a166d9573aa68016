/**
 * Two 50-card Gundam War demo decks built from the bundled demo set, for random games,
 * property tests and the benchmark: 20 G each (the demo set's G with texts among them) and the
 * rest of their colours' cards.
 */
import type { GundamWarCard } from '../../cards/model';
import { DEMO_CARDS as ALL } from '../../core/testing/demo';
import type { DeckEntry } from '../../decks/model';
import { createPrng, nextInt, shuffle } from '../../core/prng';
import { DEMO_DECK_SPECS, demoList } from './demo-lists';

export const DEMO_CARDS = ALL['gundam-war'] as GundamWarCard[];

export const DEMO_DECKS: [DeckEntry[], DeckEntry[]] = [
  demoList(DEMO_CARDS, DEMO_DECK_SPECS[0]),
  demoList(DEMO_CARDS, DEMO_DECK_SPECS[1]),
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

const COLOURS = ['blue', 'green', 'black', 'red', 'white', 'brown', 'purple'];

/**
 * A legal 50-card deck nobody chose, from `seed`, for property tests and hunts for games that
 * stop: one to three colours (more when those hold too few cards), 16–22 G of its colours
 * (each G with a text 0–3 times), then up to three of each other card of its colours in a
 * shuffled order. DEMO_DECKS play the same two lists every game; texts meet here in pairs and
 * counts those two never make (two Auto D at one end of the turn, a hand of Commands).
 */
export function variedDeck(seed: number): DeckEntry[] {
  let prng = createPrng(seed);
  let colours: string[];
  [colours, prng] = shuffle(COLOURS, prng);
  let k: number;
  [k, prng] = nextInt(prng, 3);
  let g: number;
  [g, prng] = nextInt(prng, 7);
  g += 16;
  const counts = new Map<string, number>();
  let total = 0;
  const add = (n: string, times: number) => {
    counts.set(n, (counts.get(n) ?? 0) + times);
    total += times;
  };
  let pool = colours.slice(0, k + 1);
  const colourOf = (c: (typeof DEMO_CARDS)[number]) => c.color ?? 'purple';
  for (const c of DEMO_CARDS) {
    if (c.type !== 'g' || !c.text || !pool.includes(colourOf(c)) || total >= g) continue;
    let n: number;
    [n, prng] = nextInt(prng, 4);
    add(c.number, Math.min(n, g - total));
  }
  const basic = DEMO_CARDS.filter((c) => c.type === 'g' && !c.text && pool.includes(colourOf(c)));
  for (let i = 0; total < g; i++) add(basic[i % basic.length].number, 1);
  for (let extra = k + 1; total < 50; extra++) {
    let others = DEMO_CARDS.filter((c) => c.type !== 'g' && pool.includes(colourOf(c)));
    [others, prng] = shuffle(others, prng);
    for (const c of others) {
      const room = Math.min(3 - (counts.get(c.number) ?? 0), 50 - total);
      if (room > 0) add(c.number, room);
    }
    pool = colours.slice(0, extra + 1);
  }
  return [...counts].map(([number, count]) => ({ number, count }));
}
