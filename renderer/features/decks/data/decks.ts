/** Deck records in `db.decks` and their version history in `db.deckVersions`. */
import { db, type DeckVersion } from '../../../db/db';
import { i18n } from '../../../i18n';
import type { GameId } from '../../../../engine/cards/model';
import type { Deck, DeckEntry } from '../../../../engine/decks/model';
import { gameFormat } from '../../../../engine/decks/formats';
import { forgetDeck, keepDeck } from '../../../db/safekeeping/snapshot';

export function newDeckId(): string {
  return crypto.randomUUID();
}

export function blankDeck(game: GameId, name: string): Deck {
  const now = Date.now();
  return {
    id: newDeckId(),
    name,
    game,
    format: gameFormat(game).id,
    main: [],
    side: [],
    createdAt: now,
    updatedAt: now,
  };
}

async function addDeck(deck: Deck): Promise<Deck> {
  await Promise.all([db.decks.add(deck), keepDeck(deck)]);
  return deck;
}

export async function createDeck(game: GameId, name: string): Promise<Deck> {
  return addDeck(blankDeck(game, name));
}

/** A demo deck copied as one of the player's decks, to edit, export or simulate like any other. */
export async function copyDemoDeck(game: GameId, name: string, main: readonly DeckEntry[]): Promise<Deck> {
  return addDeck({ ...blankDeck(game, name), main: main.map((e) => ({ ...e })) });
}

/**
 * Writes the deck as it is now, in its own transaction, and into the local snapshot
 * (db/safekeeping): each editor change calls this at once and is shown when both are written;
 * it rejects when either could not be. `updatedAt` only grows (two saves in one millisecond
 * still tell which is newer), since a restore from the snapshot keeps the newer of two copies.
 */
export async function saveDeck(deck: Deck): Promise<Deck> {
  const saved = { ...deck, updatedAt: Math.max(Date.now(), deck.updatedAt + 1) };
  await Promise.all([db.decks.put(saved), keepDeck(saved)]);
  return saved;
}

export async function duplicateDeck(deck: Deck): Promise<Deck> {
  const now = Date.now();
  const copy: Deck = {
    ...deck,
    id: newDeckId(),
    name: i18n.t('decks:list.copyName', { name: deck.name }),
    main: deck.main.map((e) => ({ ...e })),
    side: deck.side.map((e) => ({ ...e })),
    createdAt: now,
    updatedAt: now,
  };
  await Promise.all([db.decks.add(copy), keepDeck(copy)]);
  return copy;
}

/** Deletes a deck and returns what is needed to bring it back (undo). */
export async function deleteDeck(id: string): Promise<{ deck: Deck; versions: DeckVersion[] } | undefined> {
  return db
    .transaction('rw', db.decks, db.deckVersions, async () => {
      const deck = await db.decks.get(id);
      if (!deck) return undefined;
      const versions = await db.deckVersions.where('deckId').equals(id).toArray();
      await db.deckVersions.where('deckId').equals(id).delete();
      await db.decks.delete(id);
      return { deck, versions };
    })
    .then(async (deleted) => {
      await forgetDeck(id);
      return deleted;
    });
}

export async function restoreDeleted(saved: { deck: Deck; versions: DeckVersion[] }): Promise<void> {
  await db.transaction('rw', db.decks, db.deckVersions, async () => {
    await db.decks.put(saved.deck);
    await db.deckVersions.bulkPut(saved.versions);
  });
  await keepDeck(saved.deck);
}

export async function snapshot(deck: Deck, label: string, auto: boolean): Promise<void> {
  await db.deckVersions.add({ deckId: deck.id, label, auto, createdAt: Date.now(), deck: structuredClone(deck) });
}

export const entryCount = (entries: readonly DeckEntry[]) => entries.reduce((sum, e) => sum + e.count, 0);
