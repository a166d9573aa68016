/**
 * Hotseat "auto-pass when I have nothing to do": a seat that opted in passes priority by
 * itself when Pass is the only move the engine allows it, so the computer does not change
 * hands for a click that decides nothing. The choice is remembered per seat in settings.
 *
 * Only the seat's own legal moves and the public game state decide it: a seat with any
 * other move (a card it could play, an attack, an answer to give) is always asked.
 */
import { db } from '../../../db/db';
import type { RulesIntent, Seat } from '../../../../engine/core/types';
import type { TableView as EngineView, ViewCut } from '../../../../engine/core/view';

export const AUTO_PASS_SETTING = 'play:auto-pass';

export type AutoPassSeats = [boolean, boolean];

/** The pass to make when every move the seat has is a pass, else null. */
export function onlyPass(legal: readonly RulesIntent[]): RulesIntent | null {
  if (!legal.length || !legal.every((i) => i.type === 'pass')) return null;
  return legal[0];
}

export async function loadAutoPass(): Promise<AutoPassSeats> {
  const saved = (await db.settings.get(AUTO_PASS_SETTING))?.value;
  return Array.isArray(saved) && saved.length === 2 ? [saved[0] === true, saved[1] === true] : [false, false];
}

export async function saveAutoPass(seats: AutoPassSeats): Promise<void> {
  await db.settings.put({ key: AUTO_PASS_SETTING, value: seats });
}

/**
 * The seat the game waits for. Rules games move priority between the seats inside a turn:
 * the engine's priority holder, else (outside free timing, e.g. declaring attackers) the
 * seat that has moves; a manual table waits for the decision's seat, else the turn player.
 */
export function seatToAct(
  raw: Pick<EngineView, 'pending' | 'turn'> & { cut: Pick<ViewCut, 'priority'> | null },
  rules: boolean,
  shown: Seat,
  mine: readonly RulesIntent[],
  theirs: readonly RulesIntent[],
): Seat {
  const other = (1 - shown) as Seat;
  if (rules && !raw.pending)
    return (raw.cut?.priority ?? (mine.length ? shown : theirs.length ? other : raw.turn.active)) as Seat;
  return (raw.pending?.seat ?? raw.turn.active) as Seat;
}
