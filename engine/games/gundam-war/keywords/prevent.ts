/**
 * Prevent (X) (ch. 21): while this card is being played, enemy Commands targeting it cost X
 * more; instances add up (play.ts).
 */
import { defineKeyword, readX } from './index';

export const PREVENT = defineKeyword({
  kind: 'prevent',
  names: ['prevent'],
  read: readX('prevent'),
});
