import { describe, expect, it, vi } from 'vitest';
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

  it('does not show an edit the database refused, and the next edit starts from the deck as kept', async () => {
    const deck = await createDeck('ms-war', 'Kept');
    const { result } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('Kept'));
    const put = vi.spyOn(db.decks, 'put').mockRejectedValueOnce(new Error('disk gone'));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => result.current.apply((d) => ({ ...d, name: 'Lost' })));
    await waitFor(() => expect(result.current.unsaved).toBe(true));
    expect(result.current.deck?.name).toBe('Kept');
    expect((await db.decks.get(deck.id))?.name).toBe('Kept');
    act(() => result.current.apply((d) => ({ ...d, notes: 'after the refusal' })));
    await waitFor(() => expect(result.current.unsaved).toBe(false));
    expect(result.current.deck).toMatchObject({ name: 'Kept', notes: 'after the refusal' });
    expect(await db.decks.get(deck.id)).toMatchObject({ name: 'Kept', notes: 'after the refusal' });
    put.mockRestore();
    quiet.mockRestore();
  });

  it('writes quick edits one after another, each newer than the one before', async () => {
    const deck = await createDeck('ms-war', 'A');
    const { result } = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(result.current.deck?.name).toBe('A'));
    const stamps: number[] = [];
    const put = db.decks.put.bind(db.decks);
    const spy = vi.spyOn(db.decks, 'put').mockImplementation((d) => {
      stamps.push((d as { updatedAt: number }).updatedAt);
      return put(d);
    });
    act(() => {
      for (const name of ['AB', 'ABC', 'ABCD', 'ABCDE']) result.current.apply((d) => ({ ...d, name }));
    });
    await waitFor(() => expect(result.current.deck?.name).toBe('ABCDE'));
    expect((await db.decks.get(deck.id))?.name).toBe('ABCDE');
    expect(stamps).toHaveLength(4);
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]).toBeGreaterThan(stamps[i - 1]);
    spy.mockRestore();
  });
});
