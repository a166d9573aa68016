/** MF (ch. 21): Characters without GF may not be Set on this card. */
import { def } from '../read';
import { defineKeyword, keywordRule, refusal } from './index';

export const MF = defineKeyword({
  kind: 'mf',
  names: ['mf'],
  host: {
    refuses: (s, setCard) =>
      def(s, setCard).traits.includes('GF') ? null : refusal('mf', undefined, keywordRule('mf')),
  },
});
