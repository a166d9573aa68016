/**
 * Whether a player's move message may reach the engine at all: the game on, the seat its
 * sender's, a rules move (not one by hand), made on the table of the game's current step.
 * The engine then decides whether the move is legal.
 */
import type { Session } from '../engine/core/session';
import { isManualIntent, type Intent, type Seat } from '../engine/core/types';
import type { Refusal } from './protocol';

export function moveRefusal(
  session: Session | null,
  ended: boolean,
  seat: Seat,
  msg: { step: number; intent: Intent },
): Refusal | null {
  if (!session) return { reason: 'not-started', text: 'The game starts once both players have sent a deck.' };
  if (ended) return { reason: 'over', text: 'The game is over.' };
  if (msg.intent.seat !== seat)
    return {
      reason: 'wrong-seat',
      text: `You play seat ${seat + 1}; a move for seat ${msg.intent.seat + 1} is not yours to make.`,
    };
  if (isManualIntent(msg.intent))
    return { reason: 'rule', text: 'Moves by hand are not taken in an online game: the rules decide.' };
  if (msg.step !== session.position.cursor)
    return {
      reason: 'stale',
      text: `That move was made on the table of step ${msg.step}; the game is at step ${session.position.cursor}.`,
    };
  return null;
}
