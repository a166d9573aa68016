/**
 * What a card itself says about deck building. The card database parses these
 * keywords from the card text on import (engine/cards/keywords), so the rules
 * here read `card.keywords` instead of the text. A card reaches them from a card file, the
 * library (repaired on read, renderer/db/storedCard.ts) or a saved game; should one still come
 * without its keywords or text, it is read as having none rather than throwing, which would
 * take the whole deck check down with it.
 */
import type { Card } from '../cards/model';
import { hasKeyword } from '../cards/keywords';

/** The card's keywords and text, none where a card came without them. */
const keywordsOf = (card: Card) => card.keywords ?? [];
const textOf = (card: Card) => card.text ?? '';

export function isG(card: Card): boolean {
  return card.game === 'gundam-war' && card.type === 'g';
}

/** A special G is a G that has text (basic G have none). */
export function isSpecialG(card: Card): boolean {
  return isG(card) && textOf(card).trim() !== '';
}

/** Gundam War, Advanced Rulebook ch. 21: Restrict to 1/Deck. */
export function hasRestrictToOneDeck(card: Card): boolean {
  return hasKeyword(keywordsOf(card), 'restrict-1-deck');
}

/** M.S. War 2.1, Building Your Deck (C): a card printed "Limit one per deck". */
export function isLimitOnePerDeck(card: Card): boolean {
  return hasKeyword(keywordsOf(card), 'limit-1-deck');
}

// The Advanced Rulebook's own wording (ch. 20 glossary). The card database's
// `any-number-per-deck` keyword recognises the "deck may contain any number of"
// printing but not this one, so this sentence is still matched here.
const THREE_OR_MORE =
  /there\s+can\s+be\s+(?:3|three)\s+or\s+more\s+(?:copies\s+)?of\s+this\s+card\s+in\s+(?:a|your|the)\s+deck/i;

// The Japanese printing: 「このカードはデッキに3枚以上入れられる」 (also 4枚以上).
const N_OR_MORE_JA = /デッキに\s*\d+\s*枚以上入れられる/;

/** A card that allows three or more copies is exempt from the copy limit (Advanced Rulebook ch. 20). */
export function allowsThreeOrMore(card: Card): boolean {
  return (
    hasKeyword(keywordsOf(card), 'any-number-per-deck') ||
    THREE_OR_MORE.test(textOf(card)) ||
    N_OR_MORE_JA.test(textOf(card).normalize('NFKC'))
  );
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
// "up to 2 copies of this card in a deck", "a deck may contain up to 50 of this card",
// "only 1 card with this name in a deck"; 「デッキに1枚までしか入れられない」, 「デッキに50枚まで入れられる」.
const UP_TO_EN =
  /\b(?:up\s+to|no\s+more\s+than|at\s+most|only)\s+(\d+|one|two|three|four|five|six)\s+(?:copies\s+of\s+this\s+card|of\s+this\s+card|cards?\s+(?:with|of)\s+this\s+name|copies)\s+(?:in|per)\s+(?:a|your|the|each)\s+deck/i;
const UP_TO_JA = /デッキに\s*(\d+)\s*枚(?:まで|しか)(?:しか)?入れられ/;

/**
 * The copy limit a card prints for itself ("up to N in a deck"), if any: M.S. War's
 * "Limit one per deck" (Building Your Deck C) is 1. Cards that allow any number are read by
 * allowsThreeOrMore instead.
 */
export function printedCopyLimit(card: Card): number | undefined {
  if (isLimitOnePerDeck(card)) return 1;
  const en = UP_TO_EN.exec(textOf(card));
  if (en) return NUMBER_WORDS[en[1].toLowerCase()] ?? Number(en[1]);
  const ja = UP_TO_JA.exec(textOf(card).normalize('NFKC'));
  return ja ? Number(ja[1]) : undefined;
}

/**
 * Whether a card has a special effect (keyword) by id, label or written name, e.g. `弩級`:
 * the card database's parsed keywords first, then the text, where the name must stand as a
 * keyword (its own item, bracketed or with a parameter), not inside a longer word.
 */
export function hasSpecialEffect(card: Card, name: string): boolean {
  const wanted = foldEffect(name);
  if (keywordsOf(card).some((k) => foldEffect(k.id) === wanted || foldEffect(k.label) === wanted)) return true;
  const escaped = name
    .normalize('NFKC')
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const standing = new RegExp(
    `(?:^|[\\s【『「〔［\\[、,，。.:：])${escaped}(?:\\s*[(（]\\s*[\\d+-]+\\s*[)）])?(?=$|[\\s】』」〕］\\]、,，。.:：])`,
    'iu',
  );
  return standing.test(textOf(card).normalize('NFKC'));
}

const foldEffect = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s*\(.*\)$/, '')
    .replace(/[\s_-]+/g, '');
