/**
 * What is happening before turn 1 of a rules game, and what comes next, for the turn panel. The
 * two games start in different orders: M.S. War deals, takes each player's one mulligan (seat 1
 * then seat 2, as the engine asks them) and only then tosses a coin whose winner chooses to play
 * first or second (M.S. War 2.1, Starting the Game C–E) — so while the mulligans are taken nobody
 * plays first yet. Gundam War decides the first player before the hands are drawn (basic rules,
 * game setup), so its mulligans are taken by a known first player, then the other.
 */
import type { TableView } from '../table/model';

export interface StartOrder {
  /** The turn line's headline: the mulligans, or M.S. War's coin toss. */
  head: 'mulligan' | 'coinToss';
  /** The catalogue key (`play:startOrder.*`) saying who decides now and what comes next, with its seats. */
  says?: { key: string; seats: Record<string, number> };
}

/** Before turn 1 (the engine's turn 0): the step and who decides it; undefined once play has begun. */
export function startOrder(
  view: Pick<TableView, 'game' | 'turn' | 'active' | 'seats' | 'pending'>,
): StartOrder | undefined {
  if (view.turn !== 0) return undefined;
  const pending = view.pending;
  const kind = pending?.kind;
  if (!pending || (kind !== 'mulligan' && kind !== 'first-player')) return { head: 'mulligan' };
  const player = pending.seat;
  const alone = view.seats.length === 1;
  const next = 1 - player;
  if (view.game === 'ms-war') {
    if (kind === 'first-player') return { head: 'coinToss', says: { key: 'msCoin', seats: { player } } };
    if (alone) return { head: 'mulligan', says: { key: 'msMulliganAlone', seats: { player } } };
    return player === 0
      ? { head: 'mulligan', says: { key: 'msMulliganFirst', seats: { player, next } } }
      : { head: 'mulligan', says: { key: 'msMulliganLast', seats: { player } } };
  }
  const first = view.active;
  if (alone) return { head: 'mulligan', says: { key: 'gwMulliganAlone', seats: { player } } };
  return player === first
    ? { head: 'mulligan', says: { key: 'gwMulliganFirst', seats: { player, next, first } } }
    : { head: 'mulligan', says: { key: 'gwMulliganSecond', seats: { player, first } } };
}
