/**
 * Automatic texts of the demo set that the module carries out besides Auto A (ch. 11 Auto
 * Effects): an Auto B "when this card is played" happens with the play itself, an Auto D
 * "at the end of each turn" at the end-of-turn timing, and a G that gives Nation Power of a
 * colour chosen as it comes out asks its player for that colour. Bodies are read with the
 * Command text language (card-text.ts); a body it cannot read stays with the players.
 */
import type { GundamWarCard, GundamWarColor } from '../../cards/model';
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import type { Activation, JsonValue, TriggerDraft } from '../../effects';
import { parseOp, type TextOp } from './card-text';
import { log, moveTo } from './moves';
import { cardType, colourKey, def, fieldCards } from './read';
import { applyOp } from './resolve-ops';
import { other, rulesOf, rw, ZONE, zk } from './state';

export type AutoWhen = 'played' | 'end-of-turn';
export type AutoText = { kind: 'auto-b' | 'auto-d'; when: AutoWhen; op: TextOp };

const FORMS: [RegExp, AutoText['kind'], AutoWhen][] = [
  [/^\(auto b\):\s*when this card is played,\s*(.+)$/i, 'auto-b', 'played'],
  [/^\(auto d\):\s*at the end of each turn,\s*(.+)$/i, 'auto-d', 'end-of-turn'],
];

const parsed = new WeakMap<GundamWarCard, readonly AutoText[]>();

/** The Auto B and Auto D texts of a printed card whose body the effect language reads. */
export function autoTexts(card: GundamWarCard): readonly AutoText[] {
  let out = parsed.get(card);
  if (out) return out;
  const list: AutoText[] = [];
  for (const line of card.text.split('\n')) {
    for (const [re, kind, when] of FORMS) {
      const m = re.exec(line.trim());
      if (!m) continue;
      const op = parseOp(m[1]);
      if (op.op !== 'manual') list.push({ kind, when, op });
    }
  }
  parsed.set(card, (out = list));
  return out;
}

function drafts(s: GameState, id: CardId, controller: Seat, when: AutoWhen): TriggerDraft[] {
  const card = def(s, id);
  return autoTexts(card)
    .filter((t) => t.when === when)
    .map((t) => ({ kind: t.kind, source: id, ability: `${t.kind}:${when}`, controller, op: { k: 'auto-text', op: t.op } as unknown as JsonValue, label: `${card.name}: ${t.kind === 'auto-b' ? 'Auto B' : 'Auto D'}` }));
}

/** Auto B of a card whose play just resolved onto the Field (ch. 11: it is carried out with the play). */
export function playedTriggers(s: GameState, a: Activation): TriggerDraft[] {
  const id = a.card;
  if (id === null || !s.cards[id] || s.cards[id].attachedTo !== null || !fieldCards(s, a.controller).includes(id)) return [];
  return drafts(s, id, a.controller, 'played');
}

/** Auto D "at the end of each turn" of every card on the Field, the attacking player's first. */
export function endOfTurnTriggers(s: GameState): TriggerDraft[] {
  const seats: Seat[] = s.seats === 2 ? [s.turn.active, other(s.turn.active)] : [0];
  return seats.flatMap((seat) => fieldCards(s, seat).flatMap((id) => drafts(s, id, seat, 'end-of-turn')));
}

/** Units in a seat's Junkyard, the choices of "move 1 Unit from your Junkyard to your hand". */
export function junkyardUnits(s: GameState, seat: Seat): CardId[] {
  return s.zones[zk(seat, ZONE.junkyard)].filter((id) => cardType(s, id) === 'unit');
}

export function moveJunkToHand(d: Draft, seat: Seat, id: CardId): void {
  moveTo(d, id, ZONE.hand, seat);
  log(d, 'move', seat, `{p${seat}} moves {0} from the Junkyard to the hand.`, [id]);
}

/**
 * Carries out an Auto B / Auto D body. An automatic effect has no target chosen when it is
 * played, so "1 Unit from your Junkyard" is chosen as it resolves: no Unit, nothing happens;
 * one Unit is no choice; several are a decision for the effect's controller.
 */
export function applyAutoText(d: Draft, a: Activation, op: TextOp): void {
  if (op.op !== 'junk-to-hand') return applyOp(d, a, op);
  const seat = a.controller;
  const units = junkyardUnits(d.state, seat);
  if (units.length === 0) return log(d, 'move', seat, `{p${seat}} has no Unit in the Junkyard to take back.`);
  if (units.length === 1) return moveJunkToHand(d, seat, units[0]);
  const options = units.map((id) => ({ id: idText(id), label: `Take ${def(d.state, id).name} back to your hand`, cards: [id] }));
  rw(d).ask = { kind: 'junk-to-hand' };
  d.state.pending = { id: `junk-to-hand-${d.tick()}`, seat, kind: 'junk-to-hand', prompt: `${a.label}: move 1 Unit from your Junkyard to your hand.`, options, min: 1, max: 1 };
}

const COLOURS: GundamWarColor[] = ['blue', 'green', 'black', 'red', 'white', 'brown'];

/** Does this G give Nation Power of a colour its player chooses as it comes out? */
export function choosesColour(card: GundamWarCard): boolean {
  return card.type === 'g' && /^\(auto a\):.*nation power of one colou?r you choose when it is put out/im.test(card.text);
}

/** Asks for the colour of a G just put out (Harbor Colony Seven); purple is not a colour a G is chosen to give. */
export function askColour(d: Draft, seat: Seat, id: CardId): void {
  const options = COLOURS.map((c) => ({ id: c, label: `${c[0].toUpperCase()}${c.slice(1)} Nation Power` }));
  rw(d).ask = { kind: 'g-colour', card: id };
  d.state.pending = { id: `g-colour-${d.tick()}`, seat, kind: 'g-colour', prompt: `${def(d.state, id).name}: choose the colour of Nation Power it gives.`, options, min: 1, max: 1 };
}

export function setColour(d: Draft, seat: Seat, id: CardId, colour: string): void {
  d.setValue(colourKey(id), `${colour}@${rulesOf(d.state).entered[id]}`);
  log(d, 'colour', seat, `{0} gives ${colour} Nation Power.`, [id]);
}
