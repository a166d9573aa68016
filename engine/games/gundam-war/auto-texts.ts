/**
 * Automatic texts a card's script states besides Auto A (ch. 11 Auto Effects): an Auto B
 * "when this card is played" happens with the play itself, an Auto D "when this card comes
 * out" right after it, an Auto D "at the end of each turn" at the end-of-turn timing (an Auto
 * D "when this card is destroyed" arises with the destruction, destruction.ts).
 */
import type { GundamWarCard } from '../../cards/model';
import type { Draft } from '../../core/draft';
import type { GameState, Seat } from '../../core/types';
import type { Activation, TriggerDraft } from '../../effects';
import { def, fieldCards, perPrintedCard } from './read';
import { runOps } from './resolve-ops';
import { autoDrafts, scriptOf, type AutoText } from './script';
import { other } from './state';
import { textNegated } from './text-negated';
import { FIELD_ZONES, zoneList } from './zone-lists';

/** The Auto B and Auto D texts of a printed card. */
export function autoTexts(card: GundamWarCard): readonly AutoText[] {
  return scriptOf(card).autoTexts;
}

/**
 * Auto B of a card whose play just resolved onto the Field, and its Auto D "when this card comes
 * out": the Auto B happens with the coming out, the Auto D right after it (ch. 11 Activation
 * Timing for Auto B and D effects; the effect system applies Auto B first).
 */
export function playedTriggers(s: GameState, a: Activation): TriggerDraft[] {
  const id = a.card;
  if (id === null || !s.cards[id] || s.cards[id].attachedTo !== null || !fieldCards(s, a.controller).includes(id))
    return [];
  const card = def(s, id);
  return [...autoDrafts(card, id, a.controller, 'played'), ...autoDrafts(card, id, a.controller, 'comes-out')];
}

/**
 * Auto D "at the end of each turn" of every card on the Field, the attacking player's first, and
 * "at the end of your turn" of the attacking player's; a card whose text is negated has none.
 */
export function endOfTurnTriggers(s: GameState): TriggerDraft[] {
  // Loops over the Field's lists in place (group heads, `fieldCards`' order), no list made: this
  // runs every turn, and most cards have no such text.
  const out: TriggerDraft[] = [];
  for (let k = 0; k < s.seats; k++) {
    const seat = (k === 0 ? s.turn.active : other(s.turn.active)) as Seat;
    for (const zone of FIELD_ZONES) {
      const list = zoneList(s, seat, zone);
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (s.cards[id].attachedTo !== null || !endsTurn(s, id) || textNegated(s, id)) continue;
        for (const t of autoDrafts(def(s, id), id, seat, 'end-of-turn')) out.push(t);
        if (k === 0) for (const t of autoDrafts(def(s, id), id, seat, 'own-end-of-turn')) out.push(t);
      }
    }
  }
  return out;
}

/** Whether a printed card has an Auto D "at the end of each turn" (most have none). */
const endsTurn = perPrintedCard((card) =>
  autoTexts(card).some((t) => t.when === 'end-of-turn' || t.when === 'own-end-of-turn'),
);

/** Auto D "at the start of your turn" of the turn player's cards on the Field (upkeep), their text not negated. */
export function turnStartTriggers(s: GameState): TriggerDraft[] {
  const out: TriggerDraft[] = [];
  const seat = s.turn.active;
  for (const zone of FIELD_ZONES) {
    const list = zoneList(s, seat, zone);
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      if (s.cards[id].attachedTo !== null || !startsTurn(s, id) || textNegated(s, id)) continue;
      for (const t of autoDrafts(def(s, id), id, seat, 'own-turn-start')) out.push(t);
    }
  }
  return out;
}

const startsTurn = perPrintedCard((card) => autoTexts(card).some((t) => t.when === 'own-turn-start'));

/** Carries out an Auto B / Auto D text of the activation's source. */
export function applyAutoText(d: Draft, a: Activation, index: number): void {
  const ability = def(d.state, a.source!).script?.abilities[index];
  if (ability?.kind === 'trigger') runOps(d, a, ability.do);
}

/** Does this G give Nation Power of a colour its player chooses as it comes out? */
export function choosesColour(card: GundamWarCard): boolean {
  return card.type === 'g' && scriptOf(card).choosesColour;
}
