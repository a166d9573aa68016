/** Attack (M.S. War 2.1 — Keywords A): an Event card or ability with Attack is played or used only during an Attack Phase. */
import type { CardId, GameState } from '../../../core/types';
import { hasKeyword } from '../cards';
import { cite } from '../say';

export const ATTACK = 'attack';
export const ATTACK_RULE = cite('attackKeyword');

export function hasAttack(state: GameState, id: CardId): boolean {
  return hasKeyword(state, id, ATTACK);
}
