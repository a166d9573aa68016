/**
 * Resupply (X) (ch. 21; Supply): in the Return Step, X of your rolled non-Cruiser, non-Base
 * Units in this card's squad are not rolled by that step's fixed effect this turn
 * (abilities.ts).
 */
import { defineKeyword, readX } from './index';

export const RESUPPLY = defineKeyword({
  kind: 'resupply',
  names: ['resupply', 'supply'],
  read: readX('resupply'),
});
