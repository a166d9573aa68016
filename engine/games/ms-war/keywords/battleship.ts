/**
 * Battleship (M.S. War 2.1 — Keywords B): an attacking Battleship must be met by two or more
 * defenders, unless the one defender is itself a Battleship; a Mobile Armor gains no clash point
 * against it (mobile-armor.ts).
 */
import type { CardId, GameState, RuleError } from '../../../core/types';
import { cardName } from '../../../i18n/message';
import { hasKeyword, printed } from '../cards';
import { cite, refuse } from '../say';

export const BATTLESHIP = 'battleship';

export function isBattleship(state: GameState, id: CardId): boolean {
  return hasKeyword(state, id, BATTLESHIP);
}

export function battleshipDefence(state: GameState, attacker: CardId, defenders: CardId[]): RuleError | null {
  // Two or more defenders, or one that is itself a Battleship (legal.ts lists defences by the same rule).
  if (defenders.length !== 1 || isBattleship(state, defenders[0])) return null;
  return refuse('battleship', { card: cardName(printed(state, attacker)) }, cite('battleship'));
}
