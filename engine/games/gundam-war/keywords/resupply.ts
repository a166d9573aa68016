/**
 * Resupply (X) (ch. 21; Supply): in the Return Step, X of your upright non-Cruiser, non-Base
 * Units in this card's squad are not rolled by that step's fixed effect this turn.
 */
import type { CardId, GameState } from '../../../core/types';
import { areaOf, def, has, seatOf, squad } from '../read';
import { setMark } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, effectValue, readX, keywordRule, refusal } from './index';

export function resupplyTargets(s: GameState, card: CardId): CardId[] {
  const area = areaOf(s, card);
  if (!area) return [];
  return squad(s, seatOf(s, card), area).filter(
    (u) => !s.cards[u].turned && !has(s, u, 'cruiser') && !has(s, u, 'base'),
  );
}

export const RESUPPLY = defineKeyword({
  kind: 'resupply',
  names: ['resupply'],
  read: readX('resupply'),
  use: {
    title: 'Resupply',
    timing: (st) => st.step === 'return' && st.moment === 'free',
    offers: (s, card) => [resupplyTargets(s, card)],
    ready: (s, _seat, card) => areaOf(s, card) !== null,
    check: (s, _seat, card, targets, { fx }) => {
      const ok = resupplyTargets(s, card);
      if (!areaOf(s, card))
        return refusal(
          'resupplyFrom',
          {
            card: cardName(def(s, card)),
          },
          keywordRule('resupply'),
        );
      if (targets.length > effectValue(fx, 'resupply') || targets.some((t) => !ok.includes(t)))
        return refusal(
          'resupplyPicks',
          { card: cardName(def(s, card)), count: effectValue(fx, 'resupply') },
          keywordRule('resupply'),
        );
      return { targets };
    },
    // Its targets must still be the player's cards in a Battle Area.
    targetIsLegal: (s, a, t) => areaOf(s, t.id) !== null && s.cards[t.id].zone[0] === String(a.controller),
    resolve: (d, a) => {
      for (const t of a.targets) if (areaOf(d.state, t.id)) setMark(d, 'resupplied', t.id, true);
    },
    words: (_x, on) => `resupplies ${on}`,
  },
});
