/** A deck as stored and exchanged: card numbers and counts, per section. */
import type { GameId } from '../cards/model';
import type { DeckEntry } from '../core/setup';

/** A line of a deck: the core's, which builds tables from decks (the core stands below decks). */
export type { DeckEntry };

/** How many cards a deck part holds (each entry counts its copies). */
export const cardCount = (entries: readonly DeckEntry[]): number => entries.reduce((sum, e) => sum + e.count, 0);

export interface Deck {
  id: string;
  name: string;
  game: GameId;
  /** Format id: `ms-war-2.1`, `gundam-war`, or a custom format's id. */
  format: string;
  main: DeckEntry[];
  side: DeckEntry[];
  notes?: string;
  createdAt: number;
  updatedAt: number;
}
