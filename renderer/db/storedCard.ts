/**
 * A card record as read from the database, made whole before the app sees it. A record written
 * by an older version or by hand may lack what the import pipeline derives (its keywords) or a
 * field the importer fills with a default; those are made here the importer's way
 * (engine/cards/keywords `withKeywords`, engine/cards/import/fields.ts `EMPTY_FIELDS`), so no
 * reader has to guard. A record that cannot be made a card (no game, number, name or type) is
 * skipped and named with the field it lacks, never a crash.
 */
import { EMPTY_FIELDS } from '../../engine/cards/import/fields';
import { withKeywords } from '../../engine/cards/keywords';
import {
  GAME_IDS,
  GUNDAM_WAR_TYPES,
  MS_WAR_TYPES,
  type Card,
  type GameId,
  type Keyword,
} from '../../engine/cards/model';

/** A record left out of the library: which card (its key, or what is known of it) and which field. */
export interface SkippedCard {
  card: string;
  field: string;
}

export type StoredRead = { ok: true; card: Card } | { ok: false; skipped: SkippedCard };

const TYPES: Record<GameId, readonly string[]> = { 'gundam-war': GUNDAM_WAR_TYPES, 'ms-war': MS_WAR_TYPES };

const isText = (v: unknown): v is string => typeof v === 'string';
/** Every reader of a keyword reads its id and label. */
const isKeyword = (k: unknown) =>
  typeof k === 'object' && k !== null && isText((k as Keyword).id) && isText((k as Keyword).label);

function required(r: Record<string, unknown>): string | undefined {
  if (!GAME_IDS.includes(r.game as GameId)) return 'game';
  if (!isText(r.number) || r.number.trim() === '') return 'number';
  if (!isText(r.name)) return 'name';
  if (!TYPES[r.game as GameId].includes(r.type as string)) return 'type';
  return undefined;
}

/** The record as a card, repaired the importer's way where it can be, else why it is skipped. */
export function readStoredCard(record: unknown): StoredRead {
  if (typeof record !== 'object' || record === null) return { ok: false, skipped: { card: '?', field: 'record' } };
  const r = record as Record<string, unknown>;
  const name = isText(r.key) ? r.key : `${String(r.game)}:${String(r.number)}`;
  const missing = required(r);
  if (missing) return { ok: false, skipped: { card: name, field: missing } };
  let card = r;
  for (const [field, value] of Object.entries(EMPTY_FIELDS)) {
    if (card[field] === undefined || card[field] === null) card = { ...card, [field]: value };
    else if (!isText(card[field])) return { ok: false, skipped: { card: name, field } };
  }
  if (r.game === 'gundam-war' && !Array.isArray(card.traits)) {
    if (card.traits !== undefined && card.traits !== null)
      return { ok: false, skipped: { card: name, field: 'traits' } };
    card = { ...card, traits: [] };
  }
  if (!Array.isArray(card.keywords)) {
    if (card.keywords !== undefined && card.keywords !== null)
      return { ok: false, skipped: { card: name, field: 'keywords' } };
    card = withKeywords({ ...(card as unknown as Card), keywords: undefined as unknown as Card['keywords'] });
  } else if (!card.keywords.every(isKeyword)) return { ok: false, skipped: { card: name, field: 'keywords' } };
  return { ok: true, card: card as unknown as Card };
}

export interface StoredCards {
  cards: Card[];
  skipped: SkippedCard[];
}

/** Every record that can be a card, repaired; the others named. */
export function readStoredCards(records: readonly unknown[]): StoredCards {
  const out: StoredCards = { cards: [], skipped: [] };
  for (const record of records) {
    const read = readStoredCard(record);
    if (read.ok) out.cards.push(read.card);
    else out.skipped.push(read.skipped);
  }
  return out;
}
