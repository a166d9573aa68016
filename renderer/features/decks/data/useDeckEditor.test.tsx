import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '../../../db/db';
import { createDeck } from './decks';
import { useDeckEditor } from './useDeckEditor';

describe('deck editor: every edit is kept', () => {
  it('writes an edit made just before the editor closes (nothing waits for a render that may never come)', async () => {
    const deck = await createDeck('ms-war', 'Before');
    const { result, unmount } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('Before'));
    act(() => {
      result.current.apply((d) => ({ ...d, name: 'After' }));
      result.current.apply((d) => ({ ...d, notes: 'two edits in one go' }));
      unmount();
    });
    await waitFor(async () =>
      expect(await db.decks.get(deck.id)).toMatchObject({ name: 'After', notes: 'two edits in one go' }),
    );
  });

  it('undo and redo write the deck they show', async () => {
    const deck = await createDeck('ms-war', 'One');
    const { result } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('One'));
    act(() => result.current.apply((d) => ({ ...d, name: 'Two' })));
    act(() => result.current.undo());
    await waitFor(() => expect(result.current.deck?.name).toBe('One'));
    await waitFor(async () => expect((await db.decks.get(deck.id))?.name).toBe('One'));
    act(() => result.current.redo());
    await waitFor(async () => expect((await db.decks.get(deck.id))?.name).toBe('Two'));
    await waitFor(() => expect(result.current.canRedo).toBe(false));
  });

  it('shows an edit once the database has it, and counts the keys of one visit to a field as one undo step', async () => {
    const deck = await createDeck('ms-war', 'N');
    const { result } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('N'));
    act(() => {
      result.current.apply((d) => ({ ...d, name: 'Ne' }), 'visit-1');
      result.current.apply((d) => ({ ...d, name: 'New' }), 'visit-1');
    });
    await waitFor(() => expect(result.current.deck?.name).toBe('New'));
    expect((await db.decks.get(deck.id))?.name).toBe('New');
    act(() => result.current.undo());
    await waitFor(() => expect(result.current.deck?.name).toBe('N'));
    expect(result.current.canUndo).toBe(false);
  });

  it('takes back once a deck an older Sortie kept in localStorage, when newer than the stored one', async () => {
    const deck = await createDeck('ms-war', 'Saved');
    localStorage.setItem(
      'sortie.unsavedDeck',
      JSON.stringify({ ...deck, name: 'Kept', updatedAt: deck.updatedAt + 1000 }),
    );
    const { result } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('Kept'));
    await waitFor(async () => expect((await db.decks.get(deck.id))?.name).toBe('Kept'));
    expect(localStorage.getItem('sortie.unsavedDeck')).toBeNull();
  });

  it('ignores a kept deck older than the stored one (edited again since)', async () => {
    const deck = await createDeck('ms-war', 'Kept');
    localStorage.setItem(
      'sortie.unsavedDeck',
      JSON.stringify({ ...deck, name: 'Old', updatedAt: deck.updatedAt - 1000 }),
    );
    const { result } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('Kept'));
    expect(localStorage.getItem('sortie.unsavedDeck')).toBeNull();
  });
});
