/**
 * The engine's public API as one object of plain functions. The app calls it in a
 * Web Worker through Comlink (engine/worker.ts); tests and the CLI call it directly.
 * Every argument and result is structured-clone safe. Games live in this object's
 * memory as sessions, addressed by the id `createGame`/`loadGame` return.
 */
import { ENGINE_VERSION } from './version';
import { GAME_IDS, GAME_LABELS, type GameId } from './cards/model';
import { createPrng } from './core/prng';
import { hashJson } from './core/hash';
import { withTextIds } from './core/ids';
import { selfCheck } from './core/selfCheck';
import type { GameLayout } from './core/layout';
import { renderEvent } from './core/log';
import { Session, type HistoryEntry, type SavedGame } from './core/session';
import type { SetupInput } from './core/setup';
import { isRuleError, type Intent, type RuleError, type Seat } from './core/types';
import { viewFor, type TableView } from './core/view';
import { gameModule } from './games/registry';
import { decide, levelName, type Level } from './ai/levels';
import { refusal, seatName } from './core/refusal';
import { message, type Message } from './i18n/message';
import { inEnglish } from './i18n/translate';
import { goldfishGames, type GoldfishGame, type GoldfishRun } from './sim/goldfish';
import { tableReply, type TableAsk, type TableReply } from './table/reply';

export type { TableAsk, TableReply } from './table/reply';

export interface EngineInfo {
  version: string;
  games: { id: GameId; label: string }[];
  /** Hash of a seeded 50-card shuffle: proves the engine ran and is deterministic. */
  selfCheck: string;
}

export interface GameInfo {
  id: GameId;
  label: string;
  /** Whether rules mode is available (manual mode always is). */
  hasRules: boolean;
  layout: GameLayout;
}

export interface Dispatched {
  ok: true;
  /** Steps taken so far (the cursor) and steps recorded (more after an undo). */
  cursor: number;
  length: number;
  /** What happened, in plain words, as the acting seat saw it. */
  lines: string[];
}

/** What the computer opponent did: the step it took and its reason, as the log shows it. */
export interface AiMoved extends Dispatched {
  /** The reason in English (the command line, tests). */
  reason: string;
  /** The reason as a message, told in the reader's language (`ai:said`). */
  said: Message;
  iterations: number;
}

export interface AiOptions {
  /** Milliseconds to think at most (the level's own budget when absent; null: iterations only, exactly repeatable). */
  thinkMs?: number | null;
  /** Iterations at most (the level's own budget when absent). */
  iterations?: number;
  /** Whether the computer knows its opponent's deck list. */
  sharedLists?: boolean;
}

/**
 * What the table asks of the game in one round trip (`table`): a move, several, an undo or
 * redo, a replay jump, the computer's move, or only a look (a hotseat handover, a stop set).
 */
export type TableAction =
  | { kind: 'look' }
  | { kind: 'intent'; intent: Intent }
  | { kind: 'intents'; intents: Intent[] }
  /** `over`: step on past the moves of this seat (solo: the computer's), to where the player decides again. */
  | { kind: 'undo'; over?: Seat }
  | { kind: 'redo'; over?: Seat }
  | { kind: 'goTo'; step: number }
  | { kind: 'ai'; seat: Seat; level: Level; options?: AiOptions };

export interface Position {
  cursor: number;
  length: number;
}

export { selfCheck };

const sessions = new Map<string, Session>();
let nextSession = 1;

function open(gameId: string): Session {
  const session = sessions.get(gameId);
  if (!session) throw new Error(`No open game "${gameId}".`);
  return session;
}

function known(game: unknown): game is GameId {
  return GAME_IDS.includes(game as GameId);
}

function register(session: Session | RuleError): { gameId: string } | RuleError {
  if (isRuleError(session)) return session;
  const gameId = `game-${nextSession++}`;
  sessions.set(gameId, session);
  return { gameId };
}

export const engineApi = {
  info(seed = 2000): EngineInfo {
    return {
      version: ENGINE_VERSION,
      games: GAME_IDS.map((id) => ({ id, label: GAME_LABELS[id] })),
      selfCheck: selfCheck(seed),
    };
  },

  games(): GameInfo[] {
    return GAME_IDS.map((id) => {
      const m = gameModule(id);
      return { id, label: GAME_LABELS[id], hasRules: m.hasRules, layout: m.layout };
    });
  },

  /** Starts a game from one deck (goldfish) or two (hotseat). */
  createGame(input: SetupInput): { gameId: string } | RuleError {
    if (!known(input?.game))
      return refusal(message('core:refuse.unknownGame', { game: String(input?.game), games: GAME_IDS.join(', ') }));
    return register(Session.create(gameModule(input.game), input));
  },

  loadGame(saved: SavedGame): { gameId: string } | RuleError {
    if (!known(saved?.setup?.game)) return refusal(message('core:refuse.notSavedGame'));
    return register(Session.load(gameModule(saved.setup.game), saved));
  },

  closeGame(gameId: string): boolean {
    return sessions.delete(gameId);
  },

  dispatch(gameId: string, intent: Intent): Dispatched | RuleError {
    const session = open(gameId);
    const result = session.dispatch(intent);
    if (isRuleError(result)) return result;
    const players = session.state.players;
    return { ok: true, ...session.position, lines: result.events.map((e) => renderEvent(e, players, intent.seat)) };
  },

  view(gameId: string, seat: Seat): TableView {
    const session = open(gameId);
    const { state, module } = session;
    const cut = state.mode === 'rules' && module.cut ? module.cut(state) : null;
    return viewFor(state, module.layout, seat, cut);
  },

  /**
   * Whether the rules allow `intent` now, without making it: null when they do, else the rule
   * error (the table says why a move was refused before offering it as an override).
   */
  check(gameId: string, intent: Intent): RuleError | null {
    const result = open(gameId).tryStep(intent);
    return isRuleError(result) ? result : null;
  },

  legalIntents(gameId: string, seat: Seat): Intent[] {
    const session = open(gameId);
    const { state } = session;
    if (state.mode !== 'rules' || state.winner !== null) return [];
    return session.module.legalIntents(state, seat).map(withTextIds);
  },

  /**
   * The computer plays `seat` at `level`: it thinks here, in the engine's worker, from the
   * seat's own view only (engine/ai), and makes one move; null when the seat has nothing to do.
   * Its generator is seeded from the game's seed and step, so a replayed position is replayed alike.
   */
  aiMove(gameId: string, seat: Seat, level: Level, options: AiOptions = {}): AiMoved | RuleError | null {
    const session = open(gameId);
    const { state, module } = session;
    if (state.mode !== 'rules' || state.winner !== null) return null;
    const legal = module.legalIntents(state, seat);
    if (!legal.length) return null;
    const seed = (session.setup.seed ^ Math.imul(session.position.cursor + 1, 0x9e3779b1)) >>> 0;
    const thinkMs = options.thinkMs;
    const d = decide(state, seat, legal, level, createPrng(seed), {
      thinkMs,
      iterations: options.iterations ?? (typeof thinkMs === 'number' ? Number.MAX_SAFE_INTEGER : undefined),
      sharedLists: options.sharedLists,
    });
    const players = state.players;
    // `details` is not in the line's words: the log shows it one click away (issue 47).
    const said = message('ai:said', {
      player: seatName(players, seat),
      level: levelName(level),
      reason: d.reason,
      details: d.details,
    });
    // A move the rules forced (one legal move) gets no line of its own: there was nothing to choose.
    const result = session.dispatch(d.intent, legal.length > 1 ? said : null);
    if (isRuleError(result)) return result;
    return {
      ok: true,
      ...session.position,
      lines: result.events.map((e) => renderEvent(e, players, seat)),
      reason: inEnglish(said),
      said,
      iterations: d.iterations,
    };
  },

  /**
   * One request of the table, one answer: makes `action`, lets the seats pass by themselves as
   * `ask` allows, and answers with everything the table draws (engine/table/reply.ts).
   */
  table(gameId: string, action: TableAction, ask: TableAsk): TableReply {
    const session = open(gameId);
    const before = session.position.cursor;
    const seatDue = (seat: Seat) => {
      const { state } = session;
      return state.mode === 'rules' && state.winner === null && session.module.legalIntents(state, seat).length > 0;
    };
    let refused: RuleError | null = null;
    switch (action.kind) {
      case 'look':
        break;
      case 'intent':
      case 'intents':
        for (const intent of action.kind === 'intent' ? [action.intent] : action.intents) {
          const result = session.dispatch(intent);
          if (isRuleError(result)) {
            refused = result;
            break;
          }
        }
        break;
      case 'undo':
        while (session.undo() && action.over !== undefined && seatDue(action.over));
        break;
      case 'redo':
        while (session.redo() && action.over !== undefined && seatDue(action.over));
        break;
      case 'goTo':
        session.goTo(action.step);
        break;
      case 'ai': {
        const moved = engineApi.aiMove(gameId, action.seat, action.level, action.options);
        if (moved && isRuleError(moved)) refused = moved;
        break;
      }
    }
    return tableReply(session, ask, Math.min(before, session.position.cursor), refused);
  },

  /**
   * Goldfish games `from` .. `from + count − 1` of one deck against the dummy opponent (the deck
   * History's comparison of two versions asks a few at a time, to show progress and stop).
   */
  goldfishGames(run: GoldfishRun, from: number, count: number): GoldfishGame[] {
    if (!known(run?.game)) throw new Error(`Unknown game "${String(run?.game)}"; games are ${GAME_IDS.join(', ')}.`);
    return goldfishGames(run, from, count);
  },

  undo(gameId: string): Position {
    const session = open(gameId);
    session.undo();
    return session.position;
  },

  redo(gameId: string): Position {
    const session = open(gameId);
    session.redo();
    return session.position;
  },

  /** Shows the table right after `step` (0 = setup); the next dispatch continues from there. */
  goTo(gameId: string, step: number): Position {
    const session = open(gameId);
    session.goTo(step);
    return session.position;
  },

  history(gameId: string, viewer: Seat | null): HistoryEntry[] {
    return open(gameId).history(viewer);
  },

  save(gameId: string): SavedGame {
    return open(gameId).save();
  },

  /** Hash of the current state: equal hashes mean identical games (replays, tests). */
  stateHash(gameId: string): string {
    return hashJson(open(gameId).state);
  },
};

export type EngineApi = typeof engineApi;
