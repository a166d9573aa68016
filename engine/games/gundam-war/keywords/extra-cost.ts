/**
 * Extra Cost ->A (ch. 21): condition A must be met right after the normal cost is paid, or the
 * card cannot be played. What A asks is the card script's `extra-cost` rule (script.ts).
 */
import { def } from '../read';
import { scriptOf } from '../script';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
import { scriptPayment } from './script-payment';

export const EXTRA_COST = defineKeyword({
  kind: 'extra-cost',
  names: ['extra-cost'],
  read: (k) => ({ kind: 'extra-cost', condition: k.param ?? '' }),
  play: {
    // Asked of every play, whatever is chosen with it (`checkPlay` asks it of a G put out by Variable too).
    unpaid: (s, seat, card) => !scriptPayment(s, seat, scriptOf(def(s, card)).extraCost).ok,
    payment: (s, seat, card, e) => {
      const d = def(s, card);
      const paid = scriptPayment(s, seat, scriptOf(d).extraCost);
      if (paid.ok) return paid.pay;
      const condition = e.kind === 'extra-cost' ? e.condition : '';
      return refusal('extraCost', { card: cardName(d), condition }, keywordRule('extraCost'));
    },
  },
});
