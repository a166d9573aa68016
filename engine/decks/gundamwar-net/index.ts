/**
 * A card library looked up the ways a gundamwar.net list names cards: by the official 9-digit
 * card id, by printed code (shared by cards of other colours and sets), and a basic G by its
 * colour. Built once per list read, in one pass over the library.
 */
import type { Card, GundamWarColor } from '../../cards/model';
import type { CardCatalog } from '../catalog';
import { numberKey } from '../names';
import { isBasicG } from './labels';

export interface CodeIndex {
  byCardId(id: string): Card | undefined;
  /** Every card printed with this code, in library order. */
  byCode(code: string): Card[];
  /** The library's first basic G of the colour. */
  basicG(colour: GundamWarColor): Card | undefined;
}

export function codeIndex(catalog: CardCatalog): CodeIndex {
  const ids = new Map<string, Card>();
  const codes = new Map<string, Card[]>();
  const basics = new Map<GundamWarColor, Card>();
  for (const card of catalog.all()) {
    if (card.game !== 'gundam-war') continue;
    if (card.card_id && !ids.has(card.card_id)) ids.set(card.card_id, card);
    if (card.code) {
      const key = numberKey(card.code);
      const bucket = codes.get(key);
      if (bucket) bucket.push(card);
      else codes.set(key, [card]);
    }
    if (card.color && isBasicG(card) && !basics.has(card.color)) basics.set(card.color, card);
  }
  return {
    byCardId: (id) => ids.get(id.trim()),
    byCode: (code) => codes.get(numberKey(code)) ?? [],
    basicG: (colour) => basics.get(colour),
  };
}
