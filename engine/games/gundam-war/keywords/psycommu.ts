/**
 * Psycommu (X) (ch. 21): in the Defend Step, after its fixed effect, and with an NT Character
 * in its Set group, deals X damage to an enemy Unit in battle with this card, or from the
 * Disposition Area to one in a Battle Area its terrain aptitude allows.
 */
import type { CardId, GameState } from '../../../core/types';
import { areaOf, controllerOf, def, setCards, squad } from '../read';
import { effectDamage } from '../resolve-ops';
import { other, type Area } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, readX, keywordRule, refusal } from './index';

/** Enemy Units this card's Psycommu can reach: the squad in battle with it, or any enemy squad its terrain allows. */
export function psycommuTargets(s: GameState, card: CardId): CardId[] {
  const seat = controllerOf(s, card);
  if (seat === null || s.seats < 2) return [];
  const area = areaOf(s, card);
  if (area) return squad(s, other(seat), area);
  const terrain = def(s, card).terrain ?? 'both';
  const areas: Area[] = terrain === 'both' ? ['earth', 'space'] : [terrain];
  return areas.flatMap((a) => squad(s, other(seat), a));
}

/** Whether a Character with NT is Set on the card (what Psycommu needs of it, whatever it targets). */
const withNT = (s: GameState, card: CardId): boolean =>
  setCards(s, card).some((c) => def(s, c).type === 'character' && def(s, c).traits.includes('NT'));

export const PSYCOMMU = defineKeyword({
  kind: 'psycommu',
  names: ['psycommu'],
  read: readX('psycommu'),
  use: {
    title: 'Psycommu (X)',
    timing: (st) => st.step === 'defend' && st.moment === 'free-after',
    offers: (s, card) => psycommuTargets(s, card).map((t) => [t]),
    ready: (s, _seat, card) => withNT(s, card),
    check: (s, _seat, card, targets) => {
      if (!withNT(s, card))
        return refusal(
          'psycommuNT',
          {
            card: cardName(def(s, card)),
          },
          keywordRule('psycommu'),
        );
      if (targets.length !== 1 || !psycommuTargets(s, card).includes(targets[0]))
        return refusal('psycommuTarget', { card: cardName(def(s, card)) }, keywordRule('psycommu'));
      return { targets };
    },
    // Its target must still be in the squad it could reach.
    targetIsLegal: (s, a, t) => psycommuTargets(s, a.source!).includes(t.id),
    resolve: (d, a, x) => effectDamage(d, a.targets[0].id, x, true),
    words: (x, on) => `deals ${x} Psycommu damage to ${on}`,
  },
});
