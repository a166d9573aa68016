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
    expect(result.current.deck?.name).toBe('One');
    await waitFor(async () => expect((await db.decks.get(deck.id))?.name).toBe('One'));
    act(() => result.current.redo());
    await waitFor(async () => expect((await db.decks.get(deck.id))?.name).toBe('Two'));
    expect(result.current.canRedo).toBe(false);
  });

  it('keeps edits the database has not confirmed when the page goes away, and takes them back on the next open', async () => {
    const deck = await createDeck('ms-war', 'Saved');
    const first = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(first.result.current.deck?.name).toBe('Saved'));
    act(() => {
      first.result.current.apply((d) => ({ ...d, name: 'Typed as the window closed' }));
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();
    // As if that write never reached the database.
    await db.decks.put({ ...deck, name: 'Saved' });
    const second = renderHook(() => useDeckEditor(deck.id));
    await waitFor(() => expect(second.result.current.deck?.name).toBe('Typed as the window closed'));
    await waitFor(async () => expect((await db.decks.get(deck.id))?.name).toBe('Typed as the window closed'));
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
