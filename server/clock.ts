/**
 * An optional chess clock (event rounds): each player's time runs while the game waits for
 * them and both players are at the table. A flag that falls ends the game for that player.
 */
import type { Seat } from '../engine/core/types';

export class ChessClock {
  private remaining: [number, number];
  private running: Seat | null = null;
  private since = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    perPlayerMs: number,
    private readonly fell: () => void,
    private readonly now: () => number = Date.now,
  ) {
    this.remaining = [perPlayerMs, perPlayerMs];
  }

  /** The time each player had left when the room was kept (a game brought back on another process). */
  setRemaining(remaining: [number, number]): void {
    this.remaining = [...remaining];
  }

  /** Takes the time since the clock last started off the running seat. */
  charge(): void {
    if (this.running === null) return;
    const t = this.now();
    this.remaining[this.running] = Math.max(0, this.remaining[this.running] - (t - this.since));
    this.since = t;
  }

  run(seat: Seat): void {
    this.charge();
    this.running = seat;
    this.since = this.now();
    this.arm();
  }

  pause(): void {
    this.charge();
    this.running = null;
    this.disarm();
  }

  read(): { remaining: [number, number]; running: Seat | null } {
    this.charge();
    return { remaining: [...this.remaining], running: this.running };
  }

  private arm(): void {
    this.disarm();
    if (this.running === null) return;
    this.timer = setTimeout(() => {
      this.charge();
      if (this.running !== null && this.remaining[this.running] <= 0) this.fell();
      else this.arm();
    }, this.remaining[this.running] + 5);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
