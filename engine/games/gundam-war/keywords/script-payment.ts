/**
 * The payment an Extra Cost or a Substitute Cost asks besides Nation Power, as the card's
 * script states it (script.ts: `extraCost`, `substituteCost`): a check and a payment. None stated:
 * nothing to pay.
 */
import type { ScriptCost } from '../../../abilities/schema';
import type { GameState, Seat } from '../../../core/types';
import { moveTo } from '../moves';
import { def, fieldCards, setCards } from '../read';
import { ZONE } from '../state';
import type { Payment } from './index';
import { zoneList } from '../zone-lists';

export function scriptPayment(s: GameState, seat: Seat, cost: ScriptCost | null): { ok: boolean; pay: Payment } {
  if (cost?.abolishCharacter) {
    const chars = fieldCards(s, seat)
      .flatMap((c) => setCards(s, c))
      .filter((c) => def(s, c).type === 'character');
    return { ok: chars.length > 0, pay: (d) => moveTo(d, chars[0], ZONE.junkyard, s.cards[chars[0]].owner) };
  }
  if (cost?.removeFromJunkyard) {
    const top = zoneList(s, seat, 'junkyard').slice(0, cost.removeFromJunkyard);
    return {
      ok: top.length === cost.removeFromJunkyard,
      pay: (d) => top.forEach((c) => moveTo(d, c, ZONE.removed, seat)),
    };
  }
  return { ok: true, pay: () => undefined };
}
