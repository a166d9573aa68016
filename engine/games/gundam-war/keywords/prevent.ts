/**
 * Prevent (X) (ch. 21): while this card is being played, enemy Commands targeting it cost X
 * more in total; instances add up.
 */
import { defineKeyword, effectValue, readX } from './index';

export const PREVENT = defineKeyword({
  kind: 'prevent',
  names: ['prevent'],
  read: readX('prevent'),
  play: { targetedCost: (fx) => ({ total: effectValue(fx, 'prevent') }) },
});
