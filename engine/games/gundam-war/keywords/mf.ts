/** MF (ch. 21): Characters without GF may not be Set on this card. */
import { def } from '../read';
import { defineKeyword } from './index';

export const MF = defineKeyword({
  kind: 'mf',
  names: ['mf'],
  host: {
    refuses: (s, setCard) =>
      def(s, setCard).traits.includes('GF')
        ? null
        : { error: 'Only a Character with GF can be Set on an MF.', rule: 'Gundam War ch. 21 MF' },
  },
});
