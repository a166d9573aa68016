/**
 * Area Weapon (X) (ch. 21; Wide Range Weapon): in the Damage Calculation Step, destroys every
 * Unit in battle with this card whose Defence is X or less.
 */
import { markDestroyed } from '../destruction';
import { areaOf, controllerOf, def, squad, statsOf } from '../read';
import { other } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, readX, keywordRule, refusal } from './index';

export const AREA_WEAPON = defineKeyword({
  kind: 'area-weapon',
  names: ['area-weapon'],
  read: readX('area-weapon'),
  use: {
    title: 'Area Weapon (X)',
    timing: (st) => st.step === 'damage',
    ready: (s, _seat, card) => areaOf(s, card) !== null,
    check: (s, _seat, card, _targets) =>
      areaOf(s, card)
        ? { targets: [] }
        : refusal(
            'areaWeaponFrom',
            {
              card: cardName(def(s, card)),
            },
            keywordRule('areaWeapon'),
          ),
    resolve: (d, a, x) => {
      const s = d.state;
      const card = a.source!;
      const area = areaOf(s, card);
      const seat = controllerOf(s, card);
      if (!area || seat === null) return;
      // Compares Defence only; damage already taken does not lower it (ch. 21 note).
      for (const u of squad(s, other(seat), area)) if (statsOf(s, u).hp <= x) markDestroyed(d, u);
    },
    words: (x, _on, source) => `destroys every enemy Unit with Defence ${x} or less in ${source}'s Area`,
  },
});
