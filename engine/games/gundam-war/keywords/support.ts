/**
 * Support (ch. 21): it gains no Battle Modifications of Characters (read.ts), and sorties only
 * into a squad where no other Unit has Support.
 */
import { defineKeyword } from './index';
import { has } from '../read';

export const SUPPORT = defineKeyword({
  kind: 'support',
  names: ['support'],
  sortie: (s, p) => {
    if (p.units.filter((u) => has(s, u, 'support')).length <= 1) return null;
    return { error: 'A Support sorties only into a squad with no other Support.', rule: 'Gundam War ch. 21 Support' };
  },
});
