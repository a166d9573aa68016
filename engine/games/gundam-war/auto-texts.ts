/**
 * Automatic texts a card's script states besides Auto A (ch. 11 Auto Effects): an Auto B
 * "when this card is played" happens with the play itself, an Auto D "at the end of each
 * turn" at the end-of-turn timing.
 */
import type { GundamWarCard } from '../../cards/model';
import type { Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import type { Activation, JsonValue, TriggerDraft } from '../../effects';
import { def, fieldCards } from './read';
import { runOps } from './resolve-ops';
import { scriptOf, type AutoText, type AutoWhen } from './script';
import { other } from './state';

/** The Auto B and Auto D texts of a printed card. */
export function autoTexts(card: GundamWarCard): readonly AutoText[] {
  return scriptOf(card).autoTexts;
}

function drafts(s: GameState, id: CardId, controller: Seat, when: AutoWhen): TriggerDraft[] {
  const card = def(s, id);
  return autoTexts(card)
    .filter((t) => t.when === when)
    .map((t) => ({
      kind: t.kind,
      source: id,
      ability: `${t.kind}:${when}`,
      controller,
      op: { k: 'auto-text', index: t.index } as unknown as JsonValue,
      label: `${card.name}: ${t.kind === 'auto-b' ? 'Auto B' : 'Auto D'}`,
    }));
}

/** Auto B of a card whose play just resolved onto the Field (ch. 11: it is carried out with the play). */
export function playedTriggers(s: GameState, a: Activation): TriggerDraft[] {
  const id = a.card;
  if (id === null || !s.cards[id] || s.cards[id].attachedTo !== null || !fieldCards(s, a.controller).includes(id))
    return [];
  return drafts(s, id, a.controller, 'played');
}

/** Auto D "at the end of each turn" of every card on the Field, the attacking player's first. */
export function endOfTurnTriggers(s: GameState): TriggerDraft[] {
  const seats: Seat[] = s.seats === 2 ? [s.turn.active, other(s.turn.active)] : [0];
  return seats.flatMap((seat) => fieldCards(s, seat).flatMap((id) => drafts(s, id, seat, 'end-of-turn')));
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
