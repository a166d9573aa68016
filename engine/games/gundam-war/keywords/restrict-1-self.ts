/**
 * Restrict to 1/Self (ch. 21; Restrict to 1/Own): the card may not be played or put out while
 * one of your cards of the same name is on the Field (play.ts).
 */
import { defineKeyword } from './index';

export const RESTRICT_1_SELF = defineKeyword({
  kind: 'restrict-1-self',
  names: ['restrict-1-self', 'restrict-to-1-self', 'restrict-1-own'],
});
