/**
 * What a connection asks for when it joins a room: the first creates the game (its options),
 * the others join by seat token or by name, or watch. A seat that cannot be taken closes the
 * connection with a code the app reads (protocol's CLOSE) and an English line for logs.
 */
import { ServerError } from '@colyseus/core';
import { CLOSE, createOptionsSchema, joinOptionsSchema } from './protocol';
import { zodText } from './read';
import type { Seating } from './seats';

export interface Joining {
  name?: string;
  seatToken?: string;
  spectate?: boolean;
}

/** Thrown here, the error closes the joining connection with its code. */
export function readJoin(raw: unknown, first: boolean): Joining {
  const parsed = (first ? createOptionsSchema : joinOptionsSchema).safeParse(raw);
  if (!parsed.success) throw new ServerError(CLOSE.badOptions, `Joining was refused: ${zodText(parsed.error)}`);
  return parsed.data as Joining;
}

const SEAT_REFUSED = {
  'bad-token': [CLOSE.badToken, 'That seat token opens no seat of this game.'],
  'seat-taken': [CLOSE.seatTaken, 'That seat is being played from another window; a seat takes one at a time.'],
  full: [CLOSE.full, 'Both seats are taken: join as a spectator to watch.'],
} as const;

export function seatRefused(why: Extract<Seating, { ok: false }>['why']): ServerError {
  const [code, text] = SEAT_REFUSED[why];
  return new ServerError(code, text);
}
