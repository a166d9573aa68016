/**
 * Played text of a card on the Field (ch. 08 "Steps for Playing Card and Text"): Ironvein
 * Asteroid's "(Own Disposition Phase): Roll this card. Draw 1 card, then put 1 card from
 * your hand on the bottom of your Nation." Rolling the card is its cost, paid as it is
 * played; the draw and the card put back happen when it resolves from the Cut.
 */
import type { GundamWarCard } from '../../cards/model';
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import { activate, type Activation } from '../../effects';
import { canAct, type Carry, type Refusal } from './abilities';
import { commandText, type TextTiming } from './card-text';
import { HOOKS } from './hooks';
import { draw, log, moveTo, setRolled } from './moves';
import { timingOpen } from './play';
import { controllerOf, def, fieldCards } from './read';
import { rw, ZONE, zk } from './state';

export type FieldText = { timing: TextTiming; draw: number };

const FORM = /^\(own disposition phase\):\s*roll this card\.\s*draw (\d+) cards?, then put 1 card from your hand on the bottom of your nation\.?$/i;
const RULE = 'Gundam War ch. 08 Steps for Playing Card and Text';
const parsed = new WeakMap<GundamWarCard, FieldText | null>();

/** The roll-this-card text of a card, or null when it prints none the module carries out. */
export function fieldText(card: GundamWarCard): FieldText | null {
  let t = parsed.get(card);
  if (t !== undefined) return t;
  const line = card.text.split('\n').map((l) => FORM.exec(l.trim())).find(Boolean);
  t = line ? { timing: commandText(card)?.timing ?? 'own-disposition', draw: Number(line[1]) } : null;
  parsed.set(card, t);
  return t;
}

/** Checks playing the text of `card`; on success returns what carries it out. */
export function checkFieldText(s: GameState, seat: Seat, card: CardId): Refusal | Carry {
  const c = s.cards[card];
  if (!c) return { error: `No card "${card}".`, rule: RULE };
  const name = def(s, card).name;
  const text = fieldText(def(s, card));
  if (!text) return { error: `${name} has no text a player plays.`, rule: RULE };
  if (controllerOf(s, card) !== seat || c.attachedTo !== null) return { error: 'You play the text of your own cards on the Field.', rule: 'Gundam War ch. 04 Control and Controller' };
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (!timingOpen(s, seat, text.timing)) return { error: `${name}: its text is played in your own Disposition Phase.`, rule: 'Gundam War ch. 07 Timing for Playing Text' };
  if (c.turned) return { error: `${name} is already rolled: rolling it is the cost of its text.`, rule: `${RULE} (pay the cost)` };
  return (d: Draft) => {
    setRolled(d, card, true);
    log(d, 'play-text', seat, `{p${seat}} rolls {0} to play its text.`, [card]);
    const r = activate(d, HOOKS, { kind: 'play-text', source: card, ability: 'text', controller: seat, op: { k: 'field-text' }, label: `${name}: draw ${text.draw}, then put 1 card on the bottom of the Nation` });
    return 'error' in r ? r : null;
  };
}

/** Every text of this kind `seat` could play now. */
export function fieldTextCards(s: GameState, seat: Seat): CardId[] {
  return fieldCards(s, seat).filter((id) => fieldText(def(s, id)) !== null && typeof checkFieldText(s, seat, id) === 'function');
}

/** Resolves the text: draw, then the player chooses the card from their hand that goes to the bottom of the Nation. */
export function applyFieldText(d: Draft, a: Activation): void {
  const text = fieldText(def(d.state, a.source!));
  if (!text) return;
  const seat = a.controller;
  draw(d, seat, text.draw);
  const hand = d.state.zones[zk(seat, ZONE.hand)];
  if (hand.length === 0) return;
  if (hand.length === 1) return putOnBottom(d, seat, hand[0]);
  const options = hand.map((id) => ({ id: idText(id), label: def(d.state, id).name, cards: [id] }));
  rw(d).ask = { kind: 'hand-to-bottom' };
  d.state.pending = { id: `hand-to-bottom-${d.tick()}`, seat, kind: 'hand-to-bottom', prompt: `${a.label}: choose the card from your hand to put on the bottom of your Nation.`, options, min: 1, max: 1, secret: true };
}

/** The Nation is secret, so the log does not name the card. */
export function putOnBottom(d: Draft, seat: Seat, id: CardId): void {
  moveTo(d, id, ZONE.nation, seat, 'bottom');
  log(d, 'nation-bottom', seat, `{p${seat}} puts 1 card from the hand on the bottom of the Nation.`);
}
