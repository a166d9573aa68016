/**
 * Pollution Coin (X) (ch. 21): puts Pollution Coins on its player; one with 10 or more at the
 * end of a turn loses (end-of-turn.ts).
 */
import { defineKeyword, readX } from './index';

export const POLLUTION_COIN = defineKeyword({
  kind: 'pollution-coin',
  names: ['pollution-coin'],
  read: readX('pollution-coin'),
});
