/**
 * A deck as the room takes it: its lines and the printed cards they name as a card file
 * (engine/cards/export.ts), the same file a player would export.
 */
import { cardFileJson } from '../../../engine/cards/export';
import type { Card } from '../../../engine/cards/model';
import type { DeckEntry } from '../../../engine/decks/model';
import type { DeckMessage } from '../../../server/protocol';

export function deckMessage(name: string, main: readonly DeckEntry[], library: readonly Card[]): DeckMessage {
  const numbers = new Set(main.map((l) => l.number));
  return { name, main: [...main], cards: cardFileJson(library.filter((c) => numbers.has(c.number))) };
}
