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
import { def, fieldCards } from './read';
import { runOps } from './resolve-ops';
import { autoDrafts, scriptOf, type AutoText } from './script';
import { other } from './state';

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

/** Auto D "at the end of each turn" of every card on the Field, the attacking player's first. */
export function endOfTurnTriggers(s: GameState): TriggerDraft[] {
  const seats: Seat[] = s.seats === 2 ? [s.turn.active, other(s.turn.active)] : [0];
  // Loops, not nested flatMaps: this runs every turn, and most cards have no automatic text.
  const out: TriggerDraft[] = [];
  for (const seat of seats)
    for (const id of fieldCards(s, seat)) {
      const d = def(s, id);
      if (autoTexts(d).length) for (const t of autoDrafts(d, id, seat, 'end-of-turn')) out.push(t);
    }
  return out;
}

/** Carries out an Auto B / Auto D text of the activation's source. */
export function applyAutoText(d: Draft, a: Activation, index: number): void {
  const ability = def(d.state, a.source!).script?.abilities[index];
  if (ability?.kind === 'trigger') runOps(d, a, ability.do);
}

/** Does this G give Nation Power of a colour its player chooses as it comes out? */
export function choosesColour(card: GundamWarCard): boolean {
  return card.type === 'g' && scriptOf(card).choosesColour;
}
