/**
 * What a connection asks for when it makes or joins a room: the first creates the game (its
 * options, refused with the create request's HTTP status),
 * the others join by seat token or by name, or watch. A seat that cannot be taken closes the
 * connection with a code the app reads (protocol's CLOSE) and an English line for logs.
 */
import { ServerError } from '@colyseus/core';
import { GAME_LABELS } from '../engine/cards/model';
import { findFormat, type Format } from '../engine/decks/formats';
import { CLOSE, createOptionsSchema, joinOptionsSchema, type CreateOptions } from './protocol';
import { zodText } from './read';
import type { Seating } from './seats';

export interface Joining {
  name?: string;
  seatToken?: string;
  spectate?: boolean;
}

/** A new game's options and its format; thrown here, the code is the HTTP status of the create request. */
export function readCreate(raw: unknown): { options: CreateOptions; format: Format } {
  const parsed = createOptionsSchema.safeParse(raw);
  if (!parsed.success) throw new ServerError(400, `The game's options were refused: ${zodText(parsed.error)}`);
  const options = parsed.data;
  const format = findFormat(options.format);
  if (!format || format.game !== options.game)
    throw new ServerError(400, `No ${GAME_LABELS[options.game]} format "${options.format}".`);
  return { options, format };
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
