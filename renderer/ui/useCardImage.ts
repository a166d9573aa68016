/** The object URL of a card's stored image, or undefined while none is stored. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';

// One URL per stored Blob, kept for the session: a face that remounts (scrolling a
// virtual list) reuses it instead of creating a new URL each time.
const urls = new WeakMap<Blob, string>();

function urlFor(blob: Blob): string {
  let url = urls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    urls.set(blob, url);
  }
  return url;
}

export function useCardImage(key: string | undefined, hasImage: boolean | undefined): string | undefined {
  const record = useLiveQuery(() => (key && hasImage ? db.images.get(key) : undefined), [key, hasImage]);
  return record ? urlFor(record.blob) : undefined;
}
