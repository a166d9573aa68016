/**
 * A game's cards are the library's as it was when the game began: an image attached since
 * (on the Cards screen, mid-game) would never show on its table. The keys of the images stored
 * now are watched (keys only, no pictures read), and a table card with one is shown with it.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/db';
import type { TableView } from './model';

export function withImages<V extends Pick<TableView, 'catalog'>>(view: V, stored: ReadonlySet<string>): V {
  let catalog: TableView['catalog'] | null = null;
  for (const [key, card] of Object.entries(view.catalog)) {
    if (card.hasImage || !stored.has(key)) continue;
    catalog ??= { ...view.catalog };
    catalog[key] = { ...card, hasImage: true };
  }
  return catalog ? { ...view, catalog } : view;
}

export function useImageFaces<V extends Pick<TableView, 'catalog'>>(view: V | null): V | null {
  const keys = useLiveQuery(() => db.images.toCollection().primaryKeys(), []);
  const stored = useMemo(() => new Set(keys ?? []), [keys]);
  return useMemo(() => (view ? withImages(view, stored) : view), [view, stored]);
}
