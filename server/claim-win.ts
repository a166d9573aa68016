/**
 * Claiming the game from an opponent who left the table: allowed once they have been away
 * for the room's waiting time, then their seat concedes.
 */
import type { Seat } from '../engine/core/types';
import type { RefusalReason } from './protocol';
import type { Seats } from './seats';

export type Claim = { ok: true; concedes: Seat } | { ok: false; reason: RefusalReason; text: string };

/** May `seat` claim the game now (`on`: a game is being played, not over)? */
export function claimWin(seats: Seats, seat: Seat, on: boolean, waitSeconds: number, now: number): Claim {
  const away = seats.away();
  if (!on) return { ok: false, reason: 'not-started', text: 'There is no game on to claim.' };
  if (!away || away.seat === seat) return { ok: false, reason: 'not-yet', text: 'Your opponent is at the table.' };
  const at = away.since + waitSeconds * 1000;
  if (now < at)
    return { ok: false, reason: 'not-yet', text: `You may claim the game ${Math.ceil((at - now) / 1000)} s from now.` };
  return { ok: true, concedes: away.seat };
}
