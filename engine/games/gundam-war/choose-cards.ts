/**
 * The `choose` op on the Gundam War table: cards chosen as an effect resolves (「～１枚を選ぶ」,
 * "Choose 1 enemy Unit"), among the cards that fit then — on the Field, or in a Junkyard. None
 * fits: nothing is chosen; no more than the count: those, without asking; more: a decision for
 * the effect's controller, whose answer carries the effect on (resolve-ops.ts `carryOn`).
 */
import type { ScriptTarget } from '../../abilities';
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, GameState, Seat } from '../../core/types';
import { activationRefs, type Activation } from '../../effects';
import { junkyardCards } from './choices';
import type { Outcome } from '../../abilities/table';
import { log, moveTo } from './moves';
import { def, isPlaying } from './read';
import { allThatFit } from './script-places';
import { other, rw, ZONE } from './state';
import { card, cardList, says } from './words';
import { zoneList } from './zone-lists';

/** The cards a `choose` may pick for an effect `seat` controls. */
export function choosable(s: GameState, seat: Seat, source: CardId | null, fits: ScriptTarget): CardId[] {
  if (fits.where !== 'junkyard') return allThatFit(s, seat, source, fits);
  // 自軍ジャンクヤード / "your Junkyard" unless the text names the enemy's.
  const whose = fits.whose === 'enemy' && s.seats > 1 ? other(seat) : seat;
  const kind = fits.card === 'ms' ? 'unit' : fits.card;
  const max = fits.maxCost;
  return junkyardCards(s, whose, kind).filter((id) => max === undefined || (def(s, id).cost ?? 0) <= max);
}

export function chooseCards(
  d: Draft,
  a: Activation,
  seat: Seat,
  fits: ScriptTarget,
  count: number,
): CardId[] | 'paused' {
  const ids = choosable(d.state, seat, a.source, fits);
  if (ids.length <= count) return ids;
  const refs = activationRefs(a);
  const options = ids.map((id) => ({
    id: idText(id),
    label: def(d.state, id).name,
    msg: says('ask.card', { card: card(refs.push(id) - 1) }),
    cards: [id],
  }));
  rw(d).ask = { kind: 'choose' };
  d.state.pending = {
    id: `choose-${d.tick()}`,
    seat,
    kind: 'choose',
    prompt: `${a.label}: choose ${count === 1 ? '1 card' : `up to ${count} cards`}.`,
    msg: says(count === 1 ? 'ask.chooseOne' : 'ask.choose', { label: a.labelMsg ?? a.label, count }),
    refs,
    options,
    // "N枚まで" / "up to N": at least one is chosen when any fits (the text names no "may").
    min: 1,
    max: count,
  };
  return 'paused';
}

const NONE = 'none';

/**
 * 「自軍手札１枚を廃棄する。その場合、…」 / "You may discard 1 card. If you do, …": the player chooses
 * the cards of their hand for the Junkyard (a cost inside the text, then its consequence). Fewer
 * cards than `count`: not done. With `may` the player may discard none (then not done either).
 */
export function discardFromHand(d: Draft, a: Activation, seat: Seat, count: number, may: boolean): Outcome {
  // A Command being played waits in the hand while it resolves: it is not one of the cards to choose.
  const hand = zoneList(d.state, seat, 'hand').filter((id) => !isPlaying(d.state, id));
  if (hand.length < count) return 'not-done';
  if (hand.length === count && !may) return void discardChosen(d, seat, hand);
  const refs = activationRefs(a);
  const options = hand.map((id) => ({
    id: idText(id),
    label: def(d.state, id).name,
    msg: says('ask.card', { card: card(refs.push(id) - 1) }),
    cards: [id],
  }));
  if (may) options.push({ id: NONE, label: 'Discard none', msg: says('ask.discardNone'), cards: [] });
  rw(d).ask = { kind: 'hand-discard', count };
  d.state.pending = {
    id: `hand-discard-${d.tick()}`,
    seat,
    kind: 'hand-discard',
    prompt: `${a.label}: choose ${count === 1 ? '1 card' : `${count} cards`} of your hand to discard.`,
    msg: says('ask.handDiscard', { label: a.labelMsg ?? a.label, count }),
    refs,
    options,
    min: 1,
    max: count,
    secret: true,
  };
  return 'paused';
}

/** The answer: the chosen cards go to the Junkyard; "Discard none", or fewer than asked, is not done. */
export function answerHandDiscard(d: Draft, seat: Seat, count: number, choice: readonly string[]): boolean {
  const ids = choice.filter((c) => c !== NONE).map(Number);
  discardChosen(d, seat, ids);
  return ids.length === count;
}

function discardChosen(d: Draft, seat: Seat, ids: readonly CardId[]): void {
  if (!ids.length) return;
  for (const id of ids) moveTo(d, id, ZONE.junkyard, seat);
  log(d, 'discard', seat, says('log.discards', { player: { seat }, cards: cardList(0, ids.length) }), [...ids]);
}
