/**
 * Water (ch. 21): when every Unit of a squad in the Earth Area has it, the enemy may sortie no
 * Base there, and enemy Units without Water in battle with it have their text negated
 * (read.ts, where special effects are read). A squad effect.
 */
import { defineKeyword } from './index';
import { has, squadHas } from '../read';

export const WATER = defineKeyword({
  kind: 'water',
  names: ['water'],
  sortie: (s, p) => {
    if (p.attacking || p.area !== 'earth' || !squadHas(s, p.attacker, 'water')) return null;
    if (!p.units.some((u) => has(s, u, 'base'))) return null;
    return {
      error: 'Against an all-Water squad in the Earth Area no Base may sortie.',
      rule: 'Gundam War ch. 21 Water',
    };
  },
});
