/**
 * End of turn (ch. 12 "End of Return Step and End of Turn"; ch. 21 Vulture Point, PS Armor,
 * Pollution Coin): Vulture Points are spent, PS Armor Units go home as the last end-of-turn
 * effect, 10 Pollution Coins lose, the hand is adjusted, then damage and every
 * "until end of turn" effect end together.
 */
import { vultureChoices } from './battle';
import { cardType, def, effectsOf, powerSources } from './derive';
import { nationPower } from './power';
import { log, moveTo, type Ctx } from './moves';
import { startTurn } from './flow';
import { freshPerTurn, other, type GundamWarState, type Seat } from './state';

/** Hand size at end of turn. The chapter giving the figure was not recovered; 7 is the judge's reading. */
export const HAND_LIMIT = 7;

export function endOfTurnStart(ctx: Ctx): void {
  const s = ctx.s;
  for (const seat of [0, 1] as Seat[]) {
    // "This effect will not be repeated": one award per area, however many Vulture Units.
    const points = s.vultureAreas[seat].reduce((sum, area) => sum + s.perTurn.abolishedIn[area], 0);
    s.vulturePoints[seat] = Math.max(0, points);
  }
  endOfTurnNext(ctx);
}

/** Cards in a seat's Junkyard its Vulture Points can buy. */
export function vultureOptions(s: GundamWarState, seat: Seat): string[] {
  const types = vultureChoices(s.vulturePoints[seat]);
  return s.zones[seat].junkyard.filter((id) => (types as string[]).includes(def(s, id).type));
}

function psArmorReturns(ctx: Ctx): void {
  const s = ctx.s;
  for (const seat of [s.active, other(s.active)] as Seat[]) {
    for (const id of [...s.zones[seat].disposition]) {
      const c = s.cards[id];
      if (!c.sortiedThisTurn || c.resupplied || cardType(s, id) !== 'unit') continue;
      const armor = effectsOf(s, id).find((e) => e.kind === 'ps-armor');
      if (!armor) continue;
      const colour = def(s, id).color ?? 'purple';
      if (armor.kind === 'ps-armor' && armor.x !== undefined && nationPower(powerSources(s, seat))[colour] >= armor.x) continue;
      moveTo(ctx, id, { at: 'hand', seat: c.owner });
      log(ctx, 'ps-armor', seat, 'PS Armor: {0} returns to its owner\'s hand.', [id]);
    }
  }
}

function pollutionCheck(ctx: Ctx): boolean {
  const s = ctx.s;
  const losers = ([0, 1] as Seat[]).filter((seat) => s.pollution[seat] >= 10);
  if (losers.length === 0) return false;
  s.winner = losers.length === 2 ? 'draw' : other(losers[0]);
  s.lossReason = losers.length === 2 ? 'Both players have 10 or more Pollution Coins.' : `{p${losers[0]}} has 10 or more Pollution Coins at the end of the turn.`;
  s.pending = null;
  log(ctx, 'game-over', null, s.lossReason);
  return true;
}

function cleanup(s: GundamWarState): void {
  for (const c of Object.values(s.cards)) {
    c.damage = 0;
    c.modifiers = [];
    c.transformed = false;
    c.sortiedThisTurn = false;
    c.resupplied = false;
  }
  s.vulturePoints = [0, 0];
  s.vultureAreas = [[], []];
  s.perTurn = freshPerTurn();
}

export function endOfTurnNext(ctx: Ctx): void {
  const s = ctx.s;
  for (const seat of [s.active, other(s.active)] as Seat[]) {
    if (s.perTurn.vultureAsked[seat]) continue;
    s.perTurn.vultureAsked[seat] = true;
    if (s.vulturePoints[seat] > 0 && vultureOptions(s, seat).length > 0) {
      s.pending = { kind: 'vulture', seat, points: s.vulturePoints[seat] };
      return;
    }
  }
  if (!s.perTurn.used['ps-armor-done']) {
    s.perTurn.used['ps-armor-done'] = 1;
    psArmorReturns(ctx);
    if (pollutionCheck(ctx)) return;
  }
  for (const seat of [s.active, other(s.active)] as Seat[]) {
    const excess = s.zones[seat].hand.length - HAND_LIMIT;
    if (excess > 0) {
      s.pending = { kind: 'discard', seat, count: excess };
      return;
    }
  }
  cleanup(s);
  startTurn(ctx, other(s.active));
}
