/**
 * What one seat may see of the table. Hidden cards appear only as positional references
 * (`<zoneKey>#<index>`), never with their ids, so a view never leaks identity or deck order.
 */
import type { Card, GameId } from '../cards/model';
import { parseZoneKey, zoneDef, type GameLayout } from './layout';
import { canSee } from './visibility';
import type { Decision, GameState, Mode, Seat, TableValue, Turn } from './types';

export interface ViewCard {
  /** Use this in intents: the instance id when visible, else `<zoneKey>#<index>`. */
  ref: string;
  /** The printed card, or null when the viewer may not see it. */
  card: Card | null;
  owner: Seat;
  faceUp: boolean;
  turned: boolean;
  counters: Record<string, number>;
  attachedTo: string | null;
}

export interface ViewZone {
  key: string;
  seat: Seat;
  zone: string;
  label: string;
  kind: 'pile' | 'area' | 'hand';
  count: number;
  cards: ViewCard[];
}

export interface TableView {
  game: GameId;
  mode: Mode;
  viewer: Seat;
  seats: 1 | 2;
  players: string[];
  turn: Turn;
  values: Record<string, TableValue>;
  zones: Record<string, ViewZone>;
  /** The decision waiting for an answer; its options are hidden unless it is the viewer's. */
  pending: (Omit<Decision, 'options'> & { options: Decision['options'] | null }) | null;
  winner: Seat | 'draw' | null;
}

export function viewFor(state: GameState, layout: GameLayout, viewer: Seat): TableView {
  const zones: Record<string, ViewZone> = {};
  for (const [key, ids] of Object.entries(state.zones)) {
    const parsed = parseZoneKey(key)!;
    const def = zoneDef(layout, parsed.zone)!;
    zones[key] = {
      key,
      seat: parsed.seat,
      zone: parsed.zone,
      label: def.label,
      kind: def.kind,
      count: ids.length,
      cards: ids.map((id, index) => {
        const c = state.cards[id];
        const seen = canSee(layout, c, viewer);
        return {
          ref: seen ? id : `${key}#${index}`,
          card: seen ? state.catalog[c.key] ?? null : null,
          owner: c.owner,
          faceUp: c.faceUp,
          turned: c.turned,
          counters: c.counters,
          attachedTo: c.attachedTo,
        };
      }),
    };
  }
  const p = state.pending;
  const pending = p && (p.seat === viewer || !p.secret ? p : { ...p, options: null });
  return {
    game: state.game,
    mode: state.mode,
    viewer,
    seats: state.seats,
    players: state.players,
    turn: state.turn,
    values: state.values,
    zones,
    pending,
    winner: state.winner,
  };
}
