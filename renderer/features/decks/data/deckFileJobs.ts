/**
 * Reading deck files, run in the deck-file worker (deckFileWorker.ts) so a large or hostile
 * file never blocks the window. The worker reads the card library itself (the snapshot, by
 * revision) and keeps the catalogs until the library changes, so a batch of files costs the
 * screen one message each way.
 */
import { GAME_IDS, type GameId } from '../../../../engine/cards/model';
import { createCatalog, type CardCatalog } from '../../../../engine/decks/catalog';
import { BUILT_IN_FORMATS, type Format } from '../../../../engine/decks/formats';
import { readDeckFile, type ReadDeck } from '../../../../engine/decks/read';
import { libraryRevision, readLibrary } from '../../../db/cardSnapshot';
import type { SortieDb } from '../../../db/db';

export interface DeckFileText {
  name: string;
  text: string;
}

export interface DeckFileRead {
  source: string;
  read: ReadDeck;
}

let cached: { revision: number; catalogs: Record<GameId, CardCatalog> } | undefined;

async function catalogs(database?: SortieDb): Promise<CardCatalog[]> {
  if (cached === undefined || cached.revision !== (await libraryRevision(database))) {
    const library = await readLibrary(database);
    const byGame = Object.fromEntries(GAME_IDS.map((game) => [game, createCatalog(game, library.cards)]));
    cached = { revision: library.revision, catalogs: byGame as Record<GameId, CardCatalog> };
  }
  return Object.values(cached.catalogs);
}

export const deckFileJobs = {
  /** Each file read against the library and every format (built in and the user's own), in order. */
  async read(files: DeckFileText[], custom: readonly Format[], database?: SortieDb): Promise<DeckFileRead[]> {
    const known = await catalogs(database);
    const formats = [...BUILT_IN_FORMATS, ...custom];
    return files.map((file) => ({ source: file.name, read: readDeckFile(file.text, { catalogs: known, formats }) }));
  },
};

export type DeckFileJobs = typeof deckFileJobs;
