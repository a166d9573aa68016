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
import { def } from './read';
import { allThatFit } from './script-places';
import { other, rw } from './state';
import { card, says } from './words';

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
    msg: says('ask.choose', { label: a.labelMsg ?? a.label, count }),
    refs,
    options,
    // "N枚まで" / "up to N": at least one is chosen when any fits (the text names no "may").
    min: 1,
    max: count,
  };
  return 'paused';
}
