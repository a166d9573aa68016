/**
 * Compiles a query into a matcher. Field names and their meaning are listed in
 * docs/search.md (and the app's help popover, which reads `SEARCH_FIELDS`).
 * The matcher works card by card on `IndexedCard`s and also carries its plan, so
 * `runQuery` can evaluate it a column at a time over a `CardIndex`.
 */
import type { IndexedCard } from './index-cards';
import { parseQuery } from './parse';
import { planQuery, type Plan } from './plan';

export { SEARCH_FIELDS } from './plan';

export type CardMatcher = (entry: IndexedCard) => boolean;

/** A matcher that also carries the plan it was made from. */
export type CompiledQuery = CardMatcher & { readonly plan: Plan };

function rowMatcher(plan: Plan): CardMatcher {
  switch (plan.kind) {
    case 'all':
      return () => true;
    case 'text': {
      const { column, test } = plan;
      return (e) => test(e[column]);
    }
    case 'number': {
      const { column, test } = plan;
      return (e) => {
        const n = e[column];
        return n === n && test(n);
      };
    }
    case 'not': {
      const inner = rowMatcher(plan.item);
      return (e) => !inner(e);
    }
    case 'and': {
      const parts = plan.items.map(rowMatcher);
      return (e) => parts.every((p) => p(e));
    }
    case 'or': {
      const parts = plan.items.map(rowMatcher);
      return (e) => parts.some((p) => p(e));
    }
  }
}

/** Parses and compiles a query; throws `QueryError` (with a position) when it is malformed. */
export function compileQuery(query: string): CompiledQuery {
  const plan = planQuery(parseQuery(query));
  return Object.assign(rowMatcher(plan), { plan });
}
