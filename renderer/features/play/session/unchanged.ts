/**
 * The table's view with every part equal to the last one's replaced by that last one, so the
 * memoised zones, cards and faces see the same objects and draw again only where the move
 * changed something (a pass redraws the turn panel, not the 60 cards on the table). The
 * worker's reply is a fresh structured clone each time, so without this every card is "new".
 * TanStack Query's `replaceEqualDeep` is its structural sharing of query results: a tested
 * walk that keeps the old object wherever the new one is deep-equal.
 * The log is left out: it is append-only already (sessionState.ts) and long.
 */
import { replaceEqualDeep } from '@tanstack/query-core';
import type { TableView } from '../table/model';

/** Parts of the view walked for equal pieces; the rest are numbers, strings or the log. */
const SHARED = ['seats', 'zones', 'values', 'chain', 'pending', 'catalog', 'players', 'dummy'] as const;

export function keepUnchanged(last: TableView | null, next: TableView): TableView {
  if (!last || last.game !== next.game || last.viewer !== next.viewer) return next;
  const kept: TableView = { ...next };
  for (const part of SHARED)
    (kept as unknown as Record<string, unknown>)[part] = replaceEqualDeep(last[part], next[part]);
  return kept;
}
