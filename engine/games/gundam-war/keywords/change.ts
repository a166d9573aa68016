/**
 * Change [A] (ch. 21; Switch): in the enemy's Attack Step this card in hand may take the place
 * of one of your Units named A, once per turn per player. It is an automatic effect the player
 * activates, applied at once without the Cut.
 */
import type { Draft } from '../../../core/draft';
import { gwIntent } from '../intents';
import type { GundamWarCard } from '../../../cards/model';
import type { CardId, GameState, RulesIntent, Seat } from '../../../core/types';
import { activatePlayerAuto, type Activation } from '../../../effects';
import { abilityRule, canAct, type Carry } from '../abilities';
import { cardEffects } from '../card-text';
import { station } from '../chart';
import { defineOp, HOOKS, target } from '../hooks';
import { log, moveTo, setOn } from '../moves';
import { cardType, controllerOf, def, effectsOf, fieldCards, setCards } from '../read';
import { part, rulesOf, ZONE } from '../state';
import { cardName, type MessageParam } from '../../../i18n/message';
import { defineKeyword, refusal, type Refusal } from './index';
import { putOutRefusal } from './restrict-1';
import { card as ref, says } from '../words';

export const CHANGE = defineKeyword({
  kind: 'change',
  names: ['change'],
  read: (k) => ({ kind: 'change', name: k.param ?? '' }),
});

/** Change [A] (ch. 21): in the enemy's Attack Step, swap a hand card for your Unit named A, once per turn per player. */
export function checkChange(s: GameState, seat: Seat, card: CardId, unit: CardId): Refusal | Carry {
  const rule = abilityRule('change', 'Change [A]');
  const refuse = (error: string, key: string, params?: Record<string, MessageParam>): Refusal =>
    refusal(error, rule, key, 'change', params);
  const c = s.cards[card];
  if (!c || c.zone !== `${seat}:${ZONE.hand}`) return refuse('Change is used from your hand.', 'changeFromHand');
  const ch = effectsOf(s, card).find((e) => e.kind === 'change');
  if (!ch || ch.kind !== 'change')
    return refuse(`${def(s, card).name} has no Change.`, 'changeNone', { card: cardName(def(s, card)) });
  const st = station(s);
  if (s.turn.active === seat || st.step !== 'attack')
    return refuse("Change is used in the enemy's Attack Step.", 'changeStep');
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (rulesOf(s).perTurn.change[seat]) return refuse('Change was already used this turn.', 'changeUsed');
  if (def(s, card).name === ch.name) return refuse("The card's own name may not be A.", 'changeOwnName');
  if (
    !s.cards[unit] ||
    controllerOf(s, unit) !== seat ||
    cardType(s, unit) !== 'unit' ||
    s.cards[unit].attachedTo !== null ||
    !def(s, unit).name.includes(ch.name)
  ) {
    return refuse(`Change needs one of your Units named ${ch.name}.`, 'changeNeeds', { name: ch.name });
  }
  // Change puts the card out onto the Field: Restrict to 1 (and 1/Self) refuse that as they refuse a play.
  const restricted = putOutRefusal(s, seat, card);
  if (restricted) return restricted;
  return (d: Draft) => {
    const t = part(d, 'perTurn');
    t.change = seat === 0 ? [true, t.change[1]] : [t.change[0], true];
    const r = activatePlayerAuto(d, HOOKS, {
      kind: 'player-auto',
      source: card,
      ability: 'change',
      controller: seat,
      op: { k: 'change', unit },
      label: `${def(s, card).name}: Change`,
      labelMsg: says('cut.label.change', { card: ref(0) }),
      targets: [target(d.state, unit)],
    });
    return 'error' in r ? r : null;
  };
}

/** The Changes `card` in hand may make now, added to `out` (legal.ts, in the enemy's Attack Step). */
export function changeIntents(s: GameState, seat: Seat, card: CardId, d: GundamWarCard, out: RulesIntent[]): void {
  const printed = cardEffects(d).find((e) => e.kind === 'change');
  if (!printed || printed.kind !== 'change') return;
  // Only Units named the A it prints are checked: `checkChange` refuses every other one (and
  // builds its refusal), as a card in hand has no other Change than the one it prints.
  for (const unit of fieldCards(s, seat))
    if (def(s, unit).name.includes(printed.name) && typeof checkChange(s, seat, card, unit) === 'function')
      out.push(
        gwIntent(
          'change',
          seat,
          `Change ${def(s, unit).name} for ${d.name}`,
          card,
          undefined,
          undefined,
          undefined,
          unit,
        ),
      );
}

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

defineOp('change', { apply: (d, a) => applyChange(d, a) });
