/**
 * Base (ch. 21; Stronghold): Set rules and the one-per-turn limit as for a Cruiser; it never
 * sorties to attack, nor into a squad that already holds a Base.
 */
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
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
      if (p.attacking) return refusal('baseAttack', { card: cardName(def(s, u)) }, keywordRule('base'));
      bases++;
    }
    if (bases > 1) return refusal('baseOne', undefined, keywordRule('base'));
    return null;
  },
});
