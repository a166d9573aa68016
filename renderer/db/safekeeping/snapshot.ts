/**
 * The rolling local snapshot: the whole library as a backup file (backup/backup.ts) in the
 * Origin Private File System, taken shortly after a normal start and then every few minutes,
 * and every deck as it is saved (decks change most often and by hand). The recovery screen
 * restores from it when the database is missing or cannot be opened.
 */
import type { Deck } from '../../../engine/decks/model';
import type { SortieDb } from '../db';
import { exportLibrary } from '../backup/backup';
import { keepFile, readFile, readFiles, removeFile, writeFile } from './opfs';

const SNAPSHOT: readonly string[] = ['snapshot'];
const LIBRARY = 'library.zip';
const DECKS: readonly string[] = ['snapshot', 'decks'];

/** How often an open Sortie takes the snapshot again. */
export const SNAPSHOT_EVERY_MS = 5 * 60_000;
/** How long after a start the first snapshot waits (the start's own work goes first). */
export const FIRST_SNAPSHOT_AFTER_MS = 5_000;

const deckFile = (id: string) => `${encodeURIComponent(id)}.json`;

export async function takeSnapshot(database: SortieDb): Promise<boolean> {
  return writeFile(SNAPSHOT, LIBRARY, await exportLibrary(database));
}

export interface Snapshot {
  library?: File;
  /** Decks saved since (or with) the library snapshot, newest form of each. */
  decks: Deck[];
}

export async function readSnapshot(): Promise<Snapshot> {
  const library = await readFile(SNAPSHOT, LIBRARY);
  const decks: Deck[] = [];
  for (const file of await readFiles(DECKS)) {
    try {
      const deck = JSON.parse(await file.text()) as Deck;
      if (deck && typeof deck === 'object' && typeof deck.id === 'string') decks.push(deck);
    } catch {
      // A deck file that cannot be read is passed over; the library snapshot may hold the deck.
    }
  }
  return { library, decks };
}

// Each deck's writes, one after another: two writes of one file in flight may close in either
// order, and the older would then stand.
const writing = new Map<string, Promise<unknown>>();

function inTurn(id: string, write: () => Promise<unknown>): Promise<unknown> {
  const next = (writing.get(id) ?? Promise.resolve()).then(write, write);
  writing.set(id, next);
  const done = () => void (writing.get(id) === next && writing.delete(id));
  next.then(done, done);
  return next;
}

/**
 * Keeps a deck as it was just saved; resolves once the file is in place (after any earlier write
 * of it), and rejects when it could not be written: the editor then does not show the edit as
 * kept, since a database the browser drops later would be restored from an older file.
 */
export async function keepDeck(deck: Deck): Promise<void> {
  await inTurn(deck.id, () => keepFile(DECKS, deckFile(deck.id), JSON.stringify(deck)));
}

export async function forgetDeck(id: string): Promise<void> {
  await inTurn(id, () => removeFile(DECKS, deckFile(id)));
}

/** Takes the snapshot soon after start and then every SNAPSHOT_EVERY_MS; returns the stop. */
export function scheduleSnapshots(database: SortieDb, onError: (error: unknown) => void): () => void {
  const take = () => void takeSnapshot(database).catch(onError);
  const first = setTimeout(take, FIRST_SNAPSHOT_AFTER_MS);
  const every = setInterval(take, SNAPSHOT_EVERY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
