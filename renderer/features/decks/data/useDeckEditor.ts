/**
 * The open deck with undo/redo. Every change is written to `db.decks` as it happens
 * (no Save button); automatic snapshots go to `db.deckVersions` at the first change of
 * a session and then every AUTO_SNAPSHOT_EVERY changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { db } from '../../../db/db';
import type { Deck } from '../../../../engine/decks/model';
import { saveDeck, snapshot } from './decks';

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

export function useDeckEditor(id: string): DeckEditor {
  const [state, setState] = useState<{ deck?: Deck; past: Deck[]; future: Deck[]; missing: boolean }>({ past: [], future: [], missing: false });
  const edits = useRef(0);

  useEffect(() => {
    let live = true;
    edits.current = 0;
    void db.decks.get(id).then((deck) => live && setState({ deck, past: [], future: [], missing: !deck }));
    return () => {
      live = false;
    };
  }, [id]);

  const persist = useCallback((deck: Deck, before: Deck | undefined) => {
    if (before && (edits.current === 0 || edits.current % AUTO_SNAPSHOT_EVERY === 0)) void snapshot(before, '', true);
    edits.current += 1;
    void saveDeck(deck);
  }, []);

  const apply = useCallback(
    (change: (deck: Deck) => Deck) =>
      setState((s) => {
        if (!s.deck) return s;
        const next = change(s.deck);
        if (next === s.deck || JSON.stringify(next) === JSON.stringify(s.deck)) return s;
        persist(next, s.deck);
        return { ...s, deck: next, past: [...s.past.slice(-199), s.deck], future: [] };
      }),
    [persist],
  );

  const undo = useCallback(
    () =>
      setState((s) => {
        if (!s.deck || s.past.length === 0) return s;
        const previous = s.past[s.past.length - 1];
        persist(previous, undefined);
        return { ...s, deck: previous, past: s.past.slice(0, -1), future: [s.deck, ...s.future] };
      }),
    [persist],
  );

  const redo = useCallback(
    () =>
      setState((s) => {
        if (!s.deck || s.future.length === 0) return s;
        const [next, ...rest] = s.future;
        persist(next, undefined);
        return { ...s, deck: next, past: [...s.past, s.deck], future: rest };
      }),
    [persist],
  );

  return { deck: state.deck, missing: state.missing, apply, undo, redo, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
