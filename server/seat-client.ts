/**
 * One connection to a game room, as a player or a spectator: the Colyseus SDK's room with the
 * protocol's messages kept in order — the welcome (seat and seat token), the room's news, the
 * table mirror, refusals, chat and the final game file. The app, the tests and the load test's
 * computer players all play through this.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Intent } from '../engine/core/types';
import { applyTable, emptyMirror, type Mirror } from './mirror';
import {
  CLOSE,
  PROTOCOL_VERSION,
  RESTORE_REFUSED,
  ROOM_NAME,
  type CreateOptions,
  type DeckMessage,
  type Refusal,
  type ServerMessages,
} from './protocol';

export interface SeatEvents {
  /** Anything changed: the table, the room, a refusal, a chat line. */
  changed?(client: SeatClient): void;
  /** Every message as it came (the hidden-information test records them). */
  raw?(type: string, message: unknown): void;
}

const REFUSED_AT_JOINING = new Set<number>([CLOSE.badToken, CLOSE.seatTaken, CLOSE.badOptions, CLOSE.full]);
const errorCode = (e: unknown): number | undefined => (e as { code?: number } | null)?.code;

export class SeatClient {
  welcome: ServerMessages['welcome'] | null = null;
  /** The players and the room's state (who is away, the clock). */
  news: ServerMessages['room'] | null = null;
  /** When `news` came (epoch ms): a running clock counts down from it. */
  newsAt = 0;
  mirror: Mirror = emptyMirror();
  refusals: Refusal[] = [];
  chat: ServerMessages['chat'][] = [];
  gameFile: ServerMessages['game-file'] | null = null;
  /** Set when the connection ended for good (the reason Colyseus gave). */
  left: { code: number; reason?: string } | null = null;
  /** The connection dropped and Colyseus is trying to get it back. */
  dropped = false;
  private waiters: (() => void)[] = [];

  private constructor(
    readonly room: Room,
    private readonly events: SeatEvents,
  ) {
    // Colyseus waits 5 s after joining before it would reconnect by itself (a room that drops a
    // client at once would otherwise be retried in a loop); a move made in the first seconds of
    // a game is worth coming back for, and the retries are bounded all the same.
    room.reconnection.minUptime = 500;
    room.onMessage('*', (type, message) => this.take(String(type), message));
    room.onDrop(() => {
      this.dropped = true;
      this.notify();
    });
    room.onReconnect(() => {
      this.dropped = false;
      this.notify();
    });
    room.onLeave((code, reason) => {
      this.left = { code, reason };
      this.notify();
    });
  }

  /** Creates a room on the server at `url` and takes its first seat. */
  static async host(
    url: string,
    options: Omit<CreateOptions, 'protocol'>,
    events: SeatEvents = {},
  ): Promise<SeatClient> {
    const room = await new Client(url).create(ROOM_NAME, { ...options, protocol: PROTOCOL_VERSION });
    return new SeatClient(room, events);
  }

  /** Joins the room `code`: a new player, a returning one (`seatToken`) or a spectator. */
  static async join(
    url: string,
    code: string,
    options: { name?: string; seatToken?: string; spectate?: boolean },
    events: SeatEvents = {},
  ): Promise<SeatClient> {
    const room = await new Client(url).joinById(code, { ...options, protocol: PROTOCOL_VERSION });
    return new SeatClient(room, events);
  }

  /**
   * Back to a seat by its token. Where the room went with the process that held it (servers
   * sharing a Redis keep each game), the game is brought back on the process reached: a
   * player coming back a moment after the other joins the room the first one brought back.
   */
  static async rejoin(url: string, code: string, seatToken: string, events: SeatEvents = {}): Promise<SeatClient> {
    const client = new Client(url);
    const options = { protocol: PROTOCOL_VERSION, seatToken };
    for (let attempt = 1; ; attempt++) {
      let missing: unknown;
      try {
        return new SeatClient(await client.joinById(code, options), events);
      } catch (e) {
        // The room's own refusals (a bad or copied token) stand; anything else may be a room gone.
        if (REFUSED_AT_JOINING.has(errorCode(e) ?? 0)) throw e;
        missing = e;
      }
      try {
        return new SeatClient(await client.create(ROOM_NAME, { ...options, restore: code }), events);
      } catch (e) {
        // Nothing kept to bring back: what joining said is the news.
        if (errorCode(e) === RESTORE_REFUSED.missing) throw missing;
        if (errorCode(e) !== RESTORE_REFUSED.busy || attempt >= 4) throw e;
      }
      // Another player is bringing it back just now: join that room in a moment.
      await new Promise((done) => setTimeout(done, 250 * attempt));
    }
  }

  get code(): string {
    return this.room.roomId;
  }

  sendDeck(deck: DeckMessage): void {
    this.room.send('deck', deck);
  }

  /** A move made on the table this client has now (the room refuses one made on an older table). */
  move(intent: Intent): void {
    this.room.send('intent', { step: this.mirror.step, intent });
  }

  say(text: string): void {
    this.room.send('chat', { text });
  }

  claimWin(): void {
    this.room.send('claim-win', {});
  }

  /** A player lets spectators see both hands (with the other's leave too), or withdraws it. */
  allowHands(allow: boolean): void {
    this.room.send('hands', { allow });
  }

  /** A spectator asks the players to show their hands. */
  askHands(): void {
    this.room.send('ask-hands', {});
  }

  /** Sends anything at all (the hostile-message tests). */
  sendRaw(type: string, message: unknown): void {
    this.room.send(type as never, message as never);
  }

  async leave(): Promise<void> {
    if (!this.left) await this.room.leave(true);
  }

  /** Resolves once `ready()` holds, checked after every message; rejects after `ms`. */
  until(ready: (c: SeatClient) => boolean, ms = 10_000, what = 'the room'): Promise<void> {
    if (ready(this)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Waited ${ms} ms for ${what}.`)), ms);
      const check = () => {
        if (!ready(this)) return this.waiters.push(check);
        clearTimeout(timer);
        resolve();
      };
      this.waiters.push(check);
    });
  }

  private take(type: string, message: unknown) {
    this.events.raw?.(type, message);
    if (type === 'welcome') this.welcome = message as ServerMessages['welcome'];
    else if (type === 'room') {
      this.news = message as ServerMessages['room'];
      this.newsAt = Date.now();
    } else if (type === 'table') this.mirror = applyTable(this.mirror, message as ServerMessages['table']);
    else if (type === 'refused') this.refusals.push(message as Refusal);
    else if (type === 'chat') this.chat.push(message as ServerMessages['chat']);
    else if (type === 'game-file') this.gameFile = message as ServerMessages['game-file'];
    this.notify();
  }

  private notify() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
    this.events.changed?.(this);
  }
}
