/**
 * Base (ch. 21; Stronghold): Set rules and the one-per-turn limit as for a Cruiser; it never
 * sorties to attack, nor into a squad that already holds a Base.
 */
import { cardName } from '../../../i18n/message';
import { defineKeyword, refusal } from './index';
import { def, has } from '../read';

export const BASE = defineKeyword({
  kind: 'base',
  names: ['base'],
  play: { cruiserLike: true },
  host: { takesMany: true, noCharacterModifications: true },
  // A loop, no list of the Bases: listing checks a sortie of every Unit alone at each Sortie decision.
  sortie: (s, p) => {
    let bases = 0;
    for (const u of p.units) {
      if (!has(s, u, 'base')) continue;
      if (p.attacking)
        return refusal(
          `${def(s, u).name} is a Base and cannot sortie to attack.`,
          'Gundam War ch. 21 Base',
          'baseAttack',
          'base',
          { card: cardName(def(s, u)) },
        );
      bases++;
    }
    if (bases > 1) return refusal('A squad may hold only one Base.', 'Gundam War ch. 21 Base', 'baseOne', 'base');
    return null;
  },
});
