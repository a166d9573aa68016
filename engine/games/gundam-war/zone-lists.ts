/**
 * Gundam War's zone lists read by literal keys. `s.zones[key]` with a key that varies from one
 * call to the next is a megamorphic lookup in V8 (a hash of the key and a probe of a shared
 * cache: about a tenth of a random game's instructions went to them); a literal key is read
 * as a named property, which the compiled code checks and loads in a few instructions. Every
 * table of zones has the same 18 keys (the layout's nine zones for each seat, made at setup).
 */
import type { CardId, GameState, Seat } from '../../core/types';

/** A seat's zone, as the layout names it (engine/core/layouts/gundam-war.ts). */
export type ZoneName =
  | 'nation'
  | 'hand'
  | 'disposition-area'
  | 'earth-area'
  | 'space-area'
  | 'junkyard'
  | 'lost-card-pile'
  | 'hangar'
  | 'removed';

/** A seat's zones in `zoneNumber` order (the layout's). */
export const ZONE_NAMES: readonly ZoneName[] = [
  'nation',
  'hand',
  'disposition-area',
  'earth-area',
  'space-area',
  'junkyard',
  'lost-card-pile',
  'hangar',
  'removed',
];

/** How many zones each seat has: zone `at` of `zoneAt` is seat `at / PER_SEAT`'s. */
const PER_SEAT = 9;

/** The place of a seat's zone among a table's 18 (`zoneAt`). */
export function zoneIndex(seat: Seat, zone: ZoneName): number {
  return seat * PER_SEAT + zoneNumber(zone);
}

/** A zone's number among a seat's nine, or -1 for a name that is none of them: a switch that folds away where the zone is a constant. */
export function zoneNumber(zone: string): number {
  switch (zone) {
    case 'nation':
      return 0;
    case 'hand':
      return 1;
    case 'disposition-area':
      return 2;
    case 'earth-area':
      return 3;
    case 'space-area':
      return 4;
    case 'junkyard':
      return 5;
    case 'lost-card-pile':
      return 6;
    case 'hangar':
      return 7;
    case 'removed':
      return 8;
  }
  return -1;
}

/** Zone `at` (`zoneIndex`) of a table: one named read, chosen by a jump on the number. */
export function zoneAt(s: GameState, at: number): CardId[] | undefined {
  const z = s.zones;
  switch (at) {
    case 0:
      return z['0:nation'];
    case 1:
      return z['0:hand'];
    case 2:
      return z['0:disposition-area'];
    case 3:
      return z['0:earth-area'];
    case 4:
      return z['0:space-area'];
    case 5:
      return z['0:junkyard'];
    case 6:
      return z['0:lost-card-pile'];
    case 7:
      return z['0:hangar'];
    case 8:
      return z['0:removed'];
    case 9:
      return z['1:nation'];
    case 10:
      return z['1:hand'];
    case 11:
      return z['1:disposition-area'];
    case 12:
      return z['1:earth-area'];
    case 13:
      return z['1:space-area'];
    case 14:
      return z['1:junkyard'];
    case 15:
      return z['1:lost-card-pile'];
    case 16:
      return z['1:hangar'];
    case 17:
      return z['1:removed'];
  }
  return undefined;
}

const NONE: CardId[] = [];

/** A seat's zone list (empty if the table has none: never to be changed by its reader). */
export function zoneList(s: GameState, seat: Seat, zone: ZoneName): CardId[] {
  return zoneAt(s, zoneIndex(seat, zone)) ?? NONE;
}

/**
 * Whether a zone key or name is one of the Field's (`…-area`: the Disposition Area and the
 * Battle Areas, the only zones named so) — `endsWith('-area')` spelled out by character: every
 * card read for being on the Field asked it, and the built-in is a call out of compiled code.
 */
export function isFieldKey(zone: string): boolean {
  const n = zone.length;
  return (
    zone.charCodeAt(n - 1) === 97 && // a
    zone.charCodeAt(n - 2) === 101 && // e
    zone.charCodeAt(n - 3) === 114 && // r
    zone.charCodeAt(n - 4) === 97 && // a
    zone.charCodeAt(n - 5) === 45 // -
  );
}

/** The Field: the zones whose cards are in play (ch. 03). */
export const FIELD_ZONES: readonly ZoneName[] = ['disposition-area', 'earth-area', 'space-area'];

/** A seat's Battle Area of `area` (its squad there, head Unit first). */
export const areaList = (s: GameState, seat: Seat, area: 'earth' | 'space'): CardId[] =>
  zoneList(s, seat, area === 'earth' ? 'earth-area' : 'space-area');

/** The places (`zoneAt`) of the Field's zones — Disposition Area, Earth and Space Areas — seat by seat, of one seat's game and of two seats'. */
const FIELD_AT: readonly (readonly number[])[] = [1, 2].map((seats) =>
  ([0, 1] as Seat[]).slice(0, seats).flatMap((seat) => FIELD_ZONES.map((zone) => zoneIndex(seat, zone))),
);

/** The places of every seat's Field zones, seat by seat (as FIELD_ZONES): the checks run at every step walk them. */
export const fieldPlaces = (s: GameState): readonly number[] => FIELD_AT[s.seats - 1];
