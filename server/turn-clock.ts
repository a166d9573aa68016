/**
 * The turn clock of a room with a chess clock: it runs for the seat the game waits for while
 * both players are at the table, stops while one is away or when the game is over, and a flag
 * that falls concedes the game for its seat.
 */
import type { GameModule } from '../engine/core/module';
import type { Session } from '../engine/core/session';
import type { Seat } from '../engine/core/types';
import { ChessClock } from './clock';
import type { Seats } from './seats';

export class TurnClock {
  /** Null when the game is played without a clock. */
  readonly chess: ChessClock | null;

  constructor(minutes: number | undefined, flagFell: (seat: Seat) => void) {
    this.chess = minutes
      ? new ChessClock(minutes * 60_000, () => {
          const running = this.chess?.read().running;
          if (running !== null && running !== undefined) flagFell(running);
        })
      : null;
  }

  /** The seat the game waits for: the one a decision waits on, else the active player. */
  static due(module: GameModule, session: Session): Seat {
    const state = session.state;
    return module.seatToAct?.(state) ?? state.pending?.seat ?? state.turn.active;
  }

  /**
   * Runs the clock for the seat due, or stops it while a player is away. True when it was
   * started, so the room tells everyone which clock runs.
   */
  resume(module: GameModule, session: Session | null, seats: Seats, ended: boolean): boolean {
    if (!this.chess || !session || ended) return false;
    if (seats.away()) {
      this.chess.pause();
      return false;
    }
    this.chess.run(TurnClock.due(module, session));
    return true;
  }

  /** Takes the time since the clock last started off the seat it ran for (a move arrived). */
  charge(): void {
    this.chess?.charge();
  }

  pause(): void {
    this.chess?.pause();
  }

  /** Each player's time left, to keep with the game; null without a clock. */
  remaining(): [number, number] | null {
    return this.chess?.read().remaining ?? null;
  }

  setRemaining(remaining: [number, number]): void {
    this.chess?.setRemaining(remaining);
  }
}
