/**
 * What a card itself says about deck building. The card database parses these
 * keywords from the card text on import (engine/cards/keywords), so the rules
 * here read `card.keywords` instead of the text.
 */
import type { Card } from '../cards/model';
import { hasKeyword } from '../cards/keywords';

export function isG(card: Card): boolean {
  return card.game === 'gundam-war' && card.type === 'g';
}

/** A special G is a G that has text (basic G have none). */
export function isSpecialG(card: Card): boolean {
  return isG(card) && card.text.trim() !== '';
}

/** Gundam War, Advanced Rulebook ch. 21: Restrict to 1/Deck. */
export function hasRestrictToOneDeck(card: Card): boolean {
  return hasKeyword(card.keywords, 'restrict-1-deck');
}

/** M.S. War 2.1, Building Your Deck (C): a card printed "Limit one per deck". */
export function isLimitOnePerDeck(card: Card): boolean {
  return hasKeyword(card.keywords, 'limit-1-deck');
}

// The Advanced Rulebook's own wording (ch. 20 glossary). The card database's
// `any-number-per-deck` keyword recognises the "deck may contain any number of"
// printing but not this one, so this sentence is still matched here.
const THREE_OR_MORE = /there\s+can\s+be\s+(?:3|three)\s+or\s+more\s+(?:copies\s+)?of\s+this\s+card\s+in\s+(?:a|your|the)\s+deck/i;

/** A card that allows three or more copies is exempt from the copy limit (Advanced Rulebook ch. 20). */
export function allowsThreeOrMore(card: Card): boolean {
  return hasKeyword(card.keywords, 'any-number-per-deck') || THREE_OR_MORE.test(card.text);
}
