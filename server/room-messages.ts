/**
 * What a room tells its clients besides the table: who sits where (and who is away, since when,
 * and when the other may claim the game), the clock, the hands' leave; and, at the end, the
 * whole game as a file for each player's library.
 */
import { GAME_LABELS, type GameId } from '../engine/cards/model';
import type { Session } from '../engine/core/session';
import type { ChessClock } from './clock';
import type { ServerMessages } from './protocol';
import type { HandsLeave, Seats } from './seats';

export function roomMessage(
  seats: Seats,
  started: boolean,
  chess: ChessClock | null,
  hands: HandsLeave,
  waitSeconds: number,
): ServerMessages['room'] {
  const away = seats.away();
  return {
    players: seats.info(),
    started,
    waiting: away && { seat: away.seat, since: away.since, claimAt: away.since + waitSeconds * 1000 },
    clock: chess && chess.read(),
    hands: hands.read(),
  };
}

export function gameFileMessage(game: GameId, session: Session): ServerMessages['game-file'] {
  const title = `${GAME_LABELS[game]} online: ${session.state.players.join(' – ')}`;
  return { save: session.save(), title };
}
