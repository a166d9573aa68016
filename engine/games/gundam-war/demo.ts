/**
 * The bundled Gundam War demo set, and two 50-card demo decks built from it, for tests,
 * random games and the benchmark.
 */
import demo from '../../../assets/cards/gundam-war-demo.json';
import type { GundamWarCard } from '../../cards/model';
import { withKeywords } from './card-text';

export const DEMO_CARDS: GundamWarCard[] = (demo as unknown as GundamWarCard[]).map((c) => withKeywords({ ...c, traits: c.traits ?? [], keywords: c.keywords ?? [] }));

function deck(gNumbers: string[], others: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < 20; i++) out.push(gNumbers[i % gNumbers.length]);
  for (let i = 0; out.length < 50; i++) out.push(others[i % others.length]);
  return out;
}

const byColour = (colours: string[]) => DEMO_CARDS.filter((c) => c.type !== 'g' && colours.includes(c.color ?? 'purple')).map((c) => c.number);

/** Blue/black and green/red decks: 20 basic G each, the rest of their colours' cards. */
export const DEMO_DECKS: [string[], string[]] = [
  deck(['GD-001', 'GD-003', 'GD-007'], byColour(['blue', 'black', 'white'])),
  deck(['GD-002', 'GD-004', 'GD-006'], byColour(['green', 'red', 'brown', 'purple'])),
];
