/**
 * Substitute Cost ->[B]: A (ch. 21): the card may be played with B applied to its cost, A paid
 * right after; B never takes the cost below 0. B was read as the card was, from English or
 * Japanese wording (engine/cards/keywords/params.ts). What A asks is the card script's
 * `substitute-cost` rule (script.ts); legal.ts offers the play both ways.
 */
import { def } from '../read';
import { scriptOf } from '../script';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
import { scriptPayment } from './script-payment';

export const SUBSTITUTE_COST = defineKeyword({
  kind: 'substitute-cost',
  names: ['substitute-cost'],
  read: (k) => ({ kind: 'substitute-cost', change: k.costChange ?? null, cost: k.effect ?? '' }),
  play: {
    chosenCost: (e) => (e.kind === 'substitute-cost' && e.change ? e.change : null),
    payment: (s, seat, card, e, chosen) => {
      if (!chosen) return null;
      const d = def(s, card);
      const paid = scriptPayment(s, seat, scriptOf(d).substituteCost);
      if (paid.ok) return paid.pay;
      const cost = e.kind === 'substitute-cost' ? e.cost : '';
      return refusal('substituteCost', { card: cardName(d), cost }, keywordRule('substituteCost'));
    },
  },
});
