/**
 * Support (ch. 21): it gains no Battle Modifications of Characters, is played under the
 * one-per-turn limit it shares with Cruiser and Base, and sorties only into a squad where no other
 * Unit has Support.
 */
import { defineKeyword, keywordRule, refusal } from './index';
import { has } from '../read';

export const SUPPORT = defineKeyword({
  kind: 'support',
  names: ['support'],
  play: { cruiserLike: true },
  host: { noCharacterModifications: true },
  sortie: (s, p) => {
    // A squad of one Unit holds no other Support: known without reading it.
    if (p.units.length < 2) return null;
    let supports = 0;
    for (const u of p.units) if (has(s, u, 'support')) supports++;
    if (supports <= 1) return null;
    return refusal('support', undefined, keywordRule('support'));
  },
});
