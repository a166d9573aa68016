/**
 * Negation by card text (script language version 2):
 * - a Nation that takes no battle damage this turn (「このターン、自軍本国は戦闘ダメージを受けない」):
 *   battle damage that would go through to it is not dealt; effect damage still is;
 * - a card's text negated until end of turn (「～のテキストを、ターン終了時まで無効にする」): a lasting
 *   "lose all" on that stay of the card, so its Auto A, special effects, played texts and automatic
 *   texts stop (read.ts `textActive`); with `pending` its effects already on the Cut do nothing as
 *   they resolve (「まだ未解決のその効果」), without it they still resolve (ch. 12 Unresolved Effects);
 * - a Command's effect negated (「コマンド１枚の効果を無効にする」): it resolves doing nothing and goes to
 *   the Junkyard; unlike a negated play, the play still counts.
 * Each lasts until the turn ends, as every effect whose duration is unstated (ch. 12 Effective
 * Interval of Effects). The marks are values of the turn they were made in, so none outlives it.
 */
import type { Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import { addContinuous, type Activation } from '../../effects';
import { EFFECTS_LENS, log, moveTo } from './moves';
import { rulesOf, ZONE, zk } from './state';
import { textNegated } from './text-negated';
import { card, says } from './words';

const SHIELD = 'no-battle-damage';
const thisTurn = (s: GameState): string => `turn-${s.turn.number}`;
const pendingKey = (id: CardId): string => `card-${id}:pending-negated`;
const effectKey = (id: CardId): string => `card-${id}:effect-negated`;

/** "This turn, your Nation takes no battle damage." */
export function shieldNation(d: Draft, seat: Seat): void {
  d.setValue(zk(seat, SHIELD), thisTurn(d.state));
  log(d, 'negate', seat, says('log.nationShielded', { player: { seat } }));
}

/** Whether `seat`'s Nation takes no battle damage now. */
export function nationShielded(s: GameState, seat: Seat): boolean {
  return s.values[zk(seat, SHIELD)] === thisTurn(s);
}

/** The text of `id` (this stay of it) is negated until end of turn; `pending`: its effects on the Cut too. */
export function negateTextOf(d: Draft, a: Activation, id: CardId, pending: boolean): void {
  const entered = rulesOf(d.state).entered[id] ?? null;
  addContinuous(d, EFFECTS_LENS, {
    source: a.source,
    controller: a.controller,
    scope: { kind: 'instanced', objects: [{ id, entered }] },
    change: { kind: 'lose', abilities: 'all' },
    duration: 'turn',
  });
  if (pending) d.setValue(pendingKey(id), `${thisTurn(d.state)}:${entered}`);
  log(d, 'negate', a.controller, says('log.textNegated', { card: card(0) }), [id]);
}

/** The Command being played will resolve doing nothing. */
export function negateEffectOf(d: Draft, a: Activation, id: CardId): void {
  d.setValue(effectKey(id), `${thisTurn(d.state)}:${rulesOf(d.state).entered[id] ?? null}`);
  log(d, 'negate', a.controller, says('log.effectNegated', { card: card(0) }), [id]);
}

/**
 * Whether the effect resolving now does nothing: a played Command whose effect was negated, or an
 * effect of a card whose text and unresolved effects were negated. Then it is carried out as
 * nothing — a Command still goes to the Junkyard, its play counted — and true is returned.
 */
export function resolvesNegated(d: Draft, a: Activation, kind: string): boolean {
  const s = d.state;
  const id = kind === 'play' ? a.card : a.source;
  if (id === null || !s.cards[id]) return false;
  const mark = `${thisTurn(s)}:${rulesOf(s).entered[id] ?? null}`;
  if (kind === 'play') {
    if (s.values[effectKey(id)] !== mark) return false;
    if (rulesOf(s).playing[id] !== undefined) moveTo(d, id, ZONE.junkyard, s.cards[id].owner);
    return true;
  }
  if (kind === 'abolish' || s.values[pendingKey(id)] !== mark || !textNegated(s, id)) return false;
  log(d, 'negate', a.controller, says('log.resolvesNegated', { card: card(0) }), [id]);
  return true;
}
