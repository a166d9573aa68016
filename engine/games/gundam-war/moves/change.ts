/**
 * Change [A] (ch. 21; Switch): in the enemy's Attack Step a card in hand takes the place of one of
 * your Units named A, once per turn per player: an automatic effect the player activates, applied
 * at once without the Cut (the swap itself: keywords/change.ts). Listed with the plays, as the
 * listing walks the hand once (`changeIntents`, called by play.ts for each card that prints it).
 */
import type { GundamWarCard } from '../../../cards/model';
import type { Draft } from '../../../core/draft';
import {
  isRuleError,
  type CardId,
  type GameState,
  type RuleError,
  type RulesIntent,
  type Seat,
} from '../../../core/types';
import { activatePlayerAuto } from '../../../effects';
import { cardName, type MessageParam } from '../../../i18n/message';
import { canAct, type Carry } from '../abilities';
import { cardEffects } from '../card-text';
import { station } from '../chart';
import { HOOKS, target } from '../hooks';
import { keywordRule, refusal, type Refusal } from '../keywords';
import { putOutRefusal } from '../keywords/restrict-1';
import { cardType, controllerOf, def, effectsOf, fieldCards } from '../read';
import { part, rulesOf, ZONE } from '../state';
import { card as ref, says } from '../words';
import { changeIntent, type ChangeIntent } from './intents';
import { cardOf, carry, defineMove } from './move';

/** Change [A] (ch. 21): in the enemy's Attack Step, swap a hand card for your Unit named A, once per turn per player. */
export function checkChange(s: GameState, seat: Seat, card: CardId, unit: CardId): Refusal | Carry {
  const refuse = (key: string, params?: Record<string, MessageParam>): Refusal =>
    refusal(key, params, keywordRule('change'));
  const c = s.cards[card];
  if (!c || c.zone !== `${seat}:${ZONE.hand}`) return refuse('changeFromHand');
  const ch = effectsOf(s, card).find((e) => e.kind === 'change');
  if (!ch || ch.kind !== 'change') return refuse('changeNone', { card: cardName(def(s, card)) });
  const st = station(s);
  if (s.turn.active === seat || st.step !== 'attack') return refuse('changeStep');
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (rulesOf(s).perTurn.change[seat]) return refuse('changeUsed');
  if (def(s, card).name === ch.name) return refuse('changeOwnName');
  if (
    !s.cards[unit] ||
    controllerOf(s, unit) !== seat ||
    cardType(s, unit) !== 'unit' ||
    s.cards[unit].attachedTo !== null ||
    !def(s, unit).name.includes(ch.name)
  ) {
    return refuse('changeNeeds', { name: ch.name });
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

/** The Changes `card` in hand may make now, added to `out` (listed with the plays, in the enemy's Attack Step). */
export function changeIntents(s: GameState, seat: Seat, card: CardId, d: GundamWarCard, out: RulesIntent[]): void {
  const printed = cardEffects(d).find((e) => e.kind === 'change');
  if (!printed || printed.kind !== 'change') return;
  // Only Units named the A it prints are checked: `checkChange` refuses every other one (and
  // builds its refusal), as a card in hand has no other Change than the one it prints.
  for (const unit of fieldCards(s, seat))
    if (def(s, unit).name.includes(printed.name) && typeof checkChange(s, seat, card, unit) === 'function')
      out.push(changeIntent(seat, card, unit, `Change ${def(s, unit).name} for ${d.name}`));
}

export const CHANGE = defineMove<ChangeIntent>({
  type: 'change',
  apply(d: Draft, intent): RuleError | null {
    const s = d.state;
    const card = cardOf(s, intent.card);
    if (isRuleError(card)) return card;
    const unit = cardOf(s, intent.target);
    if (isRuleError(unit)) return unit;
    return carry(d, checkChange(s, intent.seat, card, unit));
  },
});
