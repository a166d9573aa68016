/**
 * Base (ch. 21; Stronghold): Set rules and the one-per-turn limit as for a Cruiser; it never
 * sorties to attack, nor into a squad that already holds a Base.
 */
import { defineKeyword } from './index';
import { def, has } from '../read';

export const BASE = defineKeyword({
  kind: 'base',
  names: ['base'],
  play: { cruiserLike: true },
  host: { takesMany: true, noCharacterModifications: true },
  sortie: (s, p) => {
    const bases = p.units.filter((u) => has(s, u, 'base'));
    if (p.attacking && bases.length > 0)
      return {
        error: `${def(s, bases[0]).name} is a Base and cannot sortie to attack.`,
        rule: 'Gundam War ch. 21 Base',
      };
    if (bases.length > 1) return { error: 'A squad may hold only one Base.', rule: 'Gundam War ch. 21 Base' };
    return null;
  },
});
