/**
 * What the online client and the game room say to each other (docs/online.md). Everything a
 * client sends is read with these zod schemas before the room looks at it, and everything the
 * room sends is typed here, so the renderer and the server share one definition. Pure: zod and
 * engine types only, no Node or DOM.
 */
import { z } from 'zod';
import type { Card, GameId } from '../engine/cards/model';
import type { HistoryEntry, SavedGame } from '../engine/core/session';
import type { RuleError, RulesIntent, Seat } from '../engine/core/types';
import type { TableView, ViewCard } from '../engine/core/view';
import type { Message } from '../engine/i18n/message';

/** The Colyseus room type every online game is created as (`client.create(ROOM_NAME, …)`). */
export const ROOM_NAME = 'sortie';
/** Raised whenever a message changes shape, so an old app is told rather than misread. */
export const PROTOCOL_VERSION = 1;
export const DEFAULT_PORT = 2567;

/** Caps on what a client may send; a message over one is refused by name, the room unchanged. */
export const LIMITS = {
  /** Characters of one intent as JSON (the largest a game makes is about 130). */
  intentChars: 4_000,
  chatChars: 300,
  nameChars: 40,
  /** A deck's card file (JSON text); the demo sets' 150 cards with scripts are about 120 kB. */
  deckChars: 600_000,
  deckLines: 200,
  /** The WebSocket frame limit: anything larger is cut off by the transport before it is read. */
  framePayload: 1_048_576,
  /** Messages a client may send per second (a burst of clicks is about 10). */
  messagesPerSecond: 40,
} as const;

const gameId = z.enum(['gundam-war', 'ms-war'] satisfies GameId[]);
const seat = z.union([z.literal(0), z.literal(1)]);
const playerName = z.string().trim().min(1).max(LIMITS.nameChars);
/** Seat tokens are 32 url-safe characters the room makes (crypto.randomBytes). */
const seatToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** Options of `client.create(ROOM_NAME, …)`: the host's game, and the host's seat. */
export const createOptionsSchema = z.object({
  protocol: z.literal(PROTOCOL_VERSION),
  game: gameId,
  /** A built-in format's id (engine/decks/formats.ts); the deck is checked against it. */
  format: z.string().min(1).max(80),
  name: playerName,
  /** A short public title for a server's lobby; absent keeps the room out of the lobby. */
  listed: z.boolean().optional(),
  /** Minutes on each player's chess clock; no clock when absent. */
  clockMinutes: z.number().int().min(1).max(180).optional(),
  /** Seconds the room waits for a dropped player before the other may claim the win. */
  waitSeconds: z.number().int().min(1).max(3600).optional(),
});
export type CreateOptions = z.infer<typeof createOptionsSchema>;

/** Options of `client.joinById(code, …)`: a new player, a returning one (its token) or a spectator. */
export const joinOptionsSchema = z.object({
  protocol: z.literal(PROTOCOL_VERSION),
  name: playerName.optional(),
  seatToken: seatToken.optional(),
  spectate: z.boolean().optional(),
});
export type JoinOptions = z.infer<typeof joinOptionsSchema>;

/**
 * Options of `client.create(ROOM_NAME, …)` bringing back a game a stopped process kept (servers
 * sharing a Redis): its code and the seat token of one of its players.
 */
export const restoreOptionsSchema = z.object({
  protocol: z.literal(PROTOCOL_VERSION),
  restore: z.string().regex(/^[A-Z2-9]{6}$/),
  seatToken,
});
export type RestoreOptions = z.infer<typeof restoreOptionsSchema>;

const deckLine = z.object({ number: z.string().min(1).max(40), count: z.number().int().min(1).max(99) });

/** A player's deck: its lines and the printed cards they name, as a card file (docs/card-data.md). */
export const deckMessageSchema = z.object({
  name: z.string().trim().min(1).max(80),
  main: z.array(deckLine).min(1).max(LIMITS.deckLines),
  cards: z.string().min(2).max(LIMITS.deckChars),
});
export type DeckMessage = z.infer<typeof deckMessageSchema>;

/** An intent's fields are flat: a card id, a list of ids or choices, a flag, a label. */
const field = z.union([
  z.string().max(200),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(200), z.number().finite(), z.boolean()])).max(60),
]);
export const intentMessageSchema = z.object({
  /** The table's step the client acted on: a move made on a table that has moved on is refused. */
  step: z.number().int().min(0),
  intent: z.object({ type: z.string().min(1).max(40), seat }).catchall(field),
});
export type IntentMessage = z.infer<typeof intentMessageSchema>;

export const chatMessageSchema = z.object({ text: z.string().trim().min(1).max(LIMITS.chatChars) });

/** Messages a client sends, by type. */
export const CLIENT_MESSAGES = {
  deck: deckMessageSchema,
  intent: intentMessageSchema,
  chat: chatMessageSchema,
  /** The other player has been away past the wait: the one still here takes the game. */
  'claim-win': z.object({}).strict(),
  /** A player allows (or withdraws) spectators seeing both hands; it takes both players' leave. */
  hands: z.object({ allow: z.boolean() }).strict(),
  /** A spectator asks the players to let it see both hands. */
  'ask-hands': z.object({}).strict(),
} as const;
export type ClientMessageType = keyof typeof CLIENT_MESSAGES;

/** A card on the wire: its printed card by key (sent once, in `cards`), never the whole card again. */
export type WireCard = Omit<ViewCard, 'card'> & { key: string | null };
export type WireZone = Omit<TableView['zones'][string], 'cards'> & { cards: WireCard[] };
/** One seat's (or the public) table, as the room sends it and a client patches it. */
export interface WireTable {
  view: Omit<TableView, 'zones'> & { zones: Record<string, WireZone> };
  /** The moves the rules allow this seat now (none for a spectator). */
  legal: RulesIntent[];
}

export type Role = 'player' | 'spectator';

export interface PlayerInfo {
  name: string;
  connected: boolean;
  /** Its deck was read and checked. */
  ready: boolean;
}

/** Messages the room sends, by type. */
export interface ServerMessages {
  welcome: {
    protocol: number;
    role: Role;
    seat: Seat | null;
    /** Keep it to come back to this seat (a closed window, a restarted app). Players only. */
    seatToken?: string;
    code: string;
    game: GameId;
    format: string;
  };
  /** The players and the room's own state (who is waiting, the clock). */
  room: {
    players: (PlayerInfo | null)[];
    started: boolean;
    /** A player who dropped: since when, and when the other may claim the win (epoch ms). */
    waiting: { seat: Seat; since: number; claimAt: number } | null;
    clock: { remaining: [number, number]; running: Seat | null } | null;
    /**
     * Spectators seeing both hands: each player's leave (both are needed), and whether a
     * spectator has asked since the last change. Never either deck: piles stay positions.
     */
    hands: { allowed: [boolean, boolean]; asked: boolean };
  };
  /**
   * The table after a step. `full`: the whole table (on joining, reconnecting); otherwise a JSON
   * patch (RFC 6902) against the last table this client got. `cards`: printed cards that became
   * visible to it; `log`: new log entries as it may read them.
   */
  table: {
    step: number;
    full?: WireTable;
    patch?: { op: string; path: string; value?: unknown; from?: string }[];
    cards: Record<string, Card>;
    log: HistoryEntry[];
  };
  refused: Refusal;
  chat: { seat: Seat | null; name: string; text: string; at: number };
  /** The game is over: the whole game as a file, for each player's library. */
  'game-file': { save: SavedGame; title: string };
}

export type RefusalReason =
  | 'malformed'
  | 'too-large'
  | 'unknown-type'
  | 'wrong-seat'
  | 'spectator'
  | 'stale'
  | 'not-started'
  | 'rule'
  | 'deck'
  | 'too-fast'
  | 'not-yet'
  | 'over'
  | 'watchers-only';

export interface Refusal {
  reason: RefusalReason;
  /** English, for logs and tests; the app says it in its language by `reason`. */
  text: string;
  /** `rule`: what the engine said. */
  rule?: RuleError;
  /** `deck`: each problem, as messages for the reader's language. */
  problems?: Message[];
}

/** Close codes the room leaves a client with (4000–4999 are the application's). */
export const CLOSE = {
  badOptions: 4400,
  seatTaken: 4409,
  badToken: 4403,
  full: 4429,
} as const;

/**
 * HTTP statuses a request to bring a game back is refused with (thrown at creating a room, the
 * code is the status of the matchmaking request, so it must be one HTTP knows).
 */
export const RESTORE_REFUSED = {
  /** No game of that code is kept (or the server keeps none). */
  missing: 404,
  badToken: 403,
  /** The game is on, or another process is bringing it back just now: join it. */
  busy: 409,
} as const;
