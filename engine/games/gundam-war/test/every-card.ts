/** A deck for tests that reach every text of the demo set. */
import type { DeckEntry } from '../../../decks/model';
import { DEMO_CARDS } from '../demo';

/** 20 G (the G with texts twice, then basic G of every colour) and one of every other demo card of these colours. */
export function everyCard(colours: string[]): DeckEntry[] {
  const counts = new Map<string, number>();
  const g = ['GD-008', 'GD-008', 'GD-009', 'GD-009', 'GD-010', 'GD-010'];
  for (let i = 0; g.length < 20; i++) g.push(`GD-00${(i % 7) + 1}`);
  for (const c of DEMO_CARDS) if (c.type !== 'g' && colours.includes(c.color ?? 'purple')) g.push(c.number);
  for (const n of g) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([number, count]) => ({ number, count }));
}
