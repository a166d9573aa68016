/** The keywords a card carries, as the rules read them (see `withKeywords`). */
import type { Card } from '../model';
import { withParams } from './params';
import { parseKeywords } from './parse';

/**
 * A card's keywords as the rules read them: those it carries, each with its parameter read, or
 * those its text prints when it carries none (a card written by hand, a library read before
 * keywords carried their parameters). The card itself when nothing changes.
 */
export function withKeywords<C extends Pick<Card, 'keywords' | 'text' | 'game'>>(card: C): C {
  if (!card.keywords?.length) {
    const found = parseKeywords(card.text ?? '', card.game);
    return found.length ? { ...card, keywords: found } : card.keywords ? card : { ...card, keywords: [] };
  }
  const keywords = card.keywords.map(withParams);
  return keywords.every((k, i) => k === card.keywords[i]) ? card : { ...card, keywords };
}
