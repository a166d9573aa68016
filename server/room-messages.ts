/**
 * What a room tells its clients besides the table: who they are in it (the welcome), the chat,
 * who sits where (and who is away, since when,
 * and when the other may claim the game), the clock, the hands' leave; and, at the end, the
 * whole game as a file for each player's library.
 */
import { GAME_LABELS, type GameId } from '../engine/cards/model';
import type { Session } from '../engine/core/session';
import type { ChessClock } from './clock';
import type { Seat } from '../engine/core/types';
import type { Format } from '../engine/decks/formats';
import { PROTOCOL_VERSION, type ServerMessages } from './protocol';
import type { HandsLeave, Seats } from './seats';

/** A client's seat (null: a spectator) in the game at `code`; a player gets its seat token. */
export function welcomeMessage(
  seat: Seat | null,
  code: string,
  game: GameId,
  format: Format,
  seatToken?: string,
): ServerMessages['welcome'] {
  return {
    protocol: PROTOCOL_VERSION,
    role: seat === null ? 'spectator' : 'player',
    seat,
    code,
    game,
    format: format.id,
    ...(seatToken ? { seatToken } : {}),
  };
}

/** A line of chat, signed with the player's name or as a spectator's. */
export function chatMessage(seats: Seats, seat: Seat | null, text: string, at: number): ServerMessages['chat'] {
  const name = seat === null ? 'Spectator' : seats.slots[seat]!.name;
  return { seat, name, text, at };
}

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
