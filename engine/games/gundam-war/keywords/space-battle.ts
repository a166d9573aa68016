/**
 * Space Battle (X) (ch. 21): when every Unit of a squad in the Space Area has it, enemy Units
 * in battle with it that lack it get -Y/-0/-0, Y the lowest X of that squad; instances on one
 * Unit add up (ch. 21 note). read.ts `statsOf` asks it. A squad effect.
 */
import type { CardId, GameState } from '../../../core/types';
import { areaOf, effectsOf, has, seatOf, squad, squadHas } from '../read';
import { defineKeyword, readX } from './index';

/** A Unit's Space Battle value: instances on it and lent by its Set cards add up (ch. 21 note). */
export function spaceBattleX(s: GameState, id: CardId): number {
  return effectsOf(s, id).reduce((sum, e) => sum + (e.kind === 'space-battle' ? e.x : 0), 0);
}

/** The Y of -Y/-0/-0 an enemy without it in battle with an all-Space-Battle squad gets: the lowest X there. */
function penalty(s: GameState, id: CardId): number {
  if (areaOf(s, id) !== 'space' || has(s, id, 'space-battle')) return 0;
  const enemy = squad(s, seatOf(s, id) === 0 ? 1 : 0, 'space');
  if (!squadHas(s, enemy, 'space-battle')) return 0;
  return Math.min(...enemy.map((u) => spaceBattleX(s, u)));
}

export const SPACE_BATTLE = defineKeyword({
  kind: 'space-battle',
  names: ['space-battle'],
  squad: true,
  read: readX('space-battle'),
  stats: (s, id) => ({ melee: -penalty(s, id), ranged: 0, hp: 0 }),
});
