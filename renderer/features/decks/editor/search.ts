/**
 * Result filtering for the editor's search panel. The card database's query engine
 * was not available when this was written, so this is a plain word match over number,
 * name, type, text and affiliation: every word typed must appear somewhere.
 */
import type { Card } from '../../../../engine/cards/model';

function haystack(card: Card): string {
  const extra = card.game === 'ms-war' ? [card.corps, card.model, card.ms_type] : [card.color, card.model, ...card.traits];
  return [card.number, card.name, card.name_ja, card.type, card.text, card.set, ...extra].filter(Boolean).join(' ').toLowerCase();
}

export function searchCards(cards: readonly Card[], query: string, type: string): Card[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return cards.filter((card) => (type === '' || card.type === type) && words.every((w) => haystack(card).includes(w)));
}
