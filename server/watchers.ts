/**
 * Everyone connected to a room, players and spectators: for each, its seat (null for a
 * spectator), what it was last sent (the base of the next patch) and its message rate.
 */
import type { Seat } from '../engine/core/types';
import { RateLimit } from './rate';
import { freshSent, type Sent } from './wire';

export interface Watcher {
  seat: Seat | null;
  sent: Sent;
  rate: RateLimit;
}

export class Watchers {
  private all = new Map<string, Watcher>();

  get size(): number {
    return this.all.size;
  }

  get(sessionId: string): Watcher | undefined {
    return this.all.get(sessionId);
  }

  add(sessionId: string, seat: Seat | null) {
    this.all.set(sessionId, { seat, sent: freshSent(), rate: new RateLimit() });
  }

  delete(sessionId: string) {
    this.all.delete(sessionId);
  }

  spectators(): number {
    let n = 0;
    for (const w of this.all.values()) if (w.seat === null) n++;
    return n;
  }

  /** A seat reclaimed by its token while Colyseus still held the old connection: the old one goes. */
  kickStale(seat: Seat, current: string) {
    for (const [id, w] of this.all) if (w.seat === seat && id !== current) this.all.delete(id);
  }

  entries(): IterableIterator<[string, Watcher]> {
    return this.all.entries();
  }
}
