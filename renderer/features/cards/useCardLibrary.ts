/**
 * All stored cards (live, shared by every screen) and the search over them. The
 * index and each sort order are built once per library change, so a keystroke
 * costs one columnar pass over the index.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Card } from '../../../engine/cards/model';
import { buildSearchIndex, compileQuery, QueryError, queryIndex, type CardSort } from '../../../engine/cards/search';
import { librarySnapshot, subscribeLibrary, timed, type LibrarySnapshot } from './library';

export function useCardLibrary(): LibrarySnapshot {
  return useSyncExternalStore(subscribeLibrary, librarySnapshot);
}

export interface SearchState {
  results: Card[];
  error?: QueryError;
}

export function useCardSearch(cards: Card[] | undefined, query: string, sort: CardSort): SearchState {
  const index = useMemo(() => buildSearchIndex(cards ?? []), [cards]);
  const matcher = useMemo(() => {
    try {
      return compileQuery(query);
    } catch (e) {
      if (e instanceof QueryError) return e;
      throw e;
    }
  }, [query]);
  return useMemo(() => {
    if (matcher instanceof QueryError) return { results: [], error: matcher };
    return { results: timed('search', () => queryIndex(index, matcher, sort)) };
  }, [index, matcher, sort]);
}
