/** A deck as stored and exchanged: card numbers and counts, per section. */
import type { GameId } from '../cards/model';

export interface DeckEntry {
  /** Card number within the deck's game, e.g. `MS-050`. */
  number: string;
  count: number;
}

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
