/**
 * The library snapshot (see `CardSnapshot` in db.ts): the whole card library as
 * one JSON text, used at start when it was taken at the current revision.
 */
import type { Card } from '../../engine/cards/model';
import { db as defaultDb, type SortieDb } from './db';
import { readStoredCards, type SkippedCard } from './storedCard';

const REVISION = 'revision';
const CARDS = 'cards';

/** Marks the library changed; call inside the transaction that writes `cards`. */
export async function bumpLibraryRevision(database: SortieDb): Promise<void> {
  const current = (await database.cardSnapshots.get(REVISION))?.revision ?? 0;
  await database.cardSnapshots.put({ id: REVISION, revision: current + 1 });
}

/** The library revision now (0 before the first write). */
export async function libraryRevision(database: SortieDb = defaultDb): Promise<number> {
  return (await database.cardSnapshots.get(REVISION))?.revision ?? 0;
}

export interface LibraryRead {
  cards: Card[];
  revision: number;
  /** True when the cards came from a current snapshot, false when read card by card. */
  fromSnapshot: boolean;
  /** Records that could not be made cards (see storedCard.ts), left out and named. */
  skipped: SkippedCard[];
}

/** Every stored card (repaired where it lacks what the importer derives) with the revision it was read at: from the snapshot when it is current. */
export async function readLibrary(database: SortieDb = defaultDb): Promise<LibraryRead> {
  const quick = await database.transaction('r', [database.cardSnapshots], async () => {
    const [revision, snapshot] = await database.cardSnapshots.bulkGet([REVISION, CARDS]);
    return { revision: revision?.revision ?? 0, snapshot };
  });
  const snapshot = quick.snapshot;
  if (snapshot?.json !== undefined && snapshot.skipped !== undefined && snapshot.revision === quick.revision) {
    const read = readStoredCards(JSON.parse(snapshot.json) as unknown[]);
    return {
      cards: read.cards,
      skipped: [...snapshot.skipped, ...read.skipped],
      revision: quick.revision,
      fromSnapshot: true,
    };
  }
  return database.transaction('r', [database.cards, database.cardSnapshots], async () => {
    const read = readStoredCards(await database.cards.toArray());
    return { ...read, revision: await libraryRevision(database), fromSnapshot: false };
  });
}

/** Stores a read of the library (its cards and the records it left out) as the snapshot of its revision, unless the library has moved on since. */
export async function saveLibrarySnapshot(
  read: { cards: readonly Card[]; revision: number; skipped: readonly SkippedCard[] },
  database: SortieDb = defaultDb,
): Promise<boolean> {
  const { revision } = read;
  const json = JSON.stringify(read.cards);
  return database.transaction('rw', [database.cardSnapshots], async () => {
    if ((await libraryRevision(database)) !== revision) return false;
    await database.cardSnapshots.put({ id: CARDS, revision, json, skipped: [...read.skipped] });
    return true;
  });
}
