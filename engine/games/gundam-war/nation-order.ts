/**
 * 「残りを好きな順番で本国の上に移す」 / "put the rest on top of your Nation in any order": the cards a
 * search looked at and did not take go back on top (or bottom) of the Nation in an order their
 * player chooses — a decision listing each card once, answered in the order the cards are to lie,
 * the first named topmost. The Nation is secret, so the cards are shown to their player only.
 */
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, Seat } from '../../core/types';
import type { Refusal } from './keywords';
import { log, moveTo } from './moves';
import { def } from './read';
import { cite, refused } from './refused';
import { rw, ZONE } from './state';
import { card, says } from './words';

/** Asks `seat` to order `cards` for the top or bottom of their Nation. */
export function askRestOrder(d: Draft, seat: Seat, cards: readonly CardId[], to: string, shuffle: boolean): 'paused' {
  const refs: CardId[] = [];
  rw(d).ask = { kind: 'order-rest', cards: [...cards], to, shuffle };
  d.state.pending = {
    id: `order-rest-${d.tick()}`,
    seat,
    kind: 'order-rest',
    prompt: `Put these ${cards.length} cards ${to === 'nation-top' ? 'on top of' : 'on the bottom of'} your Nation: name them in order, the first on top.`,
    msg: says(`ask.orderRest.${to}`, { count: cards.length }),
    refs,
    options: cards.map((id) => ({
      id: idText(id),
      label: def(d.state, id).name,
      msg: says('ask.card', { card: card(refs.push(id) - 1) }),
      cards: [id],
    })),
    min: cards.length,
    max: cards.length,
    secret: true,
  };
  return 'paused';
}

/** The answer: every card once, in the order they are to lie (first topmost); else a refusal. */
export function answerRestOrder(
  d: Draft,
  seat: Seat,
  ask: { cards: readonly CardId[]; to: string },
  choice: readonly string[],
): Refusal | null {
  const ids = choice.map(Number);
  if (new Set(ids).size !== ask.cards.length || !ask.cards.every((id) => ids.includes(id)))
    return refused('orderEach', { count: ask.cards.length }, cite('orderRest'));
  putInOrder(d, seat, ids, ask.to);
  return null;
}

/** The cards onto the Nation, `ids[0]` topmost of them. */
export function putInOrder(d: Draft, seat: Seat, ids: readonly CardId[], to: string): void {
  // On top: the last named goes first, so the first named ends on top. At the bottom: in the order named.
  const order = to === 'nation-top' ? [...ids].reverse() : ids;
  for (const id of order) moveTo(d, id, ZONE.nation, seat, to === 'nation-top' ? 'top' : 'bottom');
  log(d, 'search', seat, says(`log.searchRest.${to}`, { player: { seat }, count: ids.length }));
}
