/**
 * One online game: a Colyseus room that owns an engine session. The host creates it and takes
 * seat 1, a guest takes seat 2 with the join code, spectators watch the public table. Every
 * message is read with the protocol's zod schemas and every move is the engine's to allow; a
 * refusal goes back to its sender by name and changes nothing. After each step each client is
 * sent what its seat may see of the new table, as a patch, with the new log lines.
 */
import { Room, ServerError, type Client } from '@colyseus/core';
import { GAME_LABELS } from '../engine/cards/model';
import type { Session } from '../engine/core/session';
import { isRuleError, type Intent, type Seat } from '../engine/core/types';
import { findFormat, type Format } from '../engine/decks/formats';
import { gameModule } from '../engine/games/registry';
import type { GameModule } from '../engine/core/module';
import { readDeck } from './deck';
import { gameFileMessage, roomMessage } from './room-messages';
import { stepEntry } from './history';
import {
  CLIENT_MESSAGES,
  CLOSE,
  createOptionsSchema,
  LIMITS,
  PROTOCOL_VERSION,
  restoreOptionsSchema,
  RESTORE_REFUSED,
  type ClientMessageType,
  type CreateOptions,
  type Refusal,
  type RefusalReason,
  type RestoreOptions,
  type ServerMessages,
} from './protocol';
import { bringBack } from './bring-back';
import { GameKeeper, type KeptNow } from './keep';
import { KeptWrites, warnKeeping } from './kept-writes';
import { joinCode } from './join-code';
import { readJoin, seatRefused } from './join';
import { moveRefusal } from './move-check';
import { plainRule, readMessage, zodText } from './read';
import { HandsLeave, Seats } from './seats';
import { startGame } from './start';
import { stepMessage, freshSent } from './wire';
import { Watchers, type Watcher } from './watchers';
import { ChessClock } from './clock';
import { counted } from './usage';

const MAX_SPECTATORS = 20;
const DEFAULT_WAIT_SECONDS = 120;

export interface RoomMetadata {
  game: string;
  format: string;
  host: string;
  started: boolean;
  listed: boolean;
}

export class GameRoom extends Room<{ metadata: RoomMetadata }> {
  private options!: CreateOptions;
  private format!: Format;
  private module!: GameModule;
  private seats = new Seats();
  private session: Session | null = null;
  private watchers = new Watchers();
  private chess: ChessClock | null = null;
  private ended = false;
  private hands = new HandsLeave();
  /** Where the game is kept for another process to bring back (servers sharing a Redis). */
  private kept = new KeptWrites();

  /** `keep` comes from the server's definition of the room (it overrides a client's options). */
  async onCreate(raw: unknown) {
    const keep = (raw as { keep?: unknown } | null)?.keep === true;
    const restoring = restoreOptionsSchema.safeParse(raw);
    if (restoring.success) return this.restore(restoring.data, keep);
    const parsed = createOptionsSchema.safeParse(raw);
    // Thrown here, the code is the HTTP status of the create request.
    if (!parsed.success) throw new ServerError(400, `The game's options were refused: ${zodText(parsed.error)}`);
    const options = parsed.data;
    const format = findFormat(options.format);
    if (!format || format.game !== options.game)
      throw new ServerError(400, `No ${GAME_LABELS[options.game]} format "${options.format}".`);
    this.open(options, format, joinCode());
    if (keep) this.kept.keeper = new GameKeeper(this.presence, this.roomId);
    this.list(options, format, false);
  }

  /**
   * A game kept by a process that stopped, brought back here by one of its players (its seat
   * token): the session replayed from its setup and moves, both seats waiting for their tokens.
   */
  private async restore(o: RestoreOptions, keep: boolean) {
    if (!keep) throw new ServerError(RESTORE_REFUSED.missing, 'This server keeps no games to bring back.');
    const { kept, format, session, keeper } = await bringBack(this.presence, o);
    this.open(kept.options, format, o.restore);
    this.session = session;
    this.seats.restore(kept.seats, Date.now());
    kept.hands.forEach((allow, seat) => this.hands.set(seat as Seat, allow));
    if (kept.clock) this.chess?.setRemaining(kept.clock);
    this.ended = session.state.winner !== null;
    this.kept.keeper = keeper;
    this.list(kept.options, format, true);
  }

  private list(options: CreateOptions, format: Format, started: boolean) {
    void this.setMetadata({
      game: options.game,
      format: format.id,
      host: options.name,
      started,
      listed: !!options.listed,
    });
    if (!options.listed) void this.setPrivate(true);
  }

  /** What every room sets up, new or brought back. */
  private open(options: CreateOptions, format: Format, code: string) {
    this.options = options;
    this.format = format;
    this.module = gameModule(options.game);
    this.roomId = code;
    this.maxClients = 2 + MAX_SPECTATORS;
    this.patchRate = null;
    // Colyseus' own limit cuts off a client flooding far past ours (ours refuses by message).
    this.maxMessagesPerSecond = LIMITS.messagesPerSecond * 4;
    if (options.clockMinutes) this.chess = new ChessClock(options.clockMinutes * 60_000, () => this.flagFell());
    for (const type of Object.keys(CLIENT_MESSAGES) as ClientMessageType[])
      this.onMessage(type, (client, message) => counted(() => this.receive(client, type, message)));
    this.onMessage('*', (client, type) =>
      this.refuse(client, 'unknown-type', `No message "${String(type).slice(0, 40)}" is known here.`),
    );
  }

  onJoin(client: Client, raw: unknown) {
    const options = readJoin(raw, this.seats.slots[0] === null && this.watchers.size === 0);
    if (options.spectate && !options.seatToken) {
      if (this.watchers.spectators() >= MAX_SPECTATORS)
        throw new ServerError(CLOSE.full, 'This game has as many spectators as it takes.');
      this.watchers.add(client.sessionId, null);
      this.welcome(client, null);
      return;
    }
    const taken = this.seats.take(client.sessionId, options.name, options.seatToken);
    if (!taken.ok) throw seatRefused(taken.why);
    this.watchers.add(client.sessionId, taken.seat);
    if (taken.returning) this.watchers.kickStale(taken.seat, client.sessionId);
    this.welcome(client, taken.seat, taken.slot.token);
  }

  /** A dropped connection: the seat is kept, the SDK may reconnect by itself, others are told. */
  async onDrop(client: Client) {
    const watcher = this.watchers.get(client.sessionId);
    if (!watcher || watcher.seat === null) return;
    this.seats.leave(client.sessionId, Date.now());
    this.chess?.pause();
    this.tellRoom();
    try {
      await this.allowReconnection(client, this.waitSeconds());
    } catch {
      // The window passed; the seat token still opens the seat.
    }
  }

  onReconnect(client: Client) {
    const watcher = this.watchers.get(client.sessionId);
    // Its seat was taken back by token from another window meanwhile: this connection goes.
    if (!watcher) return client.leave(CLOSE.seatTaken, 'This seat is played from another window now.');
    if (watcher.seat === null) return;
    this.seats.back(client.sessionId, watcher.seat);
    watcher.sent = freshSent();
    this.welcome(client, watcher.seat, this.seats.slots[watcher.seat]!.token);
    this.resumeClock();
  }

  onLeave(client: Client) {
    const watcher = this.watchers.get(client.sessionId);
    this.watchers.delete(client.sessionId);
    if (!watcher || watcher.seat === null) return;
    if (this.seats.leave(client.sessionId, Date.now()) !== null) {
      this.chess?.pause();
      this.tellRoom();
    }
  }

  onDispose() {
    this.chess?.pause();
  }

  private waitSeconds(): number {
    return this.options.waitSeconds ?? DEFAULT_WAIT_SECONDS;
  }

  private welcome(client: Client, seat: Seat | null, seatToken?: string) {
    const message: ServerMessages['welcome'] = {
      protocol: PROTOCOL_VERSION,
      role: seat === null ? 'spectator' : 'player',
      seat,
      code: this.roomId,
      game: this.options.game,
      format: this.format.id,
      ...(seatToken ? { seatToken } : {}),
    };
    client.send('welcome', message);
    this.tellRoom();
    if (this.session) this.sendTable(client, this.session.position.cursor, null);
    if (seatToken !== undefined) this.resumeClock();
  }

  private tellRoom() {
    this.broadcast('room', roomMessage(this.seats, this.session !== null, this.chess, this.hands, this.waitSeconds()));
  }

  private refuse(client: Client, reason: RefusalReason, text: string, extra: Partial<Refusal> = {}) {
    client.send('refused', { reason, text, ...extra } satisfies Refusal);
  }

  private refuseAll(reason: RefusalReason, text: string) {
    for (const client of this.clients) this.refuse(client, reason, text);
  }

  private receive(client: Client, type: ClientMessageType, raw: unknown) {
    const watcher = this.watchers.get(client.sessionId);
    if (!watcher) return;
    if (!watcher.rate.allow(Date.now()))
      return this.refuse(
        client,
        'too-fast',
        `More than ${LIMITS.messagesPerSecond} messages a second: this one was dropped.`,
      );
    const read = readMessage(type, raw);
    if (!read.ok) return this.refuse(client, read.reason, read.text);
    const parsed = read;
    if (type === 'chat') return this.chat(watcher, (parsed.data as { text: string }).text);
    if (type === 'ask-hands') return this.askHands(client, watcher);
    if (watcher.seat === null) return this.refuse(client, 'spectator', 'Spectators watch; only players make moves.');
    if (type === 'hands') return this.allowHands(watcher.seat, (parsed.data as { allow: boolean }).allow);
    if (type === 'deck') return this.takeDeck(client, watcher.seat, parsed.data as never);
    if (type === 'claim-win') return this.claimWin(client, watcher.seat);
    return this.move(client, watcher.seat, parsed.data as { step: number; intent: Intent });
  }

  private chat(watcher: Watcher, text: string) {
    const name = watcher.seat === null ? 'Spectator' : this.seats.slots[watcher.seat]!.name;
    this.broadcast('chat', { seat: watcher.seat, name, text, at: Date.now() } satisfies ServerMessages['chat']);
  }

  private askHands(client: Client, watcher: Watcher) {
    if (watcher.seat !== null)
      return this.refuse(client, 'watchers-only', 'Spectators ask to see the hands; a player allows it.');
    if (this.hands.shown || this.hands.asked) return;
    this.hands.asked = true;
    this.tellRoom();
  }

  /** A player allows or withdraws spectators seeing both hands; their tables follow at once. */
  private allowHands(seat: Seat, allow: boolean) {
    const changed = this.hands.set(seat, allow);
    void this.kept.keeper?.now(this.now()).catch(warnKeeping);
    this.tellRoom();
    if (!changed || !this.session) return;
    const step = this.session.position.cursor;
    for (const [id, w] of this.watchers.entries()) {
      const client = this.clientOf(id);
      if (client && w.seat === null) this.sendTable(client, step, null);
    }
  }

  private now(): KeptNow {
    return { clock: this.chess?.read().remaining ?? null, hands: [...this.hands.allowed] };
  }

  private takeDeck(client: Client, seat: Seat, msg: Parameters<typeof readDeck>[0]) {
    if (this.session) return this.refuse(client, 'not-yet', 'The game has started: decks are set.');
    const read = readDeck(msg, this.options.game, this.format);
    if (!read.ok)
      return this.refuse(client, 'deck', `The deck "${msg.name}" was refused: ${read.text}`, {
        problems: read.problems,
      });
    this.seats.slots[seat]!.deck = read.deck;
    this.tellRoom();
    this.startWhenReady();
  }

  private startWhenReady() {
    const [a, b] = this.seats.slots;
    if (!a?.deck || !b?.deck || this.session) return;
    const started = startGame(
      this.module,
      this.options.game,
      [a, b].map((s) => ({ name: s.name, deck: s.deck! })),
    );
    if (!started.ok) {
      this.refuseAll('deck', started.text);
      // The second deck goes, to be sent again with a card file that agrees with the first.
      if (started.clash) {
        b.deck = null;
        this.tellRoom();
      }
      return;
    }
    const session = started.session;
    this.session = session;
    void this.setMetadata({ ...this.metadata, started: true });
    const start = {
      options: this.options,
      seats: [a, b].map((s) => ({ token: s.token, name: s.name, deck: s.deck!.name })) as never,
      setup: session.setup,
    };
    this.kept.after(
      (keeper) => keeper.start(start, this.now()),
      () => {
        this.tellRoom();
        this.sendTables(null);
        this.resumeClock();
      },
    );
  }

  private move(client: Client, seat: Seat, msg: { step: number; intent: Intent }) {
    const refused = moveRefusal(this.session, this.ended, seat, msg);
    if (refused) return client.send('refused', refused);
    this.chess?.charge();
    const result = this.session!.dispatch(msg.intent);
    if (isRuleError(result)) return this.refuse(client, 'rule', result.error, { rule: plainRule(result) });
    this.stepMade(msg.intent, result.events);
  }

  /** A step was made: kept, then sent to every client. */
  private stepMade(intent: Intent, events: Parameters<typeof stepEntry>[2]) {
    const step = this.session!.position.cursor;
    const now = this.now();
    this.kept.after(
      (keeper) => keeper.step(step, intent, now),
      () => {
        this.sendTables({ intent, events }, step);
        this.afterStep();
      },
    );
  }

  /** A step made by the room itself (a win claimed, a flag fallen): the absent or late seat concedes. */
  private concedeFor(seat: Seat) {
    const session = this.session;
    if (!session || this.ended) return;
    this.chess?.charge();
    const intent: Intent = { type: 'concede', seat };
    const result = session.dispatch(intent);
    if (isRuleError(result)) return;
    this.stepMade(intent, result.events);
  }

  private claimWin(client: Client, seat: Seat) {
    const away = this.seats.away();
    if (!this.session || this.ended) return this.refuse(client, 'not-started', 'There is no game on to claim.');
    if (!away || away.seat === seat) return this.refuse(client, 'not-yet', 'Your opponent is at the table.');
    const at = away.since + this.waitSeconds() * 1000;
    if (Date.now() < at)
      return this.refuse(
        client,
        'not-yet',
        `You may claim the game ${Math.ceil((at - Date.now()) / 1000)} s from now.`,
      );
    this.concedeFor(away.seat);
  }

  private flagFell() {
    const running = this.chess?.read().running;
    if (running !== null && running !== undefined) this.concedeFor(running);
  }

  private afterStep() {
    const state = this.session!.state;
    if (state.winner !== null && !this.ended) {
      this.ended = true;
      this.kept.keeper?.forget();
      this.chess?.pause();
      const file = gameFileMessage(this.options.game, this.session!);
      for (const [id, w] of this.watchers.entries()) if (w.seat !== null) this.clientOf(id)?.send('game-file', file);
      this.tellRoom();
      return;
    }
    this.resumeClock();
  }

  /** The clock runs for the seat the game waits for, while both players are here. */
  private resumeClock() {
    if (!this.chess || !this.session || this.ended) return;
    if (this.seats.away()) return this.chess.pause();
    const state = this.session.state;
    const due = this.module.seatToAct?.(state) ?? state.pending?.seat ?? state.turn.active;
    this.chess.run(due);
    this.tellRoom();
  }

  private clientOf(sessionId: string): Client | undefined {
    return this.clients.getById(sessionId);
  }

  /** Every client's table after a step (`made`), or in full when `made` is null (the start). */
  private sendTables(
    made: { intent: Intent; events: Parameters<typeof stepEntry>[2] } | null,
    step = this.session!.position.cursor,
  ) {
    for (const [id, w] of this.watchers.entries()) {
      const client = this.clientOf(id);
      if (!client) continue;
      if (made === null) w.sent = freshSent();
      this.sendTable(client, step, made);
    }
  }

  private sendTable(
    client: Client,
    step: number,
    made: { intent: Intent; events: Parameters<typeof stepEntry>[2] } | null,
  ) {
    const w = this.watchers.get(client.sessionId);
    const session = this.session;
    if (!w || !session) return;
    client.send('table', stepMessage(this.module, session, w, step, made, this.hands.shown));
  }
}
