/**
 * A player's deck as the room takes it: the card file read by the same importer as a user's
 * file (size caps, linear parsing, every problem named by item), the deck checked against the
 * room's format, and its printed cards set beside the other player's. A card number both decks
 * use must be the same printed card in both, since one game has one catalog.
 */
import { cardKey, type Card, type GameId } from '../engine/cards/model';
import { loadCardFile } from '../engine/cards/import/load';
import { createCatalog } from '../engine/decks/catalog';
import type { Format } from '../engine/decks/formats';
import { validateDeck } from '../engine/decks/validate';
import type { DeckEntry } from '../engine/decks/model';
import type { Message } from '../engine/i18n/message';
import { cli, joined, verbatim } from '../engine/cli/told';
import { inEnglish } from '../engine/i18n/translate';
import type { DeckMessage } from './protocol';

export interface ReadDeck {
  name: string;
  main: DeckEntry[];
  cards: Card[];
}

export type DeckRead = { ok: true; deck: ReadDeck } | { ok: false; text: string; problems: Message[] };

function refused(problems: Message[]): DeckRead {
  return { ok: false, text: problems.map(inEnglish).join(' '), problems };
}

/** The printed cards the deck's lines name, from its own card file, checked against `format`. */
export function readDeck(msg: DeckMessage, game: GameId, format: Format): DeckRead {
  const file = loadCardFile(msg.cards, `${msg.name}.json`, { game });
  if (!file.ok) {
    const problems: Message[] = file.errorSaid ? [file.errorSaid] : [];
    for (const issue of file.issues.slice(0, 10))
      problems.push(cli('cards.issue', { where: issue.at, reason: joined(issue.said) }));
    return refused(problems.length ? problems : [verbatim(file.error ?? 'The card file holds no cards.')]);
  }
  const catalog = createCatalog(game, file.cards);
  const violations = validateDeck({ game, main: msg.main, side: [] }, format, catalog);
  if (violations.length) return refused(violations.slice(0, 10).map((v) => v.detail));
  // Only the cards the deck uses travel on: the rest of the file is not the room's business.
  const used = new Set(msg.main.map((l) => catalog.byNumber(l.number)!).map(cardKey));
  const cards = file.cards.filter((c) => used.has(cardKey(c)));
  return { ok: true, deck: { name: msg.name, main: msg.main, cards } };
}

/**
 * Both decks' printed cards as one list; the first card number that names two different
 * printed cards, when there is one (then the game cannot start as it stands).
 */
export function mergeCards(decks: readonly ReadDeck[]): { cards: Card[] } | { clash: string } {
  const byKey = new Map<string, { card: Card; json: string }>();
  for (const deck of decks)
    for (const card of deck.cards) {
      const key = cardKey(card);
      const json = JSON.stringify(card);
      const had = byKey.get(key);
      if (had && had.json !== json) return { clash: card.number };
      if (!had) byKey.set(key, { card, json });
    }
  return { cards: [...byKey.values()].map((v) => v.card) };
}
