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
  sortie: (s, p) => {
    const bases = p.units.filter((u) => has(s, u, 'base'));
    if (p.attacking && bases.length > 0)
      return refusal(
        `${def(s, bases[0]).name} is a Base and cannot sortie to attack.`,
        'Gundam War ch. 21 Base',
        'baseAttack',
        'base',
        { card: cardName(def(s, bases[0])) },
      );
    if (bases.length > 1)
      return refusal('A squad may hold only one Base.', 'Gundam War ch. 21 Base', 'baseOne', 'base');
    return null;
  },
});
