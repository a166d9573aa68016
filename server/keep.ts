/**
 * A room's game kept in the presence, so that another server process can bring it back when
 * the one holding it stops (docs/online.md, "A game moving between processes"). An engine
 * session is its setup and its moves (Session.load replays them), so the setup (both decks,
 * the seed, the seats' tokens) is written once when the game starts and each move as it is
 * made, with the clock and the spectators' leave beside it: one small write a step, not the
 * whole game. Kept where processes share a Redis; the keys expire a day after the last move
 * and go when the game ends.
 */
import type { Presence } from '@colyseus/core';
import type { SetupInput } from '../engine/core/setup';
import type { Intent } from '../engine/core/types';
import type { CreateOptions } from './protocol';

const KEEP_SECONDS = 24 * 3600;
const gameKey = (code: string) => `sortie:game:${code}`;
const restoringKey = (code: string) => `sortie:restoring:${code}`;

export interface KeptSeat {
  token: string;
  name: string;
  deck: string;
}

/** What the room writes once, when the game starts. */
export interface KeptStart {
  options: CreateOptions;
  seats: [KeptSeat, KeptSeat];
  setup: SetupInput;
}

/** What changes as the game goes on. */
export interface KeptNow {
  clock: [number, number] | null;
  hands: [boolean, boolean];
}

export type KeptGame = KeptStart & KeptNow & { intents: Intent[] };

export class GameKeeper {
  constructor(
    private readonly presence: Presence,
    private readonly code: string,
  ) {}

  async start(start: KeptStart, now: KeptNow): Promise<void> {
    const key = gameKey(this.code);
    await Promise.all([
      this.presence.hset(key, 'start', JSON.stringify(start)),
      this.presence.hset(key, 'now', JSON.stringify(now)),
      this.presence.expire(key, KEEP_SECONDS),
    ]);
  }

  /** The move that made step `step` (its intent is the session's `step - 1`th). */
  async step(step: number, intent: Intent, now: KeptNow): Promise<void> {
    const key = gameKey(this.code);
    await Promise.all([
      this.presence.hset(key, `step:${step}`, JSON.stringify(intent)),
      this.presence.hset(key, 'now', JSON.stringify(now)),
      this.presence.expire(key, KEEP_SECONDS),
    ]);
  }

  async now(now: KeptNow): Promise<void> {
    await this.presence.hset(gameKey(this.code), 'now', JSON.stringify(now));
  }

  /** The game is over (each player has its file): nothing is left to bring back. */
  forget(): void {
    this.presence.del(gameKey(this.code));
  }

  /** The kept game, or null when none is kept under this code. */
  async read(): Promise<KeptGame | null> {
    const fields = await this.presence.hgetall(gameKey(this.code));
    if (!fields?.start || !fields.now) return null;
    const start = JSON.parse(fields.start) as KeptStart;
    const now = JSON.parse(fields.now) as KeptNow;
    const intents: Intent[] = [];
    for (let step = 1; fields[`step:${step}`] !== undefined; step++)
      intents.push(JSON.parse(fields[`step:${step}`]) as Intent);
    return { ...start, ...now, intents };
  }

  /**
   * True for the one process that may bring the game back now: two players coming back at
   * once through two processes must not make two rooms of one game.
   */
  async claimRestore(): Promise<boolean> {
    const key = restoringKey(this.code);
    const n = await this.presence.incr(key);
    await this.presence.expire(key, 10);
    return n === 1;
  }

  releaseRestore(): void {
    this.presence.del(restoringKey(this.code));
  }
}
