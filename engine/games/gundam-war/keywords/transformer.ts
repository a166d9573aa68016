/**
 * Transformer (ch. 21; Transform): in the Battle Phase, a rolled card turns to its Transformed
 * Mode or back; that mode's stats and text replace the printed ones (read.ts).
 */
import { rulesOf, setMark } from '../state';
import { cardName } from '../../../i18n/message';
import { def } from '../read';
import { defineKeyword, keywordRule, refusal } from './index';

export const TRANSFORMER = defineKeyword({
  kind: 'transformer',
  names: ['transformer'],
  use: {
    title: 'Transformer',
    timing: (st) => st.phase === 'battle',
    ready: (s, _seat, card) => !s.cards[card].turned,
    check: (s, _seat, card, _targets) =>
      s.cards[card].turned
        ? refusal(
            'transformerRolled',
            {
              card: cardName(def(s, card)),
            },
            keywordRule('transformer'),
          )
        : { targets: [] },
    resolve: (d, a) => setMark(d, 'transformed', a.source!, !rulesOf(d.state).transformed.includes(a.source!)),
    words: (_x, _on, source) => `transforms ${source}`,
  },
});
