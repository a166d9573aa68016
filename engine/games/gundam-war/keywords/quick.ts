/**
 * Quick (ch. 21): the card may be played in every Free Timing, outside the one-per-turn
 * restriction (play.ts, legal.ts).
 */
import { defineKeyword } from './index';

export const QUICK = defineKeyword({
  kind: 'quick',
  names: ['quick'],
});
