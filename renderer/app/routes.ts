/** The three places users work in. Order defines Ctrl/Alt+1..3. */
export const PLACES = [
  { id: 'cards', label: 'Cards', hint: 'Browse and import your card library' },
  { id: 'decks', label: 'Decks', hint: 'Build decks and check them for tournaments' },
  { id: 'play', label: 'Play', hint: 'Goldfish and hotseat playtesting' },
] as const;

export type PlaceId = (typeof PLACES)[number]['id'];

export function placeFromHash(hash: string): PlaceId {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return PLACES.some((p) => p.id === id) ? (id as PlaceId) : 'cards';
}
