/**
 * Restrict to 1/Turn (ch. 21): the player who played it may play no other card of the same
 * name this turn (play.ts notes each name played).
 */
import { def } from '../read';
import { rulesOf } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';

export const RESTRICT_1_TURN = defineKeyword({
  kind: 'restrict-1-turn',
  names: ['restrict-1-turn'],
  play: {
    refuse: (s, seat, card) =>
      rulesOf(s).perTurn.names[seat].includes(def(s, card).name)
        ? refusal('restrict1Turn', { card: cardName(def(s, card)) }, keywordRule('restrict1Turn'))
        : null,
  },
});
