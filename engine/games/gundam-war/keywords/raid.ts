/**
 * Raid (ch. 21; the English CCG's Assault): when every Unit of the attacking squad has it,
 * battle damage left over after the enemy squad is dealt to the enemy's Nation (battle.ts deals
 * it; flow.ts asks the squad). A squad effect.
 */
import { defineKeyword } from './index';

export const RAID = defineKeyword({
  kind: 'raid',
  names: ['raid'],
  squad: true,
  battle: { overflowsToNation: true },
});
