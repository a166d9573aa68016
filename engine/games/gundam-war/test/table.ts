/** Builds a Gundam War table for a scenario: two small Nations, cards placed by number, a chosen timing. */
import { DEMO_CARDS } from '../demo';
import { createGundamWar } from '../game';
import { STATIONS } from '../flow';
import type { GundamWarCard } from '../../../cards/model';
import type { GundamWarState, Place, Seat } from '../state';

export function table(extra: GundamWarCard[] = []): GundamWarState {
  const g = Array.from({ length: 10 }, () => 'GD-001');
  const r = createGundamWar({ seed: 7, decks: [g, g], cards: [...DEMO_CARDS, ...extra] });
  if ('error' in r) throw new Error(r.error);
  const s = r.state;
  for (const seat of [0, 1] as Seat[]) for (const id of s.zones[seat].hand.splice(0)) {
    s.zones[seat].nation.push(id);
    s.cards[id].place = { at: 'nation', seat };
  }
  s.pending = null;
  s.first = 0;
  s.active = 0;
  s.turn = 3;
  return s;
}

export function at(s: GundamWarState, phase: string, step: string | null, moment: string): void {
  const i = STATIONS.findIndex((x) => x.phase === phase && x.step === step && x.moment === moment);
  s.station = i;
  s.phase = STATIONS[i].phase;
  s.step = STATIONS[i].step;
  s.moment = STATIONS[i].moment;
  s.priority = s.active;
  s.passes = 0;
}

let n = 1000;
export function put(s: GundamWarState, number: string, place: Place, owner: Seat = 'seat' in place ? place.seat : 0): string {
  const id = `t${n++}`;
  s.cards[id] = { id, number, owner, place, rolled: false, damage: 0, destroyed: false, faceDown: false, dismantleCoins: 0, transformed: false, variableG: false, sortiedThisTurn: false, resupplied: false, modifiers: [], since: ++s.clock };
  if (place.at === 'battle') {
    let q = s.battle[place.area].find((x) => x.seat === place.seat);
    if (!q) s.battle[place.area].push((q = { seat: place.seat, units: [], attacking: place.seat === s.active, vulture: false }));
    q.units.push(id);
  } else if (place.at !== 'set' && place.at !== 'playing') s.zones[place.seat][place.at].push(id);
  return id;
}
