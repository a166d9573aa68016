/**
 * Deck codes (docs/deck-lists.md): a deck as a short URL-safe text a player copies, pastes,
 * sends as a `sortie://deck/<code>` link or shows as a QR code, with no server. A code is `S`
 * and its version (`S1`), then base64url of the deflated payload followed by a 4-byte checksum
 * of the payload. The payload is plain text: game, format, and each part's cards by identity —
 * the official 9-digit card id where the card has one (the same in every library), else its
 * card number — with their counts.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import type { GameId } from '../../cards/model';
import type { DeckEntry } from '../model';
import { checksum, fromBase64Url, toBase64Url } from './bytes';

export const CODE_VERSION = 1;
const PREFIX = `S${CODE_VERSION}`;
const GAMES: Record<GameId, string> = { 'gundam-war': 'gw', 'ms-war': 'ms' };
const GAME_OF: Record<string, GameId> = { gw: 'gundam-war', ms: 'ms-war' };
/** No deck code is longer; a longer text is refused before it is decoded. */
export const MAX_CODE_CHARS = 4000;
const MAX_PAYLOAD = 64_000;
export const DECK_LINK = 'sortie://deck/';

/** A deck as a code carries it: cards by identity (card id or number), not yet looked up. */
export interface CodedDeck {
  game: GameId;
  format: string;
  main: { id: string; count: number }[];
  side: { id: string; count: number }[];
}

export type DecodeError = 'empty' | 'version' | 'characters' | 'checksum' | 'damaged';
export type Decoded = { ok: true; deck: CodedDeck } | { ok: false; error: DecodeError; version?: string };

// A card number or format id holding a separator (`|`, `,`, `*`) or `%` is percent-encoded.
const escape = (text: string) => text.replace(/[%|,*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const unescape = (text: string) =>
  text.replace(/%(25|7C|2C|2A)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const part = (entries: readonly { id: string; count: number }[]) =>
  entries.map((e) => `${e.count}*${escape(e.id)}`).join(',');

export function encodeDeckCode(deck: CodedDeck): string {
  const fields = [GAMES[deck.game], escape(deck.format), part(deck.main), part(deck.side)];
  const payload = strToU8(fields.join('|'));
  const packed = deflateSync(payload, { level: 9 });
  const sum = checksum(payload);
  const bytes = new Uint8Array(packed.length + 4);
  bytes.set(packed);
  new DataView(bytes.buffer).setUint32(packed.length, sum);
  return PREFIX + toBase64Url(bytes);
}

/** The code itself from what a player pasted: a bare code, a `sortie://deck/` link, spaces or line breaks around it. */
export function codeFromText(text: string): string {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  const at = t.toLowerCase().indexOf(DECK_LINK);
  return at >= 0 ? t.slice(at + DECK_LINK.length).replace(/[/?#].*$/, '') : t;
}

function readPart(text: string): { id: string; count: number }[] | undefined {
  if (text === '') return [];
  const out: { id: string; count: number }[] = [];
  for (const item of text.split(',')) {
    const m = /^(\d{1,3})\*(.+)$/s.exec(item);
    if (!m || Number(m[1]) < 1) return undefined;
    out.push({ id: unescape(m[2]), count: Number(m[1]) });
  }
  return out;
}

export function decodeDeckCode(text: string): Decoded {
  const code = codeFromText(text);
  if (!code) return { ok: false, error: 'empty' };
  if (code.length > MAX_CODE_CHARS) return { ok: false, error: 'damaged' };
  const version = /^S(\d+)/.exec(code);
  if (!version) return { ok: false, error: 'version', version: code.slice(0, 2) };
  if (version[0] !== PREFIX) return { ok: false, error: 'version', version: version[0] };
  const bytes = fromBase64Url(code.slice(PREFIX.length));
  if (!bytes || bytes.length < 5) return { ok: false, error: 'characters' };
  let payload: Uint8Array;
  try {
    payload = inflateSync(bytes.subarray(0, bytes.length - 4));
  } catch {
    return { ok: false, error: 'checksum' };
  }
  if (payload.length > MAX_PAYLOAD) return { ok: false, error: 'damaged' };
  const sum = new DataView(bytes.buffer, bytes.byteOffset).getUint32(bytes.length - 4);
  if (checksum(payload) !== sum) return { ok: false, error: 'checksum' };
  const fields = strFromU8(payload).split('|');
  // An own key only: `__proto__` or `constructor` is no game.
  const game = Object.hasOwn(GAME_OF, fields[0]) ? GAME_OF[fields[0]] : undefined;
  const main = readPart(fields[2] ?? '');
  const side = readPart(fields[3] ?? '');
  if (fields.length !== 4 || !game || !fields[1] || !main || !side) return { ok: false, error: 'damaged' };
  return { ok: true, deck: { game, format: unescape(fields[1]), main, side } };
}

/** A stored deck's entries as a code's: identities from `identity` (card id or number). */
export function codedEntries(entries: readonly DeckEntry[], identity: (number: string) => string) {
  return entries.map((e) => ({ id: identity(e.number), count: e.count }));
}
