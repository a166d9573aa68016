/** What a card's own type and text say about deck building (Gundam War). */
import type { Card } from '../cards/model';

export function isG(card: Card): boolean {
  return card.game === 'gundam-war' && card.type === 'g';
}

/** A special G is a G that has text (basic G have none). */
export function isSpecialG(card: Card): boolean {
  return isG(card) && card.text.trim() !== '';
}

/** Restrict to 1/Deck, from the parsed keywords or, failing that, the text itself. */
export function hasRestrictToOneDeck(card: Card): boolean {
  if (card.keywords.some((k) => k.id === 'restrict-1-deck' || k.id === 'restrict-to-1-deck')) return true;
  return /restrict(?:ed)?\s+to\s+1\s*\/\s*deck/i.test(card.text);
}

/** Text allowing three or more copies exempts the card from the copy limit (Advanced Rulebook ch. 20). */
export function allowsThreeOrMore(card: Card): boolean {
  return /there\s+can\s+be\s+(?:3|three)\s+or\s+more\s+(?:copies\s+)?of\s+this\s+card\s+in\s+(?:a|your|the)\s+deck/i.test(card.text);
}
