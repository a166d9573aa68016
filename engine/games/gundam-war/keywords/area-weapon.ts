/**
 * Area Weapon (X) (ch. 21; Wide Range Weapon): in the Damage Calculation Step, destroys every
 * Unit in battle with this card whose Defence is X or less (abilities.ts).
 */
import { defineKeyword, readX } from './index';

export const AREA_WEAPON = defineKeyword({
  kind: 'area-weapon',
  names: ['area-weapon', 'wide-range-weapon'],
  read: readX('area-weapon'),
});
