/**
 * Vulture (ch. 21; Voucher): a squad whose every Unit has Vulture as it sorties (or becomes so)
 * earns its player, at the end of the turn, Vulture Points equal to the total Nation Cost of the
 * Units destroyed and abolished in its Battle Area, once however many Vulture squads; the points
 * buy one card of a type back from the Junkyard (ch. 21 "Vulture Point"). A squad effect.
 */
import type { Draft } from '../../../core/draft';
import type { CardId, GameState, Seat } from '../../../core/types';
import { log, moveTo } from '../moves';
import { def, squad, squadHas } from '../read';
import { rulesOf, rw, seatList, ZONE, type Area } from '../state';
import { card, says } from '../words';
import { defineKeyword } from './index';
import { zoneList } from '../zone-lists';

export const VULTURE = defineKeyword({ kind: 'vulture', names: ['vulture'], squad: true });

/** Is a squad all-Vulture (when it sorties, or becomes so)? Its player scores Vulture Points there this turn (ch. 21 Vulture). */
export function noteVulture(d: Draft, area: Area): void {
  const s = d.state;
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    const units = squad(s, seat, area);
    if (units.length && squadHas(s, units, 'vulture') && !rulesOf(s).vultureAreas[seat].includes(area)) {
      const r = rw(d);
      r.vultureAreas = [...r.vultureAreas] as typeof r.vultureAreas;
      seatList(d, r.vultureAreas, seat).push(area);
    }
  }
}

/** Cards in a seat's Junkyard its Vulture Points can buy. */
export function vultureOptions(s: GameState, seat: Seat): CardId[] {
  const types = vultureChoices(rulesOf(s).vulturePoints[seat]) as string[];
  return types.length ? zoneList(s, seat, 'junkyard').filter((id) => types.includes(def(s, id).type)) : [];
}

/** Vulture Points buy one card of a type at end of turn (ch. 21 "Vulture Point"). */
export function vultureChoices(points: number): ('g' | 'unit' | 'character' | 'command' | 'operation')[] {
  const out: ('g' | 'unit' | 'character' | 'command' | 'operation')[] = [];
  if (points >= 2) out.push('g');
  if (points >= 5) out.push('unit', 'character');
  if (points >= 8) out.push('command', 'operation');
  return out;
}

/** The Vulture Points each seat earns as the turn ends: its Vulture areas' abolished Nation Cost, once per area. */
export function vulturePointsEarned(s: GameState): [number, number] {
  const r = rulesOf(s);
  const points = (seat: Seat) =>
    seat < s.seats ? r.vultureAreas[seat].reduce((sum, area) => sum + r.perTurn.abolishedIn[area], 0) : 0;
  return [points(0), points(1)];
}

/** The answer to what Vulture Points buy: `choice` is `none` or the id of a card the points buy (`vultureOptions`). */
export function buyWithVulturePoints(d: Draft, seat: Seat, choice: string): void {
  if (choice === 'none') return;
  const id: CardId = Number(choice);
  moveTo(d, id, ZONE.hand, seat);
  log(d, 'vulture', seat, says('log.vultureTakes', { player: { seat }, card: card(0) }), [id]);
}
