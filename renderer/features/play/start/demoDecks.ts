/**
 * Ready-to-play decks built from the bundled demo sets, so a first-time player can start
 * a game before building anything: the engine's lists (engine/decks/demo.ts), named here.
 */
import type { Card, GameId } from '../../../../engine/cards/model';
import type { DeckEntry } from '../../../../engine/decks/model';
import { DEMO_DECK_SIZE, demoDeckLists } from '../../../../engine/decks/demo';
import msWarDemo from '../../../../assets/cards/ms-war-demo.json';
import gundamWarDemo from '../../../../assets/cards/gundam-war-demo.json';

export const DECK_SIZE = DEMO_DECK_SIZE;

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
  const [a, b] = demoDeckLists(game, demoCards(game));
  // Named in the interface language: the deck and the player named after it are Sortie's words, not the user's.
  const name = (letter: string) => say(`play:start.demoDeck.${game}`, { letter });
  return [
    { id: `demo:${game}:a`, name: name('A'), game, main: a },
    { id: `demo:${game}:b`, name: name('B'), game, main: b },
  ];
}
