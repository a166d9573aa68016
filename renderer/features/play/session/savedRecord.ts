/**
 * Autosave: the open game as the `db.games` record the worker's reply lets the table write
 * after every change (a test table from the script editor keeps nothing).
 */
import { db, type SavedGame as SavedGameRecord } from '../../../db/db';
import type { SavedGame } from '../../../../engine/core/session';
import type { Card } from '../../../../engine/cards/model';
import type { GameChoice } from './setup';
import { gameTitle } from './title';

/** The open game on this side of the worker: what it was started from, and its record's id. */
export interface OpenGame {
  gameId: string;
  savedId: string;
  choice: GameChoice;
  cards: Card[];
  createdAt: number;
}

export async function autosave(o: OpenGame, saved: SavedGame, finished: boolean): Promise<void> {
  const record: SavedGameRecord = {
    id: o.savedId,
    game: o.choice.game,
    mode: o.choice.mode,
    title: gameTitle(o.choice),
    createdAt: o.createdAt,
    updatedAt: Date.now(),
    finished,
    save: { engine: saved, choice: o.choice },
  };
  await db.games.put(record);
}
