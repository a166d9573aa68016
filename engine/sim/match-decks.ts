/**
 * Two demo decks that both play, for random matches (bench, AI tests). M.S. War: the generic
 * demo decks at offsets 0 and 20. Gundam War: the engine's demo decks (20 G each), since the
 * generic `demoDeck('gundam-war', 20)` holds no G and its seat could never play a card.
 */
import type { GameId } from '../cards/model';
import { demoDeck } from '../core/testing/demo';
import type { DeckEntry } from '../decks/model';
import { DEMO_DECKS } from '../games/gundam-war/demo';

export function matchDecks(game: GameId): DeckEntry[][] {
  return game === 'gundam-war' ? DEMO_DECKS : [demoDeck(game), demoDeck(game, 20)];
}
