/**
 * Special Shield (X) (ch. 21): in a Battle Area, effect damage dealt to this card (not
 * Psycommu, not battle damage) is lowered by X (resolve-ops.ts `effectDamage` asks it).
 */
import { areaOf } from '../read';
import { defineKeyword, effectValue, readX } from './index';

export const SPECIAL_SHIELD = defineKeyword({
  kind: 'special-shield',
  names: ['special-shield'],
  read: readX('special-shield'),
  damage: (s, id, fx, how) => (how.psycommu || !areaOf(s, id) ? 0 : effectValue(fx, 'special-shield')),
});
