/** Who may see a card: the zone's visibility, the card's face, and explicit reveals. */
import { zoneDefOfKey, type GameLayout } from './layout';
import { idText } from './ids';
import type { CardId, CardInstance, EventRef, GameState, Seat } from './types';

export function canSee(layout: GameLayout, card: CardInstance, seat: Seat): boolean {
  if (card.revealedTo.includes(seat)) return true;
  const def = zoneDefOfKey(layout, card.zone);
  if (!def) return false;
  if (def.visibility === 'hidden') return false;
  if (def.visibility === 'owner') return card.owner === seat;
  if (card.faceUp) return true;
  return def.ownerPeeks === true && card.owner === seat;
}

export function seesOf(layout: GameLayout, state: GameState, card: CardInstance): Seat[] {
  const seats: Seat[] = [];
  if (canSee(layout, card, 0)) seats.push(0);
  if (state.seats === 2 && canSee(layout, card, 1)) seats.push(1);
  return seats;
}

export function cardName(state: GameState, card: CardInstance): string {
  return state.catalog[card.key]?.name ?? card.key;
}

/** A reference for the log; `also` adds seats that saw the card at another moment (before a move). */
export function eventRef(layout: GameLayout, state: GameState, id: CardId, also: Seat[] = []): EventRef {
  const card = state.cards[id];
  const seen = seesOf(layout, state, card);
  const shownTo = also.length === 0 ? seen : [...new Set<Seat>([...seen, ...also])].sort();
  return { id: idText(id), name: cardName(state, card), key: card.key, shownTo };
}
