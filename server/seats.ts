/**
 * Who sits where in a room: two seats, each with its secret token (the way back to it after a
 * closed window or a restarted app), its player's name, deck and connection, and the moment it
 * dropped. Plain bookkeeping, no sockets: the room asks and tells.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Seat } from '../engine/core/types';
import type { ReadDeck } from './deck';
import type { KeptSeat } from './keep';
import type { PlayerInfo } from './protocol';

export interface SeatSlot {
  token: string;
  name: string;
  /** The Colyseus session on this seat now; null while the player is away. */
  sessionId: string | null;
  deck: ReadDeck | null;
  /** When the player dropped (epoch ms); null while connected. */
  away: number | null;
}

export type Seating =
  | { ok: true; seat: Seat; slot: SeatSlot; returning: boolean }
  | { ok: false; why: 'bad-token' | 'seat-taken' | 'full' };

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Two players of one name (both kept the app's default, "Player") would make "waiting for
 * Player" and the log ambiguous: the second takes its seat's number after the name.
 */
function distinctName(name: string, other: string | undefined, seat: Seat): string {
  return other !== undefined && other.trim().toLowerCase() === name.trim().toLowerCase() ? `${name} ${seat + 1}` : name;
}

export class Seats {
  readonly slots: [SeatSlot | null, SeatSlot | null] = [null, null];

  /** True when `token` is one of `seats`' tokens (a kept game's players). */
  static opens(seats: { token: string }[], token: string): boolean {
    return seats.some((s) => sameToken(s.token, token));
  }

  /** The seats of a kept game brought back: both away since `now` until their tokens come. */
  restore(seats: [KeptSeat, KeptSeat], now: number): void {
    seats.forEach((s, seat) => {
      // The deck was read and checked when the game began; its name is what the room shows.
      this.slots[seat] = {
        token: s.token,
        name: s.name,
        sessionId: null,
        deck: { name: s.deck, main: [], cards: [] },
        away: now,
      };
    });
  }

  /** A seat for a new player (the first free one), or back to the seat `token` opens. */
  take(sessionId: string, name: string | undefined, token: string | undefined): Seating {
    if (token !== undefined) {
      const seat = this.slots.findIndex((s) => s !== null && sameToken(s.token, token));
      if (seat < 0) return { ok: false, why: 'bad-token' };
      const slot = this.slots[seat]!;
      // A token opens a seat nobody is on: a copy of it (a replayed token) cannot push a player off.
      if (slot.sessionId !== null) return { ok: false, why: 'seat-taken' };
      slot.sessionId = sessionId;
      slot.away = null;
      return { ok: true, seat: seat as Seat, slot, returning: true };
    }
    const seat = this.slots.findIndex((s) => s === null);
    if (seat < 0) return { ok: false, why: 'full' };
    const slot: SeatSlot = {
      token: randomBytes(24).toString('base64url'),
      name: distinctName(name ?? `Player ${seat + 1}`, this.slots[1 - seat]?.name, seat as Seat),
      sessionId,
      deck: null,
      away: null,
    };
    this.slots[seat] = slot;
    return { ok: true, seat: seat as Seat, slot, returning: false };
  }

  seatOf(sessionId: string): Seat | null {
    const seat = this.slots.findIndex((s) => s?.sessionId === sessionId);
    return seat < 0 ? null : (seat as Seat);
  }

  /** The player on `sessionId` dropped or left: the seat waits for its token. */
  leave(sessionId: string, now: number): Seat | null {
    const seat = this.seatOf(sessionId);
    if (seat === null) return null;
    const slot = this.slots[seat]!;
    slot.sessionId = null;
    slot.away = now;
    return seat;
  }

  /** The same session came back (Colyseus' own reconnection). */
  back(sessionId: string, seat: Seat): void {
    const slot = this.slots[seat];
    if (!slot) return;
    slot.sessionId = sessionId;
    slot.away = null;
  }

  /** The seat that has been away longest, and since when. */
  away(): { seat: Seat; since: number } | null {
    let out: { seat: Seat; since: number } | null = null;
    this.slots.forEach((s, seat) => {
      if (s?.away != null && (!out || s.away < out.since)) out = { seat: seat as Seat, since: s.away };
    });
    return out;
  }

  info(): (PlayerInfo | null)[] {
    return this.slots.map((s) => s && { name: s.name, connected: s.sessionId !== null, ready: s.deck !== null });
  }
}

/**
 * Spectators seeing both hands: it takes both players' leave, either may withdraw it at any
 * time, and a spectator may ask. Decks are never shown, whatever the players allow.
 */
export class HandsLeave {
  readonly allowed: [boolean, boolean] = [false, false];
  /** A spectator asked since the players last changed their leave. */
  asked = false;

  get shown(): boolean {
    return this.allowed[0] && this.allowed[1];
  }

  /** `seat` allows or withdraws; true when what spectators see changes. */
  set(seat: Seat, allow: boolean): boolean {
    const before = this.shown;
    this.allowed[seat] = allow;
    this.asked = false;
    return before !== this.shown;
  }

  read(): { allowed: [boolean, boolean]; asked: boolean } {
    return { allowed: [...this.allowed], asked: this.asked };
  }
}
