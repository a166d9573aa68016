/**
 * Edits the database has not confirmed when the page goes away. An IndexedDB write started as
 * a window closes or reloads may never finish; localStorage is written at once, so the editor
 * keeps the deck it shows there at that moment and the next open of that deck takes it back.
 */
import type { Deck } from '../../../../engine/decks/model';

const KEY = 'sortie.unsavedDeck';

/** Keeps `deck` (as shown, unconfirmed by the database) for the next open. */
export function keepUnsaved(deck: Deck): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...deck, updatedAt: Date.now() }));
  } catch {
    // Storage full or unavailable: the database write may still finish; nothing more to do.
  }
}

/**
 * The kept deck for `id` when it is newer than the stored one (then it is what the player last
 * saw), else null; either way the journal is emptied for that deck.
 */
export function takeUnsaved(id: string, stored: Deck | undefined): Deck | null {
  let kept: Deck | null = null;
  try {
    const raw = localStorage.getItem(KEY);
    kept = raw ? (JSON.parse(raw) as Deck) : null;
  } catch {
    kept = null;
  }
  if (!kept || kept.id !== id) return null;
  localStorage.removeItem(KEY);
  return !stored || kept.updatedAt > stored.updatedAt ? kept : null;
}
