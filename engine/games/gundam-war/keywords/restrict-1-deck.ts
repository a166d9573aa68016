/**
 * Restrict to 1/Deck (ch. 21): a deck may hold no other card of the same name (deck
 * validation, engine/decks).
 */
import { defineKeyword } from './index';

export const RESTRICT_1_DECK = defineKeyword({
  kind: 'restrict-1-deck',
  names: ['restrict-1-deck'],
});
