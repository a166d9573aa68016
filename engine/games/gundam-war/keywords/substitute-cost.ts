/**
 * Substitute Cost ->[B]: A (ch. 21): the card may be played with B applied to its cost, A paid
 * right after; B never takes the cost below 0 (play.ts, legal.ts; script.ts).
 */
import { defineKeyword, parseCostChange } from './index';

export const SUBSTITUTE_COST = defineKeyword({
  kind: 'substitute-cost',
  names: ['substitute-cost'],
  read: (k) => ({ kind: 'substitute-cost', change: parseCostChange(k.param || '*'), cost: (k.effect ?? '').trim() }),
});
