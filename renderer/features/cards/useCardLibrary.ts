/**
 * All stored cards (live), the demo sets loaded on first run, and the search
 * over them. The index is rebuilt only when the cards or the sort change, so a
 * keystroke costs one compiled-matcher pass.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/db';
import { ensureDemoSets } from '../../db/cardsRepository';
import type { Card } from '../../../engine/cards/model';
import { buildSearchIndex, compileQuery, QueryError, runQuery, sortCards, type CardSort } from '../../../engine/cards/search';

export function useCardLibrary() {
  const [demoError, setDemoError] = useState<string>();
  useEffect(() => {
    ensureDemoSets().catch((e: unknown) => setDemoError(`The demo sets could not be loaded: ${(e as Error).message}`));
  }, []);
  const cards = useLiveQuery(() => db.cards.toArray() as Promise<Card[]>, []);
  return { cards, demoError };
}

export interface SearchState {
  results: Card[];
  error?: QueryError;
}

export function useCardSearch(cards: Card[] | undefined, query: string, sort: CardSort): SearchState {
  const index = useMemo(() => buildSearchIndex(sortCards(cards ?? [], sort)), [cards, sort]);
  return useMemo(() => {
    try {
      return { results: runQuery(index, compileQuery(query)) };
    } catch (e) {
      if (e instanceof QueryError) return { results: [], error: e };
      throw e;
    }
  }, [index, query]);
}
