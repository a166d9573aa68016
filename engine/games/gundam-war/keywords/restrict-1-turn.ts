/**
 * Restrict to 1/Turn (ch. 21): the player who played it may play no other card of the same
 * name this turn (play.ts).
 */
import { defineKeyword } from './index';

export const RESTRICT_1_TURN = defineKeyword({
  kind: 'restrict-1-turn',
  names: ['restrict-1-turn', 'restrict-to-1-turn'],
});
