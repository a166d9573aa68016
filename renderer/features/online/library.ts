/**
 * An online game, once over, kept in the player's library like a game played at home: a saved
 * game to replay or continue from (Play's start screen reopens it), and a game file to save.
 */
import { db, type SavedGame as SavedGameRecord } from '../../db/db';
import type { SavedGame } from '../../../engine/core/session';
import type { GameChoice } from '../play/session/setup';
import { toGameFile, type GameFile } from '../play/session/gameFile';

/** The game as the app's own hotseat game of the same decks: both seats its to replay. */
export function choiceOf(save: SavedGame): GameChoice {
  const { setup } = save;
  return {
    game: setup.game,
    mode: 'hotseat',
    rules: true,
    decks: setup.seats.map((s, i) => ({ id: `online-${i}`, name: s.name, main: [...s.main] })),
    players: setup.seats.map((s) => s.name),
  };
}

export async function keepInLibrary(id: string, title: string, save: SavedGame): Promise<void> {
  const now = Date.now();
  const record: SavedGameRecord = {
    id,
    game: save.setup.game,
    mode: 'hotseat',
    title,
    createdAt: now,
    updatedAt: now,
    finished: true,
    save: { engine: save, choice: choiceOf(save) },
  };
  await db.games.put(record);
}

export const gameFileOf = (title: string, save: SavedGame): GameFile => toGameFile(title, choiceOf(save), save);
