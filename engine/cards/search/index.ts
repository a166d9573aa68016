/**
 * Card search for the Cards screen and the deck builder: `searchCards` for one-off
 * use, or `buildSearchIndex` once + `queryIndex` per keystroke (the index keeps
 * its sort orders, so changing the sort costs one sort, not a rebuild).
 */
import type { Card } from '../model';
import { compileQuery, type CardMatcher, type CompiledQuery } from './compile';
import { evaluatePlan } from './evaluate';
import { buildSearchIndex, CardIndex, type SearchIndex } from './index-cards';
import { sortPositions, type CardSort } from './sort';
import { QueryError } from './tokens';

export { parseQuery, type QueryNode } from './parse';
export { QueryError, tokenize } from './tokens';
export { compileQuery, SEARCH_FIELDS, type CardMatcher, type CompiledQuery } from './compile';
export {
  buildSearchIndex,
  CardIndex,
  indexCard,
  normalize,
  NUMBER_COLUMNS,
  TEXT_COLUMNS,
  type IndexedCard,
  type SearchIndex,
} from './index-cards';
export type { NumberColumn, TextColumn } from './columns';
export { sortCards, sortPositions, SORT_KEYS, type CardSort, type SortKey } from './sort';

function hasPlan(matcher: CardMatcher): matcher is CompiledQuery {
  return 'plan' in matcher;
}

/** The positions (in `index.cards`) in `sort` order, worked out once per index and sort. */
export function sortedPositions(index: CardIndex, sort: CardSort): Uint32Array {
  const id = `${sort.key}:${sort.dir}`;
  let order = index.orders.get(id);
  if (!order) {
    order = sortPositions(index.cards, sort);
    index.orders.set(id, order);
  }
  return order;
}

/** The cards of `index` the matcher accepts, in index order. */
export function runQuery(index: SearchIndex, matcher: CardMatcher): Card[] {
  const out: Card[] = [];
  if (index instanceof CardIndex && hasPlan(matcher)) {
    const hits = evaluatePlan(matcher.plan, index);
    for (let i = 0; i < hits.length; i++) if (hits[i] !== 0) out.push(index.cards[i]);
    return out;
  }
  for (const entry of index.entries) if (matcher(entry)) out.push(entry.card);
  return out;
}

/**
 * The cards of `index` matching a query (text or compiled), in `sort` order
 * (index order without one). Throws `QueryError` for a malformed query text.
 */
export function queryIndex(index: CardIndex, query: string | CardMatcher, sort?: CardSort): Card[] {
  const matcher = typeof query === 'string' ? compileQuery(query) : query;
  if (!sort) return runQuery(index, matcher);
  const order = sortedPositions(index, sort);
  const out: Card[] = [];
  if (hasPlan(matcher)) {
    const hits = evaluatePlan(matcher.plan, index);
    for (let i = 0; i < order.length; i++) if (hits[order[i]] !== 0) out.push(index.cards[order[i]]);
  } else {
    const entries = index.entries;
    for (let i = 0; i < order.length; i++) if (matcher(entries[order[i]])) out.push(index.cards[order[i]]);
  }
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
  return { cards: queryIndex(buildSearchIndex(cards), matcher, sort) };
}
