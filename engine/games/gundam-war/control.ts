/**
 * Taking control of a card (「～のコントロールを得る」, "Gain control of 1 enemy Unit"). On the Field
 * a card's controller is the player who manages the Disposition Area or squad it is in (ch. 04
 * Control and Controller), so control passes by moving the Unit, with its Set group, into the new
 * controller's Disposition Area (ch. 22 Moving of Cards, 2: "from your Disposition Area to the
 * enemy's"). It stays on the Field, the same card: rolled or upright as it was, its damage, coins
 * and lasting effects kept (moves.ts `moveTo`); its owner does not change, so a card that leaves the
 * Field still goes to its owner's place (ch. 22 Moving of Cards). "Until end of turn" ends with the
 * turn's lasting effects (ch. 22 "Until End of Turn" and "For this Turn"): the Unit goes back to the
 * Disposition Area of the player who controlled it before, unless it left the Field meanwhile.
 */
import type { Draft } from '../../core/draft';
import type { CardId, Seat } from '../../core/types';
import { log, moveTo } from './moves';
import { controllerOf } from './read';
import { rulesOf, rw, ZONE } from './state';
import { card, says } from './words';

/** `seat` gains control of a Unit on the Field; false when it is not on the Field or already theirs. */
export function takeControl(d: Draft, id: CardId, seat: Seat, until: 'turn' | null): boolean {
  const s = d.state;
  const before = controllerOf(s, id);
  // A Set card is controlled with the Unit it is Set on (ch. 17 Control of Set cards): the group moves as one.
  if (before === null || before === seat || s.cards[id].attachedTo !== null) return false;
  moveTo(d, id, ZONE.disposition, seat);
  if (until === 'turn') {
    const r = rw(d);
    r.controlUntilEnd = [
      ...(r.controlUntilEnd ?? []),
      { id, entered: rulesOf(d.state).entered[id] ?? -1, back: before },
    ];
  }
  log(
    d,
    'control',
    seat,
    says(until === 'turn' ? 'log.controlTurn' : 'log.control', { card: card(0), player: { seat } }),
    [id],
  );
  return true;
}

/** As the turn ends: every Unit controlled "until end of turn" goes back to its controller before, if it is still the same card on the Field. */
export function returnControl(d: Draft): void {
  const lent = rulesOf(d.state).controlUntilEnd;
  if (!lent?.length) return;
  rw(d).controlUntilEnd = [];
  for (const { id, entered, back } of lent) {
    const s = d.state;
    if (controllerOf(s, id) === null || (rulesOf(s).entered[id] ?? -1) !== entered || controllerOf(s, id) === back)
      continue;
    moveTo(d, id, ZONE.disposition, back);
    log(d, 'control', back, says('log.controlBack', { card: card(0), player: { seat: back } }), [id]);
  }
}
