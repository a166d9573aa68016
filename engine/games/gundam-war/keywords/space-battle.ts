/**
 * Space Battle (X) (ch. 21): when every Unit of a squad in the Space Area has it, enemy Units
 * in battle with it that lack it get -Y/-0/-0, Y the lowest X of that squad; instances on one
 * Unit add up (read.ts `spaceBattleX`, `statsOf`). A squad effect.
 */
import { defineKeyword, readX } from './index';

export const SPACE_BATTLE = defineKeyword({
  kind: 'space-battle',
  names: ['space-battle'],
  read: readX('space-battle'),
});
