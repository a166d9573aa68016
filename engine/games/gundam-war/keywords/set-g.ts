/**
 * Set/G (ch. 21): the card may also be Set on your basic G, its Battle Modifications then
 * negated; any number may be Set on one G (play.ts).
 */
import { defineKeyword } from './index';

export const SET_G = defineKeyword({
  kind: 'set-g',
  names: ['set-g'],
});
