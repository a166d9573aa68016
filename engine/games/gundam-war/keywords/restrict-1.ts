/**
 * Restrict to 1 (ch. 21): the card may not be played or put out while a card of the same name
 * is on the Field (play.ts); Restrict to 1/Self and /Deck count as its wording
 * (`countsAsWording`).
 */
import { defineKeyword } from './index';

export const RESTRICT_1 = defineKeyword({
  kind: 'restrict-1',
  names: ['restrict-1', 'restrict-to-1'],
});
