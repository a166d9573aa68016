/**
 * The payment an Extra Cost or a Substitute Cost asks besides Nation Power, as the card's
 * script states it (script.ts: `extraCost`, `substituteCost`): a check and a payment. None stated:
 * nothing to pay.
 */
import type { ScriptCost } from '../../../abilities/schema';
import type { CardId, GameState, Seat } from '../../../core/types';
import { moveTo } from '../moves';
import { def, setCards } from '../read';
import { ZONE } from '../state';
import type { Payment } from './index';
import { FIELD_ZONES, zoneList } from '../zone-lists';

export function scriptPayment(s: GameState, seat: Seat, cost: ScriptCost | null): { ok: boolean; pay: Payment } {
  if (cost?.abolishCharacter) {
    const char = firstSetCharacter(s, seat);
    return { ok: char !== null, pay: (d) => moveTo(d, char!, ZONE.junkyard, s.cards[char!].owner) };
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

/**
 * The first Character Set on one of the seat's cards on the Field (Field order, then Set order):
 * the one an Extra Cost abolishes. Loops over the zone lists, not `flatMap` over `fieldCards`: listing
 * asks this for every play of such a card, and V8's `flatMap` took ~3% of a random game here.
 */
function firstSetCharacter(s: GameState, seat: Seat): CardId | null {
  for (const zone of FIELD_ZONES) {
    const list = zoneList(s, seat, zone);
    // Most zones hold no Set Character: known in one walk, without reading each head's Set cards.
    if (!setCharacterIn(s, list)) continue;
    for (let i = 0; i < list.length; i++) {
      // The seat's group heads (`fieldCards`), each followed by the cards Set on it.
      if (s.cards[list[i]].attachedTo !== null) continue;
      for (const c of setCards(s, list[i])) if (def(s, c).type === 'character') return c;
    }
  }
  return null;
}

/** Whether some card of a zone's list is a Character Set on another. */
function setCharacterIn(s: GameState, list: CardId[]): boolean {
  for (let i = 0; i < list.length; i++)
    if (s.cards[list[i]].attachedTo !== null && def(s, list[i]).type === 'character') return true;
  return false;
}
