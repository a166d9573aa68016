/**
 * Ready-to-play decks built from the bundled demo sets, so a first-time player can start
 * a game before building anything. Each is a legal 50-card main deck with no mission cards.
 */
import type { Card, GameId } from '../../../../engine/cards/model';
import type { DeckEntry } from '../../../../engine/decks/model';
import { DEMO_DECK_SPECS, demoList } from '../../../../engine/games/gundam-war/demo-lists';
import msWarDemo from '../../../../assets/cards/ms-war-demo.json';
import gundamWarDemo from '../../../../assets/cards/gundam-war-demo.json';

export const DECK_SIZE = 50;

export function demoCards(game: GameId): Card[] {
  const raw = (game === 'ms-war' ? msWarDemo : gundamWarDemo) as unknown as Card[];
  return raw.map(
    (c) =>
      ({ ...c, keywords: c.keywords ?? [], ...(c.game === 'gundam-war' ? { traits: c.traits ?? [] } : {}) }) as Card,
  );
}

export interface DemoDeck {
  id: string;
  name: string;
  game: GameId;
  main: DeckEntry[];
}

const byCost = (a: Card, b: Card) => (a.cost ?? 0) - (b.cost ?? 0) || a.number.localeCompare(b.number);

/**
 * M.S. War: one of each card by rising cost. Gundam War: the engine's two demo decks
 * (engine/games/gundam-war/demo-lists.ts), 20 G and 30 cards of three or four colours each:
 * a deck of every colour, with two G of each, left the computer without a play for turns.
 */
function buildMain(game: GameId, cards: Card[], deck: 0 | 1): DeckEntry[] {
  if (game === 'gundam-war') return demoList(cards, DEMO_DECK_SPECS[deck]);
  // The second deck starts seven cards further along the cost order.
  const offset = deck * 7;
  const counts = new Map<string, number>();
  const add = (n: string) => counts.set(n, (counts.get(n) ?? 0) + 1);
  let total = 0;
  const rest = cards.filter((c) => c.type !== 'mission').sort(byCost);
  const rotated = [...rest.slice(offset % rest.length), ...rest.slice(0, offset % rest.length)];
  for (let i = 0; total < DECK_SIZE && i < rotated.length * 3; i++, total++) add(rotated[i % rotated.length].number);
  return [...counts.entries()].map(([number, count]) => ({ number, count }));
}

/** The demo decks' English names, for callers outside the interface (tests, scripts in plain Node). */
const ENGLISH: Record<GameId, string> = { 'ms-war': 'M.S. War', 'gundam-war': 'Gundam War' };

/**
 * `say` names them in the interface language (the start screen passes its `t`, so the names
 * change with the language); without it they are named in English. No i18n import here: plain
 * Node scripts (e2e/positions.ts) deal these decks too.
 */
export function demoDecks(
  game: GameId,
  say: (key: string, params: { letter: string }) => string = (_key, { letter }) => `${ENGLISH[game]} demo ${letter}`,
): DemoDeck[] {
  const cards = demoCards(game);
  // Named in the interface language: the deck and the player named after it are Sortie's words, not the user's.
  const name = (letter: string) => say(`play:start.demoDeck.${game}`, { letter });
  return [
    { id: `demo:${game}:a`, name: name('A'), game, main: buildMain(game, cards, 0) },
    { id: `demo:${game}:b`, name: name('B'), game, main: buildMain(game, cards, 1) },
  ];
}
