/**
 * How many messages a client may send: a sliding second, counted. Over the limit a message is
 * refused by name (and Colyseus' own, higher, limit disconnects a client that floods on).
 */
import { LIMITS } from './protocol';

export class RateLimit {
  private times: number[] = [];

  constructor(private readonly perSecond: number = LIMITS.messagesPerSecond) {}

  allow(now: number): boolean {
    while (this.times.length && now - this.times[0] >= 1000) this.times.shift();
    if (this.times.length >= this.perSecond) return false;
    this.times.push(now);
    return true;
  }
}
