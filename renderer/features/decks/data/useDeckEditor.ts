/**
 * The open deck with undo/redo. Every change is written to `db.decks` as it happens
 * (no Save button); automatic snapshots go to `db.deckVersions` at the first change of
 * a session and then every AUTO_SNAPSHOT_EVERY changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../../db/db';
import type { Deck } from '../../../../engine/decks/model';
import { saveDeck, snapshot } from './decks';
import { keepUnsaved, takeUnsaved } from './journal';

const AUTO_SNAPSHOT_EVERY = 20;

export interface DeckEditor {
  deck: Deck | undefined;
  missing: boolean;
  apply: (change: (deck: Deck) => Deck) => void;
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
  // the page is gone (a window closed or reloaded right after typing) or never (the editor
  // unmounting at that moment).
  const current = useRef(state);
  const edits = useRef(0);

  const commit = useCallback((next: EditorState) => {
    current.current = next;
    setState(next);
  }, []);

  // Writes started and not yet confirmed; kept in the journal if the page goes away meanwhile.
  const unconfirmed = useRef(0);

  useEffect(() => {
    let live = true;
    edits.current = 0;
    void db.decks.get(id).then((stored) => {
      if (!live) return;
      const kept = takeUnsaved(id, stored);
      if (kept) void saveDeck(kept);
      const deck = kept ?? stored;
      commit({ deck, past: [], future: [], missing: !deck });
    });
    const keep = () => {
      const deck = current.current.deck;
      if (unconfirmed.current > 0 && deck?.id === id) keepUnsaved(deck);
    };
    // A page going away fires `pagehide` and then `visibilitychange`: listening to both keeps
    // an edit made by another `pagehide` listener (the deck name typed a moment ago), whichever
    // of the two listeners runs first.
    const hidden = () => document.visibilityState === 'hidden' && keep();
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      live = false;
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [id, commit]);

  const persist = useCallback((deck: Deck, before: Deck | undefined) => {
    if (before && (edits.current === 0 || edits.current % AUTO_SNAPSHOT_EVERY === 0)) void snapshot(before, '', true);
    edits.current += 1;
    unconfirmed.current += 1;
    void saveDeck(deck).finally(() => {
      unconfirmed.current -= 1;
    });
  }, []);

  const apply = useCallback(
    (change: (deck: Deck) => Deck) => {
      const s = current.current;
      if (!s.deck) return;
      const next = change(s.deck);
      if (next === s.deck || JSON.stringify(next) === JSON.stringify(s.deck)) return;
      persist(next, s.deck);
      commit({ ...s, deck: next, past: [...s.past.slice(-199), s.deck], future: [] });
    },
    [persist, commit],
  );

  const undo = useCallback(() => {
    const s = current.current;
    if (!s.deck || s.past.length === 0) return;
    const previous = s.past[s.past.length - 1];
    persist(previous, undefined);
    commit({ ...s, deck: previous, past: s.past.slice(0, -1), future: [s.deck, ...s.future] });
  }, [persist, commit]);

  const redo = useCallback(() => {
    const s = current.current;
    if (!s.deck || s.future.length === 0) return;
    const [next, ...rest] = s.future;
    persist(next, undefined);
    commit({ ...s, deck: next, past: [...s.past, s.deck], future: rest });
  }, [persist, commit]);

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
