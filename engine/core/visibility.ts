/** Who may see a card: the zone's visibility, the card's face, and explicit reveals. */
import { parseZoneKey, zoneDef, type GameLayout } from './layout';
import type { CardInstance, EventRef, GameState, Seat } from './types';

export function canSee(layout: GameLayout, card: CardInstance, seat: Seat): boolean {
  if (card.revealedTo.includes(seat)) return true;
  const parsed = parseZoneKey(card.zone);
  const def = parsed && zoneDef(layout, parsed.zone);
  if (!def) return false;
  if (def.visibility === 'hidden') return false;
  if (def.visibility === 'owner') return card.owner === seat;
  if (card.faceUp) return true;
  return def.ownerPeeks === true && card.owner === seat;
}

export function seesOf(layout: GameLayout, state: GameState, card: CardInstance): Seat[] {
  const seats: Seat[] = state.seats === 2 ? [0, 1] : [0];
  return seats.filter((s) => canSee(layout, card, s));
}

export function cardName(state: GameState, card: CardInstance): string {
  return state.catalog[card.key]?.name ?? card.key;
}

/** A reference for the log; `also` adds seats that saw the card at another moment (before a move). */
export function eventRef(layout: GameLayout, state: GameState, id: string, also: Seat[] = []): EventRef {
  const card = state.cards[id];
  const shown = new Set<Seat>([...seesOf(layout, state, card), ...also]);
  return { id, name: cardName(state, card), shownTo: [...shown].sort() };
}
