/**
 * The open deck with undo/redo. Every change is written to `db.decks` as it is made, in its own
 * transaction (no Save button, no pause before a write), and shown once the database has
 * confirmed it: what the editor shows is what a crash would keep. Automatic snapshots go to
 * `db.deckVersions` at the first change of a session and then every AUTO_SNAPSHOT_EVERY changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../../db/db';
import type { Deck } from '../../../../engine/decks/model';
import { saveDeck, snapshot } from './decks';
import { takeUnsaved } from './journal';

const AUTO_SNAPSHOT_EVERY = 20;

export interface DeckEditor {
  deck: Deck | undefined;
  missing: boolean;
  /**
   * Makes and writes one change. Changes with the same `typing` key in a row (the keys of one
   * visit to the name field) are one undo step, though each is written as it is typed.
   */
  apply: (change: (deck: Deck) => Deck, typing?: string) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

type EditorState = { deck?: Deck; past: Deck[]; future: Deck[]; missing: boolean };

export function useDeckEditor(id: string): DeckEditor {
  const [state, setState] = useState<EditorState>({ past: [], future: [], missing: false });
  // The latest state, read and written by the edits themselves: each edit is written to the
  // database the moment it is made, not later in a state updater, which React may run after
  // the page is gone or never (the editor unmounting at that moment). What is drawn (`state`)
  // follows once each write is confirmed; writes to one table finish in the order they began.
  const current = useRef(state);
  const edits = useRef(0);
  const typingKey = useRef<string | undefined>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    edits.current = 0;
    void db.decks.get(id).then(async (stored) => {
      // A deck an older Sortie kept in localStorage when the page went away is taken back once.
      const kept = takeUnsaved(id, stored);
      if (kept) await saveDeck(kept);
      const deck = kept ?? stored;
      const next = { deck, past: [], future: [], missing: !deck };
      current.current = next;
      if (live.current) setState(next);
    });
    return () => {
      live.current = false;
    };
  }, [id]);

  const persist = useCallback((next: EditorState, before: Deck | undefined) => {
    current.current = next;
    const deck = next.deck!;
    if (before && (edits.current === 0 || edits.current % AUTO_SNAPSHOT_EVERY === 0)) void snapshot(before, '', true);
    edits.current += 1;
    const show = () => {
      if (live.current) setState(next);
    };
    saveDeck(deck).then(show, (error: unknown) => {
      // Shown all the same (the editor must not freeze); the console says the write failed.
      console.error('The deck could not be saved:', error);
      show();
    });
  }, []);

  const apply = useCallback(
    (change: (deck: Deck) => Deck, typing?: string) => {
      const s = current.current;
      if (!s.deck) return;
      const next = change(s.deck);
      if (next === s.deck || JSON.stringify(next) === JSON.stringify(s.deck)) return;
      // Typing on in the same field replaces the step it began rather than adding one per key.
      const same = typing !== undefined && typing === typingKey.current;
      typingKey.current = typing;
      const past = same ? s.past : [...s.past.slice(-199), s.deck];
      persist({ ...s, deck: next, past, future: same ? s.future : [] }, s.deck);
    },
    [persist],
  );

  const undo = useCallback(() => {
    const s = current.current;
    if (!s.deck || s.past.length === 0) return;
    typingKey.current = undefined;
    const previous = s.past[s.past.length - 1];
    persist({ ...s, deck: previous, past: s.past.slice(0, -1), future: [s.deck, ...s.future] }, undefined);
  }, [persist]);

  const redo = useCallback(() => {
    const s = current.current;
    if (!s.deck || s.future.length === 0) return;
    typingKey.current = undefined;
    const [next, ...rest] = s.future;
    persist({ ...s, deck: next, past: [...s.past, s.deck], future: rest }, undefined);
  }, [persist]);

  return {
    deck: state.deck,
    missing: state.missing,
    apply,
    undo,
    redo,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
  };
}
