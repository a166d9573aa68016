/**
 * Change [A] (ch. 21; Switch): in the enemy's Attack Step this card in hand may take the place
 * of one of your Units named A, once per turn per player (abilities.ts: `checkChange`, the
 * swap).
 */
import { defineKeyword } from './index';

export const CHANGE = defineKeyword({
  kind: 'change',
  names: ['change', 'switch'],
  read: (k) => ({ kind: 'change', name: k.param ?? '' }),
});
