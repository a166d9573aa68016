/**
 * The open deck with undo/redo. Every change is written to `db.decks` as it is made, in its own
 * transaction (no Save button, no pause before a write), and into the local snapshot, and shown
 * once both have confirmed it: what the editor shows is what a crash would keep. A change that
 * could not be written is not shown (the editor goes back to the deck as kept and says so:
 * `unsaved`). Automatic snapshots go to
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
  /** The last change could not be written (the deck shown is the one kept before it). */
  unsaved: boolean;
}

type EditorState = { deck?: Deck; past: Deck[]; future: Deck[]; missing: boolean; unsaved?: boolean };

export function useDeckEditor(id: string): DeckEditor {
  const [state, setState] = useState<EditorState>({ past: [], future: [], missing: false });
  // The latest state, read and written by the edits themselves: each edit is written to the
  // database the moment it is made, not later in a state updater, which React may run after
  // the page is gone or never (the editor unmounting at that moment). What is drawn (`state`)
  // follows once each write is confirmed.
  const current = useRef(state);
  // The state last confirmed written: what is drawn, and what a failed write goes back to.
  const kept = useRef(state);
  // The deck's writes, one after another: each begins once the one before has finished, so a
  // write never overtakes an earlier one and what is confirmed is always the newest edit so far.
  const writes = useRef<Promise<void>>(Promise.resolve());
  const made = useRef(0);
  const keptAt = useRef(0);
  const edits = useRef(0);
  const typingKey = useRef<string | undefined>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    edits.current = 0;
    void db.decks.get(id).then(async (stored) => {
      // A deck an older Sortie kept in localStorage when the page went away is taken back once.
      const taken = takeUnsaved(id, stored);
      const deck = taken ? await saveDeck(taken) : stored;
      const next = { deck, past: [], future: [], missing: !deck };
      current.current = next;
      kept.current = next;
      keptAt.current = deck?.updatedAt ?? 0;
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
    const edit = ++made.current;
    writes.current = writes.current.then(async () => {
      try {
        const saved = await saveDeck({ ...deck, updatedAt: Math.max(deck.updatedAt, keptAt.current) });
        keptAt.current = saved.updatedAt;
        kept.current = { ...next, unsaved: false };
      } catch (error) {
        console.error('The deck could not be saved:', error);
        // The newest edit failed: the next one starts again from the deck as kept. (An edit
        // made since carries this one's change and is written in its turn.)
        if (edit === made.current) current.current = kept.current;
        kept.current = { ...kept.current, unsaved: true };
      }
      if (live.current) setState(kept.current);
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
    unsaved: state.unsaved === true,
  };
}
