/**
 * Restrict to 1/Self (ch. 21; Restrict to 1/Own): the card may not be played or put out while
 * one of your cards of the same name is on the Field.
 */
import { def } from '../read';
import { defineKeyword } from './index';
import { sameNameOnField } from './restrict-1';

export const RESTRICT_1_SELF = defineKeyword({
  kind: 'restrict-1-self',
  names: ['restrict-1-self'],
  play: {
    refuse: (s, seat, card, facts) =>
      sameNameOnField(s, card, seat, facts)
        ? {
            error: `${def(s, card).name}: you already have a card of the same name on the Field.`,
            rule: 'Gundam War ch. 21 Restrict to 1/Self',
          }
        : null,
  },
});
