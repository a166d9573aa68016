/**
 * Restrict to 1/Self (ch. 21; Restrict to 1/Own): the card may not be played or put out while
 * one of your cards of the same name is on the Field.
 */
import { def } from '../read';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
import { sameNameOnField } from './restrict-1';

export const RESTRICT_1_SELF = defineKeyword({
  kind: 'restrict-1-self',
  names: ['restrict-1-self'],
  play: {
    alsoPuttingOut: true,
    refuse: (s, seat, card, facts) =>
      sameNameOnField(s, card, seat, facts)
        ? refusal('restrict1Self', { card: cardName(def(s, card)) }, keywordRule('restrict1Self'))
        : null,
  },
});
