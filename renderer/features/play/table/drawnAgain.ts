/**
 * When a memoised zone or card must draw again. Its props are compared one by one, except the
 * two whole-table lookups it reads only for its own cards: the rules moves per card id and the
 * printed cards per key. A new move for one card, or a card drawn into the hand (a new catalog
 * entry), then redraws that card's zone and card, not every zone on the table.
 */
import type { Card } from '../../../../engine/cards/model';
import type { TableCard } from './model';

interface Looked {
  moves: ReadonlyMap<string, string>;
  catalog: Record<string, Card>;
}

function sameLookups(cards: readonly TableCard[], a: Looked, b: Looked): boolean {
  for (const card of cards) {
    if (a.moves.get(card.id) !== b.moves.get(card.id)) return false;
    if (card.cardKey && a.catalog[card.cardKey] !== b.catalog[card.cardKey]) return false;
    if (card.attached.length && !sameLookups(card.attached, a, b)) return false;
  }
  return true;
}

/** A `memo` comparison for props that hold `moves` and `catalog` and draw the cards `cardsOf` names. */
export function drawnAgainFor<P extends Looked>(cardsOf: (props: P) => readonly TableCard[]) {
  return (a: P, b: P): boolean => {
    const keys = Object.keys(b) as (keyof P)[];
    if (keys.length !== Object.keys(a).length) return false;
    for (const key of keys) if (key !== 'moves' && key !== 'catalog' && !Object.is(a[key], b[key])) return false;
    return sameLookups(cardsOf(b), a, b);
  };
}
