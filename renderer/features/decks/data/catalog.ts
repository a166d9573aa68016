/**
 * The cards a deck is built from: the card library in `db.cards`, into which the card
 * database loads the bundled demo sets on first run. The deck builder, the Cards screen
 * and the validate command therefore see the same cards, read by one import pipeline.
 */
import { useMemo } from 'react';
import { GAME_IDS, type GameId } from '../../../../engine/cards/model';
import { createCatalog, type CardCatalog } from '../../../../engine/decks/catalog';
import { useCardLibrary } from '../../cards/useCardLibrary';

export type Catalogs = Record<GameId, CardCatalog>;

/** One catalog per game, or undefined until the library has been read. */
export function useCatalogs(): { catalogs: Catalogs | undefined; error?: string } {
  const { cards, demoError } = useCardLibrary();
  const catalogs = useMemo(() => {
    if (!cards) return undefined;
    return Object.fromEntries(GAME_IDS.map((game) => [game, createCatalog(game, cards)])) as Catalogs;
  }, [cards]);
  return { catalogs, error: demoError };
}
