/**
 * Gundam War's zone lists by seat and zone name. Every table of zones has the same 18 keys (the
 * layout's nine zones for each seat, made at setup); `zoneAt` reads them by their place among
 * those 18, so a walk of the Field is a walk of numbers.
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

/** A zone's number among a seat's nine, or -1 for a name that is none of them. */
export function zoneNumber(zone: string): number {
  return (ZONE_NAMES as readonly string[]).indexOf(zone);
}

/** The key of each of a table's 18 zones, by place (`zoneIndex`): `0:nation` … `1:removed`. */
const ZONE_KEYS: readonly string[] = [0, 1].flatMap((seat) => ZONE_NAMES.map((zone) => `${seat}:${zone}`));

/** Zone `at` (`zoneIndex`) of a table. */
export function zoneAt(s: GameState, at: number): CardId[] | undefined {
  return s.zones[ZONE_KEYS[at]];
}

const NONE: CardId[] = [];

/** A seat's zone list (empty if the table has none: never to be changed by its reader). */
export function zoneList(s: GameState, seat: Seat, zone: ZoneName): CardId[] {
  return zoneAt(s, zoneIndex(seat, zone)) ?? NONE;
}

/** Whether a zone key or name is one of the Field's (`…-area`: the Disposition Area and the Battle Areas, the only zones named so). */
export function isFieldKey(zone: string): boolean {
  return zone.endsWith('-area');
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
