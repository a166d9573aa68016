/** The cards a deck can be built from, indexed the ways deck lists refer to them. */
import type { Card, GameId } from '../cards/model';
import { normaliseName, numberKey } from './names';

export interface CardCatalog {
  readonly game: GameId;
  readonly size: number;
  byNumber(number: string): Card | undefined;
  /** Every card whose name (optionally with its unit number) reads like `name`. */
  byName(name: string): Card[];
  all(): readonly Card[];
}

export function createCatalog(game: GameId, cards: Iterable<Card>): CardCatalog {
  const numbers = new Map<string, Card>();
  const names = new Map<string, Card[]>();
  const list: Card[] = [];
  const addName = (key: string, card: Card) => {
    const bucket = names.get(key) ?? [];
    if (!bucket.includes(card)) bucket.push(card);
    names.set(key, bucket);
  };
  for (const card of cards) {
    if (card.game !== game) continue;
    const key = numberKey(card.number);
    // A later import of the same number replaces the earlier one, as in the card database.
    const previous = numbers.get(key);
    if (previous) list.splice(list.indexOf(previous), 1);
    numbers.set(key, card);
    list.push(card);
  }
  for (const card of list) {
    addName(normaliseName(card.name), card);
    const model = 'model' in card ? card.model : undefined;
    if (model) {
      addName(normaliseName(`${model} ${card.name}`), card);
      addName(normaliseName(`${card.name} ${model}`), card);
    }
  }
  return {
    game,
    size: list.length,
    byNumber: (number) => numbers.get(numberKey(number)),
    byName: (name) => names.get(normaliseName(name)) ?? [],
    all: () => list,
  };
}
