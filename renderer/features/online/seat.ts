/**
 * What the app keeps of an online game between windows: the server, the join code and the
 * seat token, in localStorage (written at once, so a window closed a moment after joining
 * still comes back), and the addresses a player types, read whole.
 */
import { DEFAULT_PORT } from '../../../server/protocol';

export interface KeptSeat {
  server: string;
  code: string;
  seatToken: string;
  game: string;
}

const KEY = 'sortie:online:seat';

export function keptSeat(): KeptSeat | null {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as KeptSeat | null;
    return v && typeof v.server === 'string' && typeof v.code === 'string' && typeof v.seatToken === 'string'
      ? v
      : null;
  } catch {
    return null;
  }
}

export function keepSeat(seat: KeptSeat | null): void {
  if (seat) localStorage.setItem(KEY, JSON.stringify(seat));
  else localStorage.removeItem(KEY);
}

/** A join code: six letters and digits, read without regard to case or spaces. */
export function readCode(text: string): string | null {
  const code = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z2-9]{6}$/.test(code) ? code : null;
}

/**
 * A server as a player writes it: `ws://host:port`, `host:port`, or a bare host (the game
 * server's default port; `wss://host` alone is a server behind a TLS proxy, on 443), optionally
 * followed by `/CODE` (a join link, as the host's QR code carries it).
 */
export function readAddress(text: string): { server: string; code: string | null } | null {
  const m = /^\s*(?:(wss?):\/\/)?([A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\])(?::(\d{1,5}))?(?:\/([A-Za-z0-9]{6}))?\/?\s*$/.exec(
    text,
  );
  if (!m) return null;
  const port = m[3] ? Number(m[3]) : m[1] === 'wss' ? 443 : DEFAULT_PORT;
  if (port < 1 || port > 65535) return null;
  return { server: `${m[1] ?? 'ws'}://${m[2]}:${port}`, code: m[4] ? readCode(m[4]) : null };
}

/** The join link the host shares (and its QR code shows). */
export const joinLink = (server: string, code: string): string => `${server}/${code}`;
