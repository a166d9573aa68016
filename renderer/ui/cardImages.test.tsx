import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { db } from '../db/db';
import { CardImageStore } from './cardImages';
import { useCardImage } from './useCardImage';

let made: string[];
let revoked: string[];

beforeEach(async () => {
  made = [];
  revoked = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${++n}`;
    made.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
  await db.images.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Face({ id, hasImage = true, store }: { id: string; hasImage?: boolean; store: CardImageStore }) {
  const url = useCardImage(id, hasImage, store);
  return <span data-testid={id}>{url ?? 'drawn'}</span>;
}

const image = (key: string, updatedAt = 1) => ({ key, blob: new Blob([key], { type: 'image/png' }), updatedAt });

describe('card images: one live query for every face on screen', () => {
  it('150 faces mounting together open one query; faces of one card share one URL', async () => {
    await db.images.bulkPut([image('ms-war:A-1'), image('ms-war:A-2')]);
    const store = new CardImageStore();
    const keys = Array.from({ length: 150 }, (_, i) => `ms-war:A-${(i % 3) + 1}`);
    const view = render(
      <>
        {keys.map((k, i) => (
          <Face key={i} id={k} store={store} />
        ))}
      </>,
    );
    await waitFor(() =>
      expect(view.getAllByText('blob:test/1').length + view.getAllByText('blob:test/2').length).toBe(100),
    );
    expect(store.queries).toBe(1);
    expect(made).toHaveLength(2);
    // A-3 has no stored image: its faces stay drawn.
    expect(view.getAllByText('drawn')).toHaveLength(50);
  });

  it('faces of cards without an image never ask the database', async () => {
    const store = new CardImageStore();
    render(<Face id="ms-war:A-1" hasImage={false} store={store} />);
    await act(async () => undefined);
    expect(store.queries).toBe(0);
  });

  it('revokes a URL when the last face showing the card goes, and not before', async () => {
    await db.images.put(image('ms-war:A-1'));
    const store = new CardImageStore();
    const view = render(
      <>
        <Face id="ms-war:A-1" store={store} />
        <Face id="ms-war:A-1" store={store} />
      </>,
    );
    await waitFor(() => expect(made).toHaveLength(1));
    view.rerender(<Face id="ms-war:A-1" store={store} />);
    await act(async () => undefined);
    expect(revoked).toEqual([]);
    view.rerender(<></>);
    await waitFor(() => expect(revoked).toEqual(['blob:test/1']));
    expect(store.url('ms-war:A-1')).toBeUndefined();
  });

  it('a replaced image gets a new URL and the old one is revoked', async () => {
    await db.images.put(image('ms-war:A-1', 1));
    const store = new CardImageStore();
    const view = render(<Face id="ms-war:A-1" store={store} />);
    await waitFor(() => expect(view.getByTestId('ms-war:A-1').textContent).toBe('blob:test/1'));
    await db.images.put(image('ms-war:A-1', 2));
    await waitFor(() => expect(view.getByTestId('ms-war:A-1').textContent).toBe('blob:test/2'));
    expect(revoked).toEqual(['blob:test/1']);
    await db.images.delete('ms-war:A-1');
    await waitFor(() => expect(view.getByTestId('ms-war:A-1').textContent).toBe('drawn'));
    expect(revoked).toEqual(['blob:test/1', 'blob:test/2']);
  });
});
