import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../engine/cards/model';
import type { TableCard } from './model';
import { drawnAgainFor } from './drawnAgain';

const card = (id: string, attached: TableCard[] = []): TableCard => ({
  id,
  cardKey: `gundam-war:${id}`,
  faceUp: true,
  turned: false,
  counters: {},
  attached,
  owner: 0,
  index: 0,
});
const printed = (id: string) => ({ name: id }) as unknown as Card;

interface P {
  cards: TableCard[];
  moves: ReadonlyMap<string, string>;
  catalog: Record<string, Card>;
  mine: boolean;
}
const same = drawnAgainFor<P>((p) => p.cards);

describe('a memoised zone is drawn again only for its own cards', () => {
  const pilot = card('p');
  const cards = [card('a', [pilot])];
  const catalog = { 'gundam-war:a': printed('a'), 'gundam-war:p': printed('p') };
  const base: P = { cards, moves: new Map([['x', 'play']]), catalog, mine: true };

  it('skips a new move or a new printed card elsewhere on the table', () => {
    const moves = new Map([
      ['x', 'play'],
      ['y', 'play'],
    ]);
    expect(same(base, { ...base, moves, catalog: { ...catalog, 'gundam-war:y': printed('y') } })).toBe(true);
  });

  it('draws again for a move of one of its cards, a rider included', () => {
    expect(same(base, { ...base, moves: new Map([['a', 'attack']]) })).toBe(false);
    expect(same(base, { ...base, moves: new Map([['p', 'play']]) })).toBe(false);
  });

  it('draws again when another prop changed', () => {
    expect(same(base, { ...base, mine: false })).toBe(false);
    expect(same(base, { ...base, cards: [card('a', [pilot])] })).toBe(false);
  });
});
