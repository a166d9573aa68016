/**
 * "[This unit] may defend with an additional M.S. Card" (M.S. War 2.1, the keyword's own
 * section): one more M.S. Card may join a defence that holds a card with it, so two defend.
 */
import type { CardId, GameState, RuleError } from '../../../core/types';
import { hasKeyword } from '../cards';

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
  basicRule: string,
): RuleError | null {
  if (defendersAllowed(defenders.length, extra)) return null;
  return {
    error: extra
      ? 'Only one additional M.S. Card may join the defence.'
      : 'Only one M.S. Card may defend against an attacker unless a card says it may defend with an additional M.S. Card.',
    rule: extra ? 'M.S. War 2.1 — "[This unit] may defend with an additional M.S. Card" B' : basicRule,
  };
}
