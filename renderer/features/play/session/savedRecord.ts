/**
 * Autosave: the open game as the `db.games` record the worker's reply lets the table write
 * after every change (a test table from the script editor keeps nothing).
 */
import { db, type SavedGame as SavedGameRecord } from '../../../db/db';
import type { SavedGame } from '../../../../engine/core/session';
import type { Card } from '../../../../engine/cards/model';
import type { GameChoice } from './setup';

/** The open game on this side of the worker: what it was started from, and its record's id. */
export interface OpenGame {
  gameId: string;
  savedId: string;
  choice: GameChoice;
  cards: Card[];
  createdAt: number;
  /**
   * The game's name, worked out once in the language it was started in and kept so in both
   * languages (issue 47): a game started in Japanese keeps its Japanese name in English and back.
   */
  title: string;
}

export async function autosave(o: OpenGame, saved: SavedGame, finished: boolean): Promise<void> {
  const record: SavedGameRecord = {
    id: o.savedId,
    game: o.choice.game,
    mode: o.choice.mode,
    title: o.title,
    createdAt: o.createdAt,
    updatedAt: Date.now(),
    finished,
    save: { engine: saved, choice: o.choice },
  };
  await db.games.put(record);
}
