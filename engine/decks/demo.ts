/**
 * The two ready-to-play decks of each game, built from its bundled demo set: the decks the Play
 * screen offers a first-time player, the Decks screen copies, and `npm run simulate -- --demo`
 * plays. Each is a legal 50-card main deck with no mission cards. Gundam War's are the engine's
 * two demo decks (engine/games/gundam-war/demo-lists.ts), so the computer a player first meets
 * plays the decks its strength was measured on (docs/performance.md).
 */
import type { Card, GameId } from '../cards/model';
import { DEMO_DECK_SPECS, demoList } from '../games/gundam-war/demo-lists';
import type { DeckEntry } from './model';

export const DEMO_DECK_SIZE = 50;

const byCost = (a: Card, b: Card) => (a.cost ?? 0) - (b.cost ?? 0) || a.number.localeCompare(b.number);

/**
 * M.S. War: one of each card by rising cost (the second deck starting seven cards further along),
 * up to three of each. Gundam War: 20 G and 30 cards of three or four colours each — a deck of
 * every colour, with two G of each, left the computer without a play for turns.
 */
function demoMain(game: GameId, cards: readonly Card[], deck: 0 | 1): DeckEntry[] {
  if (game === 'gundam-war') return demoList(cards, DEMO_DECK_SPECS[deck]);
  const offset = deck * 7;
  const counts = new Map<string, number>();
  const add = (n: string) => counts.set(n, (counts.get(n) ?? 0) + 1);
  const rest = cards.filter((c) => c.game === game && c.type !== 'mission').sort(byCost);
  if (!rest.length) return [];
  const rotated = [...rest.slice(offset % rest.length), ...rest.slice(0, offset % rest.length)];
  for (let i = 0, total = 0; total < DEMO_DECK_SIZE && i < rotated.length * 3; i++, total++)
    add(rotated[i % rotated.length].number);
  return [...counts.entries()].map(([number, count]) => ({ number, count }));
}

/** The main decks of `game`'s demo decks A and B, from its demo cards. */
export function demoDeckLists(game: GameId, cards: readonly Card[]): [DeckEntry[], DeckEntry[]] {
  return [demoMain(game, cards, 0), demoMain(game, cards, 1)];
}
