/**
 * Played text of a card on the Field (ch. 08 "Steps for Playing Card and Text"): Ironvein
 * Asteroid's "(Own Disposition Phase): Roll this card. Draw 1 card, then put 1 card from
 * your hand on the bottom of your Nation." and Engineer Pim's "(Battle Phase): Roll the G
 * this card is set on. 1 Unit gets +0/+0/+2 until end of turn." (a Set/G card: Set/G
 * negates only its Battle Modifications, ch. 21). Rolling the card (or its G) is the cost,
 * paid as it is played, with the Unit chosen as its target; the rest happens when it
 * resolves from the Cut.
 */
import type { GundamWarCard } from '../../cards/model';
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import { activate, type Activation } from '../../effects';
import { canAct, type Carry, type Refusal } from './abilities';
import { commandText, parseOp, type TextTiming } from './card-text';
import type { BattleModification } from './keywords';
import { HOOKS, target } from './hooks';
import { draw, log, moveTo, setRolled } from './moves';
import { timingOpen } from './play';
import { cardType, controllerOf, def, fieldCards, setCards } from './read';
import { addModification } from './resolve-ops';
import { rw, ZONE, zk } from './state';

/** What the text rolls as its cost (the card itself, or the G it is Set on) and what it does. */
export type FieldText = { timing: TextTiming; roll: 'self' | 'host' } & ({ k: 'draw-bottom'; draw: number } | { k: 'modify'; mod: BattleModification });

const FORM = /^\(own disposition phase\):\s*roll this card\.\s*draw (\d+) cards?, then put 1 card from your hand on the bottom of your nation\.?$/i;
const SET_G_FORM = /^\([^)]*\):\s*roll the g this card is set on\.\s*(.+)$/i;
const RULE = 'Gundam War ch. 08 Steps for Playing Card and Text';
const parsed = new WeakMap<GundamWarCard, FieldText | null>();

/** The roll-this-card text of a card, or null when it prints none the module carries out. */
export function fieldText(card: GundamWarCard): FieldText | null {
  let t = parsed.get(card);
  if (t !== undefined) return t;
  t = null;
  const timing = commandText(card)?.timing ?? 'own-disposition';
  for (const l of card.text.split('\n')) {
    const own = FORM.exec(l.trim());
    if (own) t = { timing, roll: 'self', k: 'draw-bottom', draw: Number(own[1]) };
    const host = SET_G_FORM.exec(l.trim());
    const op = host ? parseOp(host[1]) : null;
    if (op?.op === 'modify') t = { timing, roll: 'host', k: 'modify', mod: op.mod };
    if (t) break;
  }
  parsed.set(card, t);
  return t;
}

/** The card a text rolls as its cost: the card itself, or the basic G it is Set on. */
function rolledBy(s: GameState, card: CardId, text: FieldText): CardId | null {
  if (text.roll === 'self') return s.cards[card].attachedTo === null ? card : null;
  const host = s.cards[card].attachedTo;
  return host !== null && cardType(s, host) === 'g' ? host : null;
}

/** Units a "1 Unit gets ~" text may target: any Unit on the Field, not a Set card. */
function unitsOnField(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) for (const id of fieldCards(s, seat)) if (cardType(s, id) === 'unit') out.push(id);
  return out;
}

/** Checks playing the text of `card` (with its targets); on success returns what carries it out. */
export function checkFieldText(s: GameState, seat: Seat, card: CardId, targets: CardId[] = []): Refusal | Carry {
  const c = s.cards[card];
  if (!c) return { error: `No card "${card}".`, rule: RULE };
  const name = def(s, card).name;
  const text = fieldText(def(s, card));
  if (!text) return { error: `${name} has no text a player plays.`, rule: RULE };
  if (controllerOf(s, card) !== seat) return { error: 'You play the text of your own cards on the Field.', rule: 'Gundam War ch. 04 Control and Controller' };
  const roll = rolledBy(s, card, text);
  if (roll === null) return { error: text.roll === 'self' ? `${name}: its text is played from the card itself, not a Set card.` : `${name}: its text rolls the G it is Set on, and it is not Set on a G.`, rule: RULE };
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (!timingOpen(s, seat, text.timing)) return { error: `${name}: its text cannot be played at this timing.`, rule: 'Gundam War ch. 07 Timing for Playing Text' };
  if (s.cards[roll].turned) return { error: `${name}: ${roll === card ? 'it is' : 'the G it is Set on is'} already rolled: rolling ${roll === card ? 'it' : 'that G'} is the cost of its text.`, rule: `${RULE} (pay the cost)` };
  const need = text.k === 'modify' ? 1 : 0;
  if (targets.length !== need || (need && !unitsOnField(s).includes(targets[0]))) return { error: need ? `${name}: its text needs 1 Unit on the Field as its target.` : `${name}: its text takes no targets.`, rule: 'Gundam War ch. 08 step 2 (targets)' };
  return (d: Draft) => {
    setRolled(d, roll, true);
    log(d, 'play-text', seat, roll === card ? `{p${seat}} rolls {0} to play its text.` : `{p${seat}} rolls {1} to play the text of {0}.`, [card, roll]);
    const label = text.k === 'draw-bottom' ? `${name}: draw ${text.draw}, then put 1 card on the bottom of the Nation` : `${name}: ${targets.map((t) => def(s, t).name).join(', ')} gets a modification`;
    const r = activate(d, HOOKS, { kind: 'play-text', source: card, ability: 'text', controller: seat, op: { k: 'field-text' }, label, targets: targets.map((t) => target(d.state, t)) });
    return 'error' in r ? r : null;
  };
}

/** Every text of this kind `seat` could play now, with the targets each could take. */
export function fieldTextPlays(s: GameState, seat: Seat): { card: CardId; targets: CardId[] }[] {
  const out: { card: CardId; targets: CardId[] }[] = [];
  for (const head of fieldCards(s, seat)) {
    for (const card of [head, ...setCards(s, head)]) {
      const text = fieldText(def(s, card));
      if (!text) continue;
      for (const targets of text.k === 'modify' ? unitsOnField(s).map((u) => [u]) : [[]]) if (typeof checkFieldText(s, seat, card, targets) === 'function') out.push({ card, targets });
    }
  }
  return out;
}

/** Resolves the text: draw, then the player chooses the card from their hand that goes to the bottom of the Nation. */
export function applyFieldText(d: Draft, a: Activation): void {
  const text = fieldText(def(d.state, a.source!));
  if (!text) return;
  if (text.k === 'modify') return addModification(d, a, a.targets[0].id, text.mod);
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
