/**
 * One online game: a Colyseus room that owns an engine session. The host creates it and takes
 * seat 1, a guest takes seat 2 with the join code, spectators watch the public table. Every
 * message is read with the protocol's zod schemas and every move is the engine's to allow; a
 * refusal goes back to its sender by name and changes nothing. After each step each client is
 * sent what its seat may see of the new table, as a patch, with the new log lines.
 */
import { Room, ServerError, type Client } from '@colyseus/core';
import type { Session } from '../engine/core/session';
import { isRuleError, type Intent, type Seat } from '../engine/core/types';
import type { Format } from '../engine/decks/formats';
import { gameModule } from '../engine/games/registry';
import type { GameModule } from '../engine/core/module';
import { readDeck } from './deck';
import { chatMessage, gameFileMessage, roomMessage, welcomeMessage } from './room-messages';
import {
  CLIENT_MESSAGES,
  CLOSE,
  LIMITS,
  restoreOptionsSchema,
  RESTORE_REFUSED,
  type ClientMessageType,
  type CreateOptions,
  type Refusal,
  type RefusalReason,
  type RestoreOptions,
} from './protocol';
import { bringBack } from './bring-back';
import { GameKeeper, type KeptNow } from './keep';
import { KeptWrites, warnKeeping } from './kept-writes';
import { joinCode } from './join-code';
import { readCreate, readJoin, seatRefused } from './join';
import { moveRefusal } from './move-check';
import { plainRule, readMessage } from './read';
import { HandsLeave, Seats } from './seats';
import { startGame } from './start';
import { freshSent } from './wire';
import { Watchers, type Watcher } from './watchers';
import { claimWin } from './claim-win';
import { sendGameFiles, sendSpectatorsTables, sendTable, sendTables, type Made, type TableRoom } from './tables';
import { TurnClock } from './turn-clock';
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
  private turnClock = new TurnClock(undefined, () => undefined);
  private ended = false;
  private hands = new HandsLeave();
  /** Where the game is kept for another process to bring back (servers sharing a Redis). */
  private kept = new KeptWrites();

  /** `keep` comes from the server's definition of the room (it overrides a client's options). */
  async onCreate(raw: unknown) {
    const keep = (raw as { keep?: unknown } | null)?.keep === true;
    const restoring = restoreOptionsSchema.safeParse(raw);
    if (restoring.success) return this.restore(restoring.data, keep);
    const { options, format } = readCreate(raw);
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
    if (kept.clock) this.turnClock.setRemaining(kept.clock);
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
    this.turnClock = new TurnClock(options.clockMinutes, (seat) => this.concedeFor(seat));
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
    this.turnClock.pause();
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
      this.turnClock.pause();
      this.tellRoom();
    }
  }

  onDispose() {
    this.turnClock.pause();
  }

  private waitSeconds(): number {
    return this.options.waitSeconds ?? DEFAULT_WAIT_SECONDS;
  }

  private welcome(client: Client, seat: Seat | null, seatToken?: string) {
    client.send('welcome', welcomeMessage(seat, this.roomId, this.options.game, this.format, seatToken));
    this.tellRoom();
    if (this.session) sendTable(this.tables(), client, this.session.position.cursor, null);
    if (seatToken !== undefined) this.resumeClock();
  }

  private tellRoom() {
    this.broadcast(
      'room',
      roomMessage(this.seats, this.session !== null, this.turnClock.chess, this.hands, this.waitSeconds()),
    );
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
    this.broadcast('chat', chatMessage(this.seats, watcher.seat, text, Date.now()));
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
    if (changed) sendSpectatorsTables(this.tables());
  }

  private now(): KeptNow {
    return { clock: this.turnClock.remaining(), hands: [...this.hands.allowed] };
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
        sendTables(this.tables(), null);
        this.resumeClock();
      },
    );
  }

  private move(client: Client, seat: Seat, msg: { step: number; intent: Intent }) {
    const refused = moveRefusal(this.session, this.ended, seat, msg);
    if (refused) return client.send('refused', refused);
    this.turnClock.charge();
    const result = this.session!.dispatch(msg.intent);
    if (isRuleError(result)) return this.refuse(client, 'rule', result.error, { rule: plainRule(result) });
    this.stepMade(msg.intent, result.events);
  }

  /** A step was made: kept, then sent to every client. */
  private stepMade(intent: Intent, events: NonNullable<Made>['events']) {
    const step = this.session!.position.cursor;
    const now = this.now();
    this.kept.after(
      (keeper) => keeper.step(step, intent, now),
      () => {
        sendTables(this.tables(), { intent, events }, step);
        this.afterStep();
      },
    );
  }

  /** A step made by the room itself (a win claimed, a flag fallen): the absent or late seat concedes. */
  private concedeFor(seat: Seat) {
    const session = this.session;
    if (!session || this.ended) return;
    this.turnClock.charge();
    const intent: Intent = { type: 'concede', seat };
    const result = session.dispatch(intent);
    if (isRuleError(result)) return;
    this.stepMade(intent, result.events);
  }

  private claimWin(client: Client, seat: Seat) {
    const claim = claimWin(this.seats, seat, !!this.session && !this.ended, this.waitSeconds(), Date.now());
    if (!claim.ok) return this.refuse(client, claim.reason, claim.text);
    this.concedeFor(claim.concedes);
  }

  private afterStep() {
    const state = this.session!.state;
    if (state.winner !== null && !this.ended) {
      this.ended = true;
      this.kept.keeper?.forget();
      this.turnClock.pause();
      sendGameFiles(this.tables(), gameFileMessage(this.options.game, this.session!));
      this.tellRoom();
      return;
    }
    this.resumeClock();
  }

  /** The clock runs for the seat the game waits for, while both players are here. */
  private resumeClock() {
    if (this.turnClock.resume(this.module, this.session, this.seats, this.ended)) this.tellRoom();
  }

  /** What sending tables reads of this room. */
  private tables(): TableRoom {
    return {
      module: this.module,
      session: this.session,
      watchers: this.watchers,
      hands: this.hands,
      clientOf: (id) => this.clients.getById(id),
    };
  }
}
