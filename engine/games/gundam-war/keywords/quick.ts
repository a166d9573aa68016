/**
 * Quick (ch. 21): the card may be played in every Free Timing, outside the one-per-turn
 * restriction; a Command's own stated timing still rules (play.ts `commandTimely`).
 */
import { defineKeyword } from './index';

export const QUICK = defineKeyword({
  kind: 'quick',
  names: ['quick'],
  play: { anyFreeTiming: true },
});
