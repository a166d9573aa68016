/**
 * "[This unit] may defend with an additional M.S. Card" (M.S. War 2.1, the keyword's own
 * section): one more M.S. Card may join a defence that holds a card with it, so two defend.
 */
import type { CardId, GameState, RuleError } from '../../../core/types';
import { hasKeyword } from '../cards';
import { cite, refuse, type Citation } from '../say';

export const ADDITIONAL_DEFENDER = 'additional-defender';

export function mayAddDefender(state: GameState, id: CardId): boolean {
  return hasKeyword(state, id, ADDITIONAL_DEFENDER);
}

/** Whether `count` defenders may meet an attacker that is no Battleship; `extra` says one of them may add a defender. */
export function defendersAllowed(count: number, extra: boolean): boolean {
  return count <= 1 || (count === 2 && extra);
}

/** Why more than one defender may not meet an attacker that is no Battleship (the basic rule allows one). */
export function extraDefenderRefusal(
  defenders: readonly unknown[],
  extra: boolean,
  basicRule: Citation,
): RuleError | null {
  if (defendersAllowed(defenders.length, extra)) return null;
  return extra
    ? refuse('oneAdditional', undefined, cite('additionalDefender', 'B'))
    : refuse('oneDefender', undefined, basicRule);
}
