/**
 * Set/G (ch. 21): the card may also be Set on your basic G, its Battle Modifications then
 * negated; any number may be Set on one G.
 */
import { def } from '../read';
import { defineKeyword, keywordRule, refusal } from './index';

export const SET_G = defineKeyword({
  kind: 'set-g',
  names: ['set-g'],
  set: {
    alsoOn: {
      type: 'g',
      host: (s, host) => def(s, host).type === 'g' && s.cards[host].attachedTo === null,
      refusal: refusal('setG', undefined, keywordRule('setG')),
    },
  },
});
