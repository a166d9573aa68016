/** The object URL of a card's stored image, or undefined while none is stored. */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { cardImages, type CardImageStore } from './cardImages';

const NONE = () => () => undefined;

/**
 * `hasImage` comes from the card record: faces of cards without an image never reach the
 * database at all, so a table of drawn faces costs no queries.
 */
export function useCardImage(
  key: string | undefined,
  hasImage: boolean | undefined,
  store: CardImageStore = cardImages,
): string | undefined {
  const wanted = key && hasImage ? key : undefined;
  useEffect(() => {
    if (!wanted) return;
    store.acquire(wanted);
    return () => store.release(wanted);
  }, [wanted, store]);
  const read = useCallback(() => (wanted ? store.url(wanted) : undefined), [wanted, store]);
  return useSyncExternalStore(wanted ? store.subscribe : NONE, read);
}
