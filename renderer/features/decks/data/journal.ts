/**
 * Decks an older Sortie kept in localStorage when the page went away before the database had
 * confirmed a write. Sortie now writes every edit as it is made and shows it once written, so
 * nothing is kept there any more; a deck left there by an older version is taken back once.
 */
import type { Deck } from '../../../../engine/decks/model';

const KEY = 'sortie.unsavedDeck';

/**
 * The kept deck for `id` when it is newer than the stored one (then it is what the player last
 * saw), else null; either way the kept deck is removed.
 */
export function takeUnsaved(id: string, stored: Deck | undefined): Deck | null {
  let kept: Deck | null = null;
  try {
    const raw = localStorage.getItem(KEY);
    const read = raw ? (JSON.parse(raw) as unknown) : null;
    kept = read && typeof read === 'object' && Object.hasOwn(read, 'id') ? (read as Deck) : null;
  } catch {
    kept = null;
  }
  if (!kept || kept.id !== id) return null;
  localStorage.removeItem(KEY);
  return !stored || kept.updatedAt > stored.updatedAt ? kept : null;
}
