/** Preemptive Strike (M.S. War 2.1 — Keywords D): a tie of clash points is won by the side with it alone. */
import type { CardId, GameState } from '../../../core/types';
import { hasKeyword } from '../cards';

export const PREEMPTIVE_STRIKE = 'preemptive-strike';

/** Who wins a tie: the one with Preemptive Strike when only one has it, else both fall. */
export function tieWinner(state: GameState, attacker: CardId, defender: CardId): 'attacker' | 'defender' | 'both' {
  const a = hasKeyword(state, attacker, PREEMPTIVE_STRIKE);
  const b = hasKeyword(state, defender, PREEMPTIVE_STRIKE);
  return a === b ? 'both' : a ? 'attacker' : 'defender';
}
