/**
 * High Mobility (ch. 21): when every Unit of the attacking squad has it, the enemy may sortie
 * only Units with High Mobility into that Battle Area. A squad effect.
 */
import { defineKeyword, refusal } from './index';
import { has, squadHas } from '../read';

export const HIGH_MOBILITY = defineKeyword({
  kind: 'high-mobility',
  names: ['high-mobility'],
  squad: true,
  sortie: (s, p) => {
    if (p.attacking || !squadHas(s, p.attacker, 'high-mobility')) return null;
    if (p.units.every((u) => has(s, u, 'high-mobility'))) return null;
    return refusal(
      'Against an all-High Mobility attacking squad only Units with High Mobility may sortie there.',
      'Gundam War ch. 21 High Mobility',
      'highMobility',
      'highMobility',
    );
  },
});
