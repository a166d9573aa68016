/**
 * The End Phase (ch. 12 "End of Return Step and End of Turn"; ch. 21 Vulture Point, PS
 * Armor, Pollution Coin). Nobody may Cut in. In the attacking player's order: each player
 * may spend Vulture Points, PS Armor Units go home, 10 Pollution Coins lose, hands are
 * adjusted; then damage and every "until end of turn" effect end together (the effect
 * system's `endTurn`) and the other player's turn begins.
 */
import type { Draft } from '../../core/draft';
import { dropCounter } from '../../core/zones';
import type { GameState, Seat } from '../../core/types';
import { endTurn, runTiming, type EffectsState } from '../../effects';
import { endOfTurnTriggers } from './auto-texts';
import { askDiscard, askVulture, HAND_LIMIT } from './asks';
import { returnControl } from './control';
import { end } from './endings';
import { HOOKS } from './hooks';
import { psArmorReturns } from './keywords/ps-armor';
import { vultureOptions, vulturePointsEarned } from './keywords/vulture';
import { freshPerTurn, other, POLLUTION, rulesOf, rw, zk } from './state';
import { says } from './words';
import { FIELD_ZONES, zoneList } from './zone-lists';

function seatsInOrder(s: GameState): Seat[] {
  return s.seats === 2 ? [s.turn.active, other(s.turn.active)] : [0];
}

function pollutionLoss(d: Draft): boolean {
  const s = d.state;
  // The coins' value key is the seat's key for them (`0:pollution-coins`), built once by `zk`.
  const losers = seatsInOrder(s).filter((seat) => Number(s.values[zk(seat, POLLUTION)] ?? 0) >= 10);
  if (losers.length === 0) return false;
  end(
    d,
    losers.length === 2 || s.seats === 1 ? 'draw' : other(losers[0]),
    losers.length === 2
      ? 'Both players have 10 or more Pollution Coins.'
      : `{p${losers[0]}} has 10 or more Pollution Coins at the end of the turn.`,
    losers.length === 2 ? says('log.end.bothPolluted') : says('log.end.polluted', { player: { seat: losers[0] } }),
  );
  return true;
}

/**
 * Carries the end of the turn on from where it stopped (a decision, or an order of Auto D
 * effects, pauses it). True once the turn is over: then the other player's turn begins
 * (flow.ts), which this file leaves to the turn that called it.
 */
export function endOfTurn(d: Draft): boolean {
  const s = d.state;
  const r = rw(d);
  if (r.endStage === 0) {
    r.endStage = 1;
    // "This effect will not be repeated": one award per area, however many Vulture Units.
    r.vulturePoints = vulturePointsEarned(s);
  }
  const order = seatsInOrder(d.state);
  // Stages 1..2: each player's Vulture choice, attacking player first.
  while (r.endStage <= order.length) {
    const seat = order[r.endStage - 1];
    r.endStage++;
    if (r.vulturePoints[seat] > 0 && vultureOptions(d.state, seat).length > 0) return (askVulture(d, seat), false);
  }
  if (r.endStage === order.length + 1) {
    r.endStage++;
    const triggers = endOfTurnTriggers(d.state);
    if (triggers.length > 0 || !quietEnd(rulesOf(d.state).effects)) {
      const held = runTiming(d, HOOKS, 'end-of-turn', { free: false }, triggers);
      if ('error' in held) throw new Error(held.error);
    }
    // Several Auto D at once wait for the attacking player's order; the answer carries the end of turn on.
    if (rulesOf(d.state).effects.pending) return false;
  }
  if (rulesOf(d.state).endStage === order.length + 2) {
    rw(d).endStage++;
    psArmorReturns(d, seatsInOrder(d.state));
    if (pollutionLoss(d)) return false;
  }
  // Hand adjustment (手札の調整) is the turn player's alone (docs/rules-coverage/gundam-war-sources.md, question 1).
  const active = d.state.turn.active;
  const excess = zoneList(d.state, active, 'hand').length - HAND_LIMIT;
  if (excess > 0) return (askDiscard(d, active, excess), false);
  finishTurn(d);
  return true;
}

function finishTurn(d: Draft): void {
  // Control given "until end of turn" ends with the turn's other lasting effects.
  returnControl(d);
  const expired = endTurn(d, HOOKS);
  if ('error' in expired) throw new Error(expired.error);
  clearDamage(d);
  // Field by field: an assigned literal goes through V8's generic copy.
  const r = rw(d);
  r.destroyed = [];
  r.transformed = [];
  r.sortied = [];
  r.resupplied = [];
  if (r.noSortie) r.noSortie = [];
  r.vulturePoints = [0, 0];
  r.vultureAreas = [[], []];
  r.perTurn = freshPerTurn();
  r.endStage = 0;
  r.engaged = { earth: false, space: false };
}

/**
 * Damage ends with the turn. Only cards on the Field carry it (a rules move off the Field
 * empties a card's counters, ch. 22), so the Field is walked, not all ~100 cards.
 */
export function clearDamage(d: Draft): void {
  const s = d.state;
  for (let seat = 0; seat < s.seats; seat++)
    for (const zone of FIELD_ZONES) {
      const list = zoneList(s, seat as Seat, zone);
      for (let i = 0; i < list.length; i++)
        if (s.cards[list[i]].counters.damage) dropCounter(d.card(list[i]), 'damage');
    }
}

/**
 * Whether the end-of-turn timing has nothing for the effect system to do besides what arose:
 * free timing already closed, no decision waiting, nothing on the agenda and no effect held
 * for it. Then the library's run would only copy the slice as it is (most turns).
 */
function quietEnd(e: EffectsState): boolean {
  if (e.free || e.priority !== null || e.pending || e.agenda.length > 0) return false;
  for (const h of e.holds) if (h.timing === 'end-of-turn') return false;
  return true;
}
