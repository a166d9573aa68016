/**
 * The room's writes to its keeper (servers sharing a Redis), in order: a step reaches the
 * clients once it is kept, so a client never sees a step another process could not bring back.
 */
import type { GameKeeper } from './keep';

export class KeptWrites {
  /** Null where nothing is kept (one process, no Redis). */
  keeper: GameKeeper | null = null;
  private writes: Promise<void> = Promise.resolve();

  /** Runs `then` once `write` is kept (at once where nothing is kept), after the writes before it. */
  after(write: (keeper: GameKeeper) => Promise<void>, then: () => void) {
    if (!this.keeper) return then();
    const keeper = this.keeper;
    this.writes = this.writes
      .then(() => write(keeper))
      .catch(warnKeeping)
      .then(then);
  }
}

export function warnKeeping(e: unknown) {
  console.warn(`A game could not be kept for other processes: ${(e as Error).message}`);
}
