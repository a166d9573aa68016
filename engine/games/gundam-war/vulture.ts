/** Vulture (ch. 21): which squads score Vulture Points this turn, and what the points can buy. */
import type { Draft } from '../../core/draft';
import { vultureChoices } from './battle';
import type { CardId, GameState, Seat } from '../../core/types';
import { hasEffect } from './keywords';
import { def, effectsOf, squad } from './read';
import { rulesOf, rw, seatList, ZONE, zk, type Area } from './state';

/** Is a squad all-Vulture (when it sorties, or becomes so)? Its player scores Vulture Points there this turn (ch. 21 Vulture). */
export function noteVulture(d: Draft, area: Area): void {
  const s = d.state;
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    const units = squad(s, seat, area);
    if (
      units.length &&
      units.every((u) => hasEffect(effectsOf(s, u), 'vulture')) &&
      !rulesOf(s).vultureAreas[seat].includes(area)
    ) {
      const r = rw(d);
      r.vultureAreas = [...r.vultureAreas] as typeof r.vultureAreas;
      seatList(d, r.vultureAreas, seat).push(area);
    }
  }
}

/** Cards in a seat's Junkyard its Vulture Points can buy. */
export function vultureOptions(s: GameState, seat: Seat): CardId[] {
  const types = vultureChoices(rulesOf(s).vulturePoints[seat]) as string[];
  return types.length ? s.zones[zk(seat, ZONE.junkyard)].filter((id) => types.includes(def(s, id).type)) : [];
}
