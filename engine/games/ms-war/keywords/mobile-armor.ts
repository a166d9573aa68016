/**
 * Mobile Armor (M.S. War 2.1 — Keywords C): a defending Mobile Armor gets +1 clash point
 * against an attacker that is neither a Mobile Armor nor a Battleship.
 */
import type { CardId, GameState } from '../../../core/types';
import { hasKeyword } from '../cards';
import { isBattleship } from './battleship';

export const MOBILE_ARMOR = 'mobile-armor';

/** The clash points Mobile Armor adds to `defender`, defending against `attacker` in the battle under way. */
export function mobileArmorBonus(state: GameState, defender: CardId, attacker: CardId): number {
  if (!hasKeyword(state, defender, MOBILE_ARMOR)) return 0;
  return hasKeyword(state, attacker, MOBILE_ARMOR) || isBattleship(state, attacker) ? 0 : 1;
}
