/**
 * Change [A] (ch. 21; Switch): in the enemy's Attack Step this card in hand may take the place
 * of one of your Units named A, once per turn per player. It is an automatic effect the player
 * activates, applied at once without the Cut.
 */
import type { Draft } from '../../../core/draft';
import type { CardId } from '../../../core/types';
import type { Activation } from '../../../effects';
import { effectOp } from '../hooks';
import { log, moveTo, setOn } from '../moves';
import { setCards } from '../read';
import { ZONE } from '../state';
import { defineKeyword } from './index';
import { card as ref, says } from '../words';

export const CHANGE = defineKeyword({
  kind: 'change',
  names: ['change'],
  read: (k) => ({ kind: 'change', name: k.param ?? '' }),
});

/** The swap itself: the hand card takes the Unit's place (and position in its squad), the Unit goes to its owner's hand. */
function applyChange(d: Draft, a: Activation): void {
  const s = d.state;
  const card = a.source!;
  const unit = (a.op as { unit: CardId }).unit;
  if (s.cards[card].zone !== `${a.controller}:${ZONE.hand}`) return;
  const zone = s.cards[unit].zone;
  const riders = setCards(s, unit);
  const list = s.zones[zone];
  const at = list.indexOf(unit);
  moveTo(d, card, zone.slice(2), a.controller);
  const l = d.zone(zone);
  l.splice(l.indexOf(card), 1);
  l.splice(at, 0, card);
  for (const r of riders.filter((x) => s.cards[x].attachedTo === unit)) setOn(d, r, card);
  moveTo(d, unit, ZONE.hand, a.controller);
  if (d.state.cards[card].turned) d.card(card).turned = false;
  log(d, 'change', a.controller, says('log.change', { player: { seat: a.controller }, card: ref(0), with: ref(1) }), [
    unit,
    card,
  ]);
}

export const CHANGE_OP = effectOp('change', { apply: (d, a) => applyChange(d, a) });
