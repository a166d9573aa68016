/**
 * Dismantle (ch. 21): in its own Disposition Phase, puts a Dismantle Coin on this card and
 * abolishes its Set cards; the Unit is then treated as a G (read.ts `cardType`). Using it counts
 * as playing a G.
 */
import { stamp } from '../../../effects';
import { EFFECTS_LENS, log, moveTo } from '../moves';
import { def, setCards, zoneOf } from '../read';
import { part, rulesOf, ZONE } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
import { playLocked } from '../locks';
import { card as ref, says } from '../words';

export const DISMANTLE = defineKeyword({
  kind: 'dismantle',
  names: ['dismantle'],
  use: {
    title: 'Dismantle',
    timing: (st, own) => st.phase === 'disposition' && own,
    ready: (s, _seat, card) => zoneOf(s, card) === ZONE.disposition && rulesOf(s).perTurn.g < 1,
    check: (s, _seat, card, _targets) => {
      if (zoneOf(s, card) !== ZONE.disposition)
        return refusal(
          'dismantleWhere',
          {
            card: cardName(def(s, card)),
          },
          keywordRule('dismantle'),
        );
      if (rulesOf(s).perTurn.g >= 1) return refusal('dismantleG', undefined, keywordRule('dismantle'));
      // Treated as playing a G: a lock on G plays forbids it too (locks.ts).
      const locked = playLocked(s, _seat, 'g');
      if (locked) return locked;
      return { targets: [], pay: (d) => void (part(d, 'perTurn').g += 1) };
    },
    resolve: (d, a) => {
      const card = a.source!;
      for (const sc of setCards(d.state, card)) moveTo(d, sc, ZONE.junkyard, d.state.cards[sc].owner);
      const c = d.card(card);
      c.counters.coin = (c.counters.coin ?? 0) + 1;
      // The card is now a G with other text: a new timestamp so derived values are worked out again.
      stamp(d, EFFECTS_LENS);
      log(d, 'dismantle', a.controller, says('log.dismantled', { card: ref(0) }), [card]);
    },
    words: (_x, _on, source) => `junks the cards Set on ${source} and gives it a Dismantle Coin: it becomes a G`,
  },
});
