/**
 * Hotseat "auto-pass when I have nothing to do": a seat that opted in passes priority by
 * itself when Pass is the only move the engine allows it, so the computer does not change
 * hands for a click that decides nothing. The choice is remembered per seat in settings; the
 * engine's worker makes the passes (engine/table/passing.ts).
 */
import { db } from '../../../db/db';

export { onlyPass, seatToAct } from '../../../../engine/table/passing';

export const AUTO_PASS_SETTING = 'play:auto-pass';

export type AutoPassSeats = [boolean, boolean];

export async function loadAutoPass(): Promise<AutoPassSeats> {
  const saved = (await db.settings.get(AUTO_PASS_SETTING))?.value;
  return Array.isArray(saved) && saved.length === 2 ? [saved[0] === true, saved[1] === true] : [false, false];
}

export async function saveAutoPass(seats: AutoPassSeats): Promise<void> {
  await db.settings.put({ key: AUTO_PASS_SETTING, value: seats });
}
