/**
 * Card search for the Cards screen and the deck builder: `searchCards` for one-off
 * use, or `buildSearchIndex` + `compileQuery` + `runQuery` to reuse the index
 * across keystrokes.
 */
import type { Card } from '../model';
import { compileQuery, type CardMatcher } from './compile';
import { buildSearchIndex, type SearchIndex } from './index-cards';
import { sortCards, type CardSort } from './sort';
import { QueryError } from './tokens';

export { parseQuery, type QueryNode } from './parse';
export { QueryError, tokenize } from './tokens';
export { compileQuery, SEARCH_FIELDS, type CardMatcher } from './compile';
export { buildSearchIndex, indexCard, normalize, type IndexedCard, type SearchIndex } from './index-cards';
export { sortCards, SORT_KEYS, type CardSort, type SortKey } from './sort';

/** The cards of `index` the matcher accepts, in index order. */
export function runQuery(index: SearchIndex, matcher: CardMatcher): Card[] {
  const out: Card[] = [];
  for (const entry of index.entries) if (matcher(entry)) out.push(entry.card);
  return out;
}

export interface SearchResult {
  cards: Card[];
  /** Set when the query is malformed; `cards` is then empty. */
  error?: QueryError;
}

/** Searches `cards` with a query; never throws for a malformed query. */
export function searchCards(cards: readonly Card[], query: string, sort?: CardSort): SearchResult {
  let matcher: CardMatcher;
  try {
    matcher = compileQuery(query);
  } catch (e) {
    if (e instanceof QueryError) return { cards: [], error: e };
    throw e;
  }
  const found = runQuery(buildSearchIndex(cards), matcher);
  return { cards: sort ? sortCards(found, sort) : found };
}
