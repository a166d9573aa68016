/**
 * Water (ch. 21): when every Unit of a squad in the Earth Area has it, the enemy may sortie no
 * Base there, and enemy Units without Water in battle with it have their text negated. A squad
 * effect.
 */
import { defineKeyword, hasEffect, keywordRule, refusal } from './index';
import { areaOf, has, printedNow, seatOf, squad, squadHas, unnegated } from '../read';

export const WATER = defineKeyword({
  kind: 'water',
  names: ['water'],
  squad: true,
  sortie: (s, p) => {
    if (p.attacking || p.area !== 'earth' || !squadHas(s, p.attacker, 'water')) return null;
    if (!p.units.some((u) => has(s, u, 'base'))) return null;
    return refusal('water', undefined, keywordRule('water'));
  },
  negates: (s, id) => {
    if (areaOf(s, id) !== 'earth' || s.cards[id].attachedTo !== null) return false;
    if (hasEffect(printedNow(s, id), 'water')) return false;
    const enemy = squad(s, seatOf(s, id) === 0 ? 1 : 0, 'earth');
    // Water itself is read before negation, so two Water squads cannot negate each other in a loop.
    return enemy.length > 0 && enemy.every((u) => hasEffect(unnegated(s, u), 'water'));
  },
});
