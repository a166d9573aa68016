/**
 * Layout data: which zones each seat has, who sees what in them, the turn's phases and
 * the tracked values. Manual mode needs nothing more than this to run a table.
 */
import type { GameId } from '../cards/model';
import type { Seat } from './types';

/**
 * - `public`: everyone sees face-up cards; face-down ones only their owner (when `ownerPeeks`).
 * - `owner`: only the owner sees the cards (a hand).
 * - `hidden`: nobody sees the cards or their order (a deck).
 */
export type ZoneVisibility = 'public' | 'owner' | 'hidden';

export interface ZoneDef {
  id: string;
  label: string;
  visibility: ZoneVisibility;
  /** A pile shows only its top card; an area lays its cards out side by side. */
  kind: 'pile' | 'area' | 'hand';
  /** Cards arriving here without an explicit face are turned this way. */
  faceUp: boolean;
  /** The owner may look at face-down cards here (their own Factory materials). */
  ownerPeeks?: boolean;
  /** Cards are played into this zone from the hand (the table reads a drop here as a play). */
  play?: boolean;
}

export interface ValueDef {
  id: string;
  label: string;
  initial: number;
  min?: number;
  max?: number;
}

export interface PhaseDef {
  id: string;
  label: string;
}

export interface GameLayout {
  game: GameId;
  zones: ZoneDef[];
  /** The zone cards are drawn from, and the one a drawn card goes to. */
  deckZone: string;
  handZone: string;
  openingHand: number;
  phases: PhaseDef[];
  values: ValueDef[];
  /**
   * Printed types drawn on the Cut / Effect Chain while their play resolves, not in the zone they
   * wait in (M.S. War's Events): the view marks such a chain entry's card (`ViewCutCard.onChain`).
   */
  onChain?: readonly string[];
}

const keysBySeat: Map<string, string>[] = [new Map(), new Map()];

/**
 * `<seat>:<zone>`. The same string object is handed out every time: rules look zones up by
 * key on every move, and a key built afresh must be hashed and interned on each lookup.
 */
export function zoneKey(seat: Seat, zone: string): string {
  const bySeat = keysBySeat[seat];
  if (bySeat === undefined) return `${seat}:${zone}`;
  let key = bySeat.get(zone);
  if (key === undefined) bySeat.set(zone, (key = `${seat}:${zone}`));
  return key;
}

export function parseZoneKey(key: string): { seat: Seat; zone: string } | null {
  const m = /^([01]):([a-z-]+)$/.exec(key);
  return m ? { seat: Number(m[1]) as Seat, zone: m[2] } : null;
}

export function zoneDef(layout: GameLayout, zone: string): ZoneDef | undefined {
  return layout.zones.find((z) => z.id === zone);
}

/** Per layout (which the engine never edits), the zone definition of each key asked about. */
const defsByKey = new WeakMap<GameLayout, Map<string, ZoneDef | null>>();

/**
 * The definition of the zone a key names (`0:hand` → the hand's ZoneDef), or undefined for
 * a malformed key or an unknown zone. Remembered per layout: it runs on every card move.
 */
export function zoneDefOfKey(layout: GameLayout, key: string): ZoneDef | undefined {
  let byKey = defsByKey.get(layout);
  if (!byKey) defsByKey.set(layout, (byKey = new Map()));
  let def = byKey.get(key);
  if (def === undefined) {
    const parsed = parseZoneKey(key);
    def = (parsed && zoneDef(layout, parsed.zone)) ?? null;
    byKey.set(key, def);
  }
  return def ?? undefined;
}
