/**
 * Multiple -> A (ch. 21): in the Battle Phase, applies A every time it is paid for by removing
 * from the game a card of the same name from hand or Junkyard. A Battle Modification A is read
 * as the card is read (engine/cards/keywords/params.ts); any other A is resolved by hand.
 */
import type { CardId, GameState, Seat } from '../../../core/types';
import { log, moveTo } from '../moves';
import { controllerOf, def, effectsOf } from '../read';
import { addModification } from '../resolve-ops';
import { rulesOf, ZONE } from '../state';
import { cardName } from '../../../i18n/message';
import { defineKeyword, keywordRule, refusal } from './index';
import { says } from '../words';
import { zoneList } from '../zone-lists';

/** The cost of one use: another card of this name in the hand or Junkyard, not being played. */
function sameNameCost(s: GameState, seat: Seat, card: CardId): CardId | undefined {
  const name = def(s, card).name;
  // The hand, then the Junkyard, each read in place (no joined list: listing asks this in every battle step).
  for (const zone of ['hand', 'junkyard'] as const) {
    const list = zoneList(s, seat, zone);
    for (let i = 0; i < list.length; i++) {
      const c = list[i];
      if (c !== card && rulesOf(s).playing[c] === undefined && def(s, c).name === name) return c;
    }
  }
  return undefined;
}

export const MULTIPLE = defineKeyword({
  kind: 'multiple',
  names: ['multiple'],
  read: (k) => ({ kind: 'multiple', effect: k.effect ?? k.param ?? '', mod: k.mod ?? null }),
  use: {
    title: 'Multiple -> A',
    timing: (st) => st.phase === 'battle',
    ready: (s, seat, card) => sameNameCost(s, seat, card) !== undefined,
    check: (s, seat, card, _targets) => {
      const cost = sameNameCost(s, seat, card);
      if (cost === undefined) return refusal('multipleCost', { card: cardName(def(s, card)) }, keywordRule('multiple'));
      return { targets: [], pay: (d) => moveTo(d, cost, ZONE.removed, seat) };
    },
    repeatable: true,
    resolve: (d, a) => {
      const card = a.source!;
      const m = effectsOf(d.state, card).find((f) => f.kind === 'multiple');
      const mod = m?.kind === 'multiple' ? m.mod : null;
      if (mod && controllerOf(d.state, card) !== null) addModification(d, a, card, mod);
      else log(d, 'manual', a.controller, says('log.byHand', { text: m?.kind === 'multiple' ? m.effect : '' }), [card]);
    },
    words: (_x, _on, source) => `${source} uses its Multiple effect`,
  },
});
