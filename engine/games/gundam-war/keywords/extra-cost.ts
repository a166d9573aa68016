/**
 * Extra Cost ->A (ch. 21): condition A must be met right after the normal cost is paid, or the
 * card cannot be played (play.ts; its cost is the script's, script.ts).
 */
import { defineKeyword } from './index';

export const EXTRA_COST = defineKeyword({
  kind: 'extra-cost',
  names: ['extra-cost'],
  read: (k) => ({ kind: 'extra-cost', condition: k.param ?? '' }),
});
