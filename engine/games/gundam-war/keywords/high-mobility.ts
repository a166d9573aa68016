/**
 * High Mobility (ch. 21): when every Unit of the attacking squad has it, the enemy may sortie
 * only Units with High Mobility into that Battle Area. A squad effect.
 */
import { defineKeyword, keywordRule, refusal } from './index';
import { has, squadHas } from '../read';

export const HIGH_MOBILITY = defineKeyword({
  kind: 'high-mobility',
  names: ['high-mobility'],
  squad: true,
  sortie: (s, p) => {
    if (p.attacking || !squadHas(s, p.attacker, 'high-mobility')) return null;
    if (p.units.every((u) => has(s, u, 'high-mobility'))) return null;
    return refusal('highMobility', undefined, keywordRule('highMobility'));
  },
});
