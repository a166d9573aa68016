/**
 * Every Gundam War demo deck can cast every card it holds (issue 47 item 1; rules notes 00c §1):
 * its G give at least each card's Total Nation Power and each designated colour's amount. A G
 * whose colour its player chooses (Harbor Colony Seven) counts for any colour; purple designated
 * power is met by any colour.
 */
import { describe, expect, it } from 'vitest';
import type { GundamWarCard } from '../../cards/model';
import { DEMO_CARDS, DEMO_DECKS } from './demo';
import { designationsOf } from './power';

function uncastable(deck: { number: string; count: number }[]): string[] {
  const card = (n: string) => DEMO_CARDS.find((c) => c.number === n) as GundamWarCard;
  const power = new Map<string, number>();
  let g = 0;
  for (const { number, count } of deck) {
    const c = card(number);
    if (c.type !== 'g') continue;
    g += count;
    const chosen = c.script?.abilities.some((a) => a.kind === 'rule' && a.rule === 'choose-g-colour');
    const colour = chosen ? 'any' : (c.color ?? 'purple');
    power.set(colour, (power.get(colour) ?? 0) + count);
  }
  const of = (colour: string) => (power.get(colour) ?? 0) + (power.get('any') ?? 0);
  const out: string[] = [];
  for (const { number } of deck) {
    const c = card(number);
    if (c.type === 'g') continue;
    const short = designationsOf(c).some((d) => d.color !== 'purple' && of(d.color) < d.count);
    if (short || (c.cost ?? 0) > g) out.push(`${c.number} ${c.name} (${c.color})`);
  }
  return out;
}

describe('Gundam War demo decks', () => {
  it.each([0, 1])('deck %s can cast every card it holds', (i) => {
    expect(uncastable(DEMO_DECKS[i])).toEqual([]);
  });
  it('the check finds a card whose colour the deck has no G of', () => {
    const blueOnly = [
      { number: 'GD-001', count: 20 },
      { number: 'GD-034', count: 1 },
    ];
    expect(uncastable(blueOnly)).toEqual(['GD-034 Valiant Knight (white)']);
  });
});
