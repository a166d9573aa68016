/**
 * The zone readers spell each of the 18 zone keys by hand (a literal key is what makes the read
 * cheap): each must read the very list the key names, for every zone of the layout and both
 * seats, on a table where every zone holds a different list.
 */
import { describe, expect, it } from 'vitest';
import { GUNDAM_WAR_LAYOUT } from '../../../core/layouts/gundam-war';
import type { GameState, Seat } from '../../../core/types';
import { DEMO_DECKS } from '../demo';
import { zk } from '../state';
import {
  areaList,
  FIELD_ZONES,
  fieldPlaces,
  isFieldKey,
  ZONE_NAMES,
  zoneAt,
  zoneIndex,
  zoneList,
  type ZoneName,
} from '../zone-lists';
import { demoGame } from './demo-game';

const ZONES = GUNDAM_WAR_LAYOUT.zones.map((z) => z.id as ZoneName);

/** The opening table with every zone's list replaced by one of its own, so a reader that picks the wrong key is caught. */
function everyZoneApart(): GameState {
  const s = demoGame(DEMO_DECKS, 7).state;
  const zones: GameState['zones'] = {};
  let n = 0;
  for (const key of Object.keys(s.zones)) zones[key] = [1000 + n++];
  return { ...s, zones };
}

describe('Gundam War zone readers', () => {
  it('reads every zone of the layout, for both seats, by its own key', () => {
    const s = everyZoneApart();
    expect(Object.keys(s.zones)).toHaveLength(18);
    const places = new Set<number>();
    for (const seat of [0, 1] as Seat[])
      for (const zone of ZONES) {
        const at = zoneIndex(seat, zone);
        places.add(at);
        expect(zoneAt(s, at)).toBe(s.zones[zk(seat, zone)]);
        expect(zoneList(s, seat, zone)).toBe(s.zones[zk(seat, zone)]);
      }
    expect(places.size).toBe(18);
    expect(ZONES).toEqual(ZONE_NAMES);
    for (const seat of [0, 1] as Seat[]) for (const zone of ZONES) expect(zk(seat, zone)).toBe(`${seat}:${zone}`);
    expect(zk(1, 'pollution-coins')).toBe('1:pollution-coins');
  });

  it("tells the Field by its zones' names as `endsWith` would", () => {
    const names = [...ZONES, ...ZONES.map((z) => zk(0, z)), ...ZONES.map((z) => zk(1, z))];
    for (const zone of [...names, '', 'a', '-area', 'area', 'x-are', '0:pollution-coins', 'earth-areas'])
      expect(isFieldKey(zone), zone).toBe(zone.endsWith('-area'));
    expect(names.filter(isFieldKey)).toHaveLength(9);
  });

  it("names the Field's places seat by seat, and each Battle Area by its area", () => {
    const s = everyZoneApart();
    expect(fieldPlaces(s).map((at) => zoneAt(s, at))).toEqual(
      ([0, 1] as Seat[]).flatMap((seat) => FIELD_ZONES.map((zone) => s.zones[zk(seat, zone)])),
    );
    expect(fieldPlaces({ ...s, seats: 1 })).toEqual([0, 1, 2].map((i) => fieldPlaces(s)[i]));
    for (const seat of [0, 1] as Seat[]) {
      expect(areaList(s, seat, 'earth')).toBe(s.zones[zk(seat, 'earth-area')]);
      expect(areaList(s, seat, 'space')).toBe(s.zones[zk(seat, 'space-area')]);
    }
  });

  it('reads a zone the table lacks as empty', () => {
    const s = everyZoneApart();
    const { ['1:hangar']: _gone, ...rest } = s.zones;
    expect(zoneList({ ...s, zones: rest }, 1, 'hangar')).toEqual([]);
    expect(zoneAt(s, 18)).toBeUndefined();
  });
});
