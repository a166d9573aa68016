/**
 * Sending the table to everyone at a room: each seat and each spectator gets what it may see,
 * as a patch against what it was last sent (server/wire.ts), and at the end each player gets
 * the whole game as a file.
 */
import type { Client } from '@colyseus/core';
import type { GameModule } from '../engine/core/module';
import type { Session } from '../engine/core/session';
import type { Intent } from '../engine/core/types';
import type { stepEntry } from './history';
import type { ServerMessages } from './protocol';
import type { HandsLeave } from './seats';
import type { Watchers } from './watchers';
import { freshSent, stepMessage } from './wire';

/** The step just made, sent with the table after it; null sends the table in full (the start). */
export type Made = { intent: Intent; events: Parameters<typeof stepEntry>[2] } | null;

/** What sending a table reads: the game, who watches it, the hands' leave, and each watcher's connection. */
export interface TableRoom {
  module: GameModule;
  session: Session | null;
  watchers: Watchers;
  hands: HandsLeave;
  clientOf(sessionId: string): Client | undefined;
}

/** One client's table at `step`, as its seat (or a spectator) sees it. */
export function sendTable(room: TableRoom, client: Client, step: number, made: Made): void {
  const w = room.watchers.get(client.sessionId);
  const session = room.session;
  if (!w || !session) return;
  client.send('table', stepMessage(room.module, session, w, step, made, room.hands.shown));
}

/** Every client's table after a step (`made`), or in full when `made` is null (the start). */
export function sendTables(room: TableRoom, made: Made, step = room.session!.position.cursor): void {
  for (const [id, w] of room.watchers.entries()) {
    const client = room.clientOf(id);
    if (!client) continue;
    if (made === null) w.sent = freshSent();
    sendTable(room, client, step, made);
  }
}

/** The spectators' tables again, when the players' leave to show them both hands changed. */
export function sendSpectatorsTables(room: TableRoom): void {
  if (!room.session) return;
  const step = room.session.position.cursor;
  for (const [id, w] of room.watchers.entries()) {
    const client = room.clientOf(id);
    if (client && w.seat === null) sendTable(room, client, step, null);
  }
}

/** The finished game, as a file for each player's library (spectators get none). */
export function sendGameFiles(room: TableRoom, file: ServerMessages['game-file']): void {
  for (const [id, w] of room.watchers.entries()) if (w.seat !== null) room.clientOf(id)?.send('game-file', file);
}
