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
import type { TableCard, TableView, TableZone } from '../table/model';

/** Parts of the view walked for equal pieces; the rest are numbers, strings or the log. */
const SHARED = ['seats', 'values', 'chain', 'pending', 'catalog', 'players', 'dummy'] as const;

/**
 * Zones are matched by seat and name, and cards by id: a card that moved up a row when the one
 * before it left stays the same object if nothing else about it changed.
 */
function keptZones(last: TableZone[], next: TableZone[]): TableZone[] {
  const cards = new Map<string, TableCard>();
  for (const zone of last) for (const card of zone.cards) cards.set(card.id, card);
  const zones = new Map(last.map((z) => [`${z.seat}:${z.zone}`, z]));
  const kept = next.map((zone) => {
    const was = zones.get(`${zone.seat}:${zone.zone}`);
    const mine = zone.cards.map((c) => (cards.has(c.id) ? replaceEqualDeep(cards.get(c.id), c) : c));
    const same =
      was && was.count === zone.count && was.cards.length === mine.length && mine.every((c, i) => c === was.cards[i]);
    return same ? was : { ...zone, cards: mine };
  });
  return kept.length === last.length && kept.every((z, i) => z === last[i]) ? last : kept;
}

export function keepUnchanged(last: TableView | null, next: TableView): TableView {
  if (!last || last.game !== next.game || last.viewer !== next.viewer) return next;
  const kept: TableView = { ...next, zones: keptZones(last.zones, next.zones) };
  for (const part of SHARED)
    (kept as unknown as Record<string, unknown>)[part] = replaceEqualDeep(last[part], next[part]);
  return kept;
}
