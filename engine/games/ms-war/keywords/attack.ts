/** Attack (M.S. War 2.1 — Keywords A): an Event card or ability with Attack is played or used only during an Attack Phase. */
import type { CardId, GameState } from '../../../core/types';
import { hasKeyword } from '../cards';

export const ATTACK = 'attack';
export const ATTACK_RULE = 'M.S. War 2.1 — Keywords A (Attack)';

export function hasAttack(state: GameState, id: CardId): boolean {
  return hasKeyword(state, id, ATTACK);
}
