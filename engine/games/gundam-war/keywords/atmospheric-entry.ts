/**
 * Atmospheric Entry (ch. 21): in the Defend Step, moves this card from the Space Area to the
 * Earth Area, no longer a target of unresolved effects.
 */
import { removeAsTarget } from '../../../effects';
import { EFFECTS_LENS, log, moveTo } from '../moves';
import { def, seatOf, zoneOf } from '../read';
import { setMark } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
import { noteVulture } from './vulture';
import { card as ref, says } from '../words';

export const ATMOSPHERIC_ENTRY = defineKeyword({
  kind: 'atmospheric-entry',
  names: ['atmospheric-entry'],
  use: {
    title: 'Atmospheric Entry',
    timing: (st) => st.step === 'defend',
    ready: (s, _seat, card) => zoneOf(s, card) === 'space-area',
    check: (s, _seat, card, _targets) =>
      zoneOf(s, card) === 'space-area'
        ? { targets: [] }
        : refusal('atmosphericEntryFrom', { card: cardName(def(s, card)) }, keywordRule('atmosphericEntry')),
    resolve: (d, a) => {
      const card = a.source!;
      if (zoneOf(d.state, card) !== 'space-area') return;
      moveTo(d, card, 'earth-area', seatOf(d.state, card));
      removeAsTarget(d, EFFECTS_LENS, card);
      setMark(d, 'sortied', card, true);
      noteVulture(d, 'earth');
      log(d, 'atmospheric-entry', a.controller, says('log.atmosphericEntry', { card: ref(0) }), [card]);
    },
    words: (_x, _on, source) => `moves ${source} from the Space Area to the Earth Area`,
  },
});
