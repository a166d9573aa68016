/**
 * A client's copy of its table: the room's `table` messages applied one after another (a whole
 * table, then patches), the printed cards it was given, and the log so far. `engineView` gives
 * back the engine's own view shape, so the app's table draws an online game as it draws one at
 * home. Pure: no sockets, no DOM (the app, the tests and the load test's players share it).
 */
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { Card } from '../engine/cards/model';
import type { HistoryEntry } from '../engine/core/session';
import type { TableView } from '../engine/core/view';
import type { ServerMessages, WireTable } from './protocol';

export interface Mirror {
  step: number;
  table: WireTable | null;
  cards: Record<string, Card>;
  log: HistoryEntry[];
}

export const emptyMirror = (): Mirror => ({ step: -1, table: null, cards: {}, log: [] });

/** The mirror after `msg`; a patch that does not apply to what this client has throws (resync by rejoining). */
export function applyTable(mirror: Mirror, msg: ServerMessages['table']): Mirror {
  let table: WireTable;
  if (msg.full) table = msg.full;
  else if (mirror.table && msg.patch)
    table = fastJsonPatch.applyPatch(mirror.table, msg.patch as Operation[], true, false).newDocument;
  else throw new Error(`A table patch for step ${msg.step} came before any table.`);
  const log = msg.full ? msg.log : [...mirror.log, ...msg.log];
  return { step: msg.step, table, cards: { ...mirror.cards, ...msg.cards }, log };
}

/** The table as the engine's view for this seat: each card's printed card put back by key. */
export function engineView(mirror: Mirror): TableView | null {
  const t = mirror.table;
  if (!t) return null;
  const zones: TableView['zones'] = {};
  for (const [key, zone] of Object.entries(t.view.zones))
    zones[key] = {
      ...zone,
      cards: zone.cards.map(({ key: k, ...rest }) => ({
        ...rest,
        card: k === null ? null : (mirror.cards[k] ?? null),
      })),
    };
  return { ...t.view, zones };
}
