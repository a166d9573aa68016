/**
 * Mobile Armor (M.S. War 2.1 — Keywords C): a defending Mobile Armor gets +1 clash point
 * against an attacker that is neither a Mobile Armor nor a Battleship.
 */
import type { CardId, GameState } from '../../../core/types';
import { hasKeyword } from '../cards';
import { rulesOf } from '../state';
import { isBattleship } from './battleship';

export const MOBILE_ARMOR = 'mobile-armor';

/** The clash points Mobile Armor adds to `id` now; `defending` says whether it defends in the battle under way. */
export function mobileArmorBonus(state: GameState, id: CardId, defending: (id: CardId) => boolean): number {
  const battle = rulesOf(state).battle;
  if (!battle || !defending(id) || !hasKeyword(state, id, MOBILE_ARMOR)) return 0;
  const a = battle.attacker;
  return hasKeyword(state, a, MOBILE_ARMOR) || isBattleship(state, a) ? 0 : 1;
}
