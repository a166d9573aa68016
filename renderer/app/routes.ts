/** The three places users work in. Order defines Ctrl/Alt+1..3; names are `common:places.<id>`. */
export const PLACES = [{ id: 'cards' }, { id: 'decks' }, { id: 'play' }] as const;

export type PlaceId = (typeof PLACES)[number]['id'];

export function placeFromHash(hash: string): PlaceId {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return PLACES.some((p) => p.id === id) ? (id as PlaceId) : 'cards';
}

/** Goes to a place from anywhere (the app follows the hash). */
export function navigate(place: PlaceId): void {
  window.location.hash = `#/${place}`;
}
