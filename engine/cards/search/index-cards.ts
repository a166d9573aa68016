/**
 * The in-memory search index. Every searchable field is normalised once (NFKC +
 * lower case) into columns: text columns are dictionary-encoded (each distinct
 * value stored and normalised once, one code per card), number columns are
 * typed arrays with NaN for "no value". A query then tests each distinct value
 * at most once instead of re-reading every card.
 */
import type { Card } from '../model';
import { JAPANESE_KEYWORD_NAMES } from '../keywords/definitions';
import type { NumberColumn, TextColumn } from './columns';

/** One card's prepared fields, for row-by-row matching (`CardMatcher`). */
export interface IndexedCard {
  card: Card;
  /** English and Japanese names, normalised, separated by a newline. */
  name: string;
  number: string;
  /** The official 9-digit id and the printed code (Gundam War), empty when the card file gave none. */
  card_id: string;
  code: string;
  text: string;
  type: string;
  color: string;
  corps: string;
  set: string;
  rarity: string;
  /** Model number without dots, dashes and spaces. */
  model: string;
  /** Keyword labels and ids, one per line. */
  keywords: string;
  traits: string;
  terrain: string;
  game: string;
  resource: string;
  /** Numbers as own fields (NaN when absent) so every entry has one shape: fast comparisons. */
  cost: number;
  clash: number;
  nation_cost: number;
  resource_cost: number;
  melee: number;
  ranged: number;
  hp: number;
}

export interface SearchIndex {
  entries: readonly IndexedCard[];
}

function isAscii(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** How both the index and the query are compared: width- and case-insensitive. */
export function normalize(value: string): string {
  // NFKC leaves ASCII as it is; most card text is ASCII, and the check is far cheaper.
  return isAscii(value) ? value.toLowerCase() : value.normalize('NFKC').toLowerCase();
}

export function squashModel(value: string): string {
  return normalize(value).replace(/[.\-\s_]/g, '');
}

/** Each searchable text field of a card, raw (before normalising). */
const RAW_TEXT: Record<TextColumn, (card: Card) => string> = {
  name: (c) => (c.name_ja ? `${c.name}\n${c.name_ja}` : c.name),
  number: (c) => c.number,
  card_id: (c) => (c.game === 'gundam-war' ? (c.card_id ?? '') : ''),
  code: (c) => (c.game === 'gundam-war' ? (c.code ?? '') : ''),
  text: (c) => c.text,
  type: (c) => c.type,
  color: (c) => (c.game === 'gundam-war' ? (c.color ?? '') : ''),
  corps: (c) => (c.game === 'ms-war' ? (c.corps ?? '') : ''),
  set: (c) => c.set,
  rarity: (c) => c.rarity,
  model: (c) => c.model ?? '',
  // Labels and ids are joined raw; the id part is already lower-case ASCII.
  // …and the Japanese names, so kw:高機動 finds what kw:"high mobility" finds.
  keywords: (c) =>
    c.keywords.map((k) => [k.label, k.id, ...(JAPANESE_KEYWORD_NAMES[k.id] ?? [])].join('\n')).join('\n'),
  traits: (c) => (c.game === 'gundam-war' ? c.traits.join('\n') : ''),
  terrain: (c) => (c.game === 'gundam-war' ? (c.terrain ?? '') : ''),
  game: (c) => c.game,
  resource: (c) => (c.game === 'gundam-war' && c.resource_cost === 'X' ? 'x' : ''),
};

const PREPARE: Partial<Record<TextColumn, (raw: string) => string>> = {
  model: squashModel,
  type: (s) => s,
  color: (s) => s,
  terrain: (s) => s,
  game: (s) => s,
  resource: (s) => s,
};

/**
 * A Gundam War card's Resource Cost as a number: absent is 0 (engine/cards/model.ts) for a
 * card that costs anything; a G costs nothing and X is no number (`rc:x` finds it).
 */
function resourceNumber(card: Card): number | undefined {
  if (card.game !== 'gundam-war' || card.type === 'g') return undefined;
  return typeof card.resource_cost === 'number' ? card.resource_cost : card.resource_cost === 'X' ? undefined : 0;
}

const NUMBER: Record<NumberColumn, (card: Card) => number | undefined> = {
  cost: (c) => c.cost,
  clash: (c) => (c.game === 'ms-war' ? c.clash : undefined),
  nation_cost: (c) => (c.game === 'gundam-war' ? c.nation_cost : undefined),
  resource_cost: resourceNumber,
  melee: (c) => (c.game === 'gundam-war' ? c.melee : undefined),
  ranged: (c) => (c.game === 'gundam-war' ? c.ranged : undefined),
  hp: (c) => (c.game === 'gundam-war' ? c.hp : undefined),
};

export const TEXT_COLUMNS = Object.keys(RAW_TEXT) as TextColumn[];
export const NUMBER_COLUMNS = Object.keys(NUMBER) as NumberColumn[];

/** A dictionary-encoded text column: `values[codes[i]]` is card i's prepared value. */
export interface TextColumnData {
  values: string[];
  codes: Uint32Array;
  /** Every value joined by NUL, and where each starts: substring search in one pass (built on first use). */
  haystack?: { text: string; starts: Uint32Array };
  /** Value → its position in `values` (built on first use). */
  positions?: Map<string, number>;
}

/** Where each value sits in the column's `values` (values are distinct). */
export function positionsOf(column: TextColumnData): Map<string, number> {
  if (!column.positions) {
    const positions = new Map<string, number>();
    for (let i = 0; i < column.values.length; i++)
      if (!positions.has(column.values[i])) positions.set(column.values[i], i);
    column.positions = positions;
  }
  return column.positions;
}

/** The column's values as one text, for `indexOf` over all of them at once. */
export function haystackOf(column: TextColumnData): { text: string; starts: Uint32Array } {
  if (!column.haystack) {
    const starts = new Uint32Array(column.values.length);
    let at = 0;
    for (let i = 0; i < column.values.length; i++) {
      starts[i] = at;
      at += column.values[i].length + 1;
    }
    column.haystack = { text: column.values.join('\u0000'), starts };
  }
  return column.haystack;
}

function encode(cards: readonly Card[], raw: (card: Card) => string, prepare: (raw: string) => string): TextColumnData {
  const codeOf = new Map<string, number>();
  const values: string[] = [];
  const codes = new Uint32Array(cards.length);
  for (let i = 0; i < cards.length; i++) {
    const r = raw(cards[i]);
    let code = codeOf.get(r);
    if (code === undefined) {
      code = values.length;
      values.push(prepare(r));
      codeOf.set(r, code);
    }
    codes[i] = code;
  }
  return { values, codes };
}

export function indexCard(card: Card): IndexedCard {
  const entry = { card } as Record<string, unknown>;
  for (const column of TEXT_COLUMNS) entry[column] = (PREPARE[column] ?? normalize)(RAW_TEXT[column](card));
  for (const column of NUMBER_COLUMNS) entry[column] = NUMBER[column](card) ?? NaN;
  return entry as unknown as IndexedCard;
}

/**
 * The columnar index of a card array (in that array's order). Columns are built
 * on first use, so opening the library costs nothing until a query needs a field.
 */
export class CardIndex implements SearchIndex {
  readonly size: number;
  /** Sort orders already worked out, by `key:dir` (see sort.ts). */
  readonly orders = new Map<string, Uint32Array>();
  private readonly texts: Partial<Record<TextColumn, TextColumnData>> = {};
  private readonly numbers: Partial<Record<NumberColumn, Float64Array>> = {};
  private rows?: IndexedCard[];

  constructor(readonly cards: readonly Card[]) {
    this.size = cards.length;
  }

  text(column: TextColumn): TextColumnData {
    return (this.texts[column] ??= encode(this.cards, RAW_TEXT[column], PREPARE[column] ?? normalize));
  }

  number(column: NumberColumn): Float64Array {
    let out = this.numbers[column];
    if (!out) {
      out = new Float64Array(this.size);
      const read = NUMBER[column];
      for (let i = 0; i < this.size; i++) out[i] = read(this.cards[i]) ?? NaN;
      this.numbers[column] = out;
    }
    return out;
  }

  /** Row view for plain `CardMatcher`s, built from the columns on first use. */
  get entries(): readonly IndexedCard[] {
    if (!this.rows) {
      const texts = TEXT_COLUMNS.map((column) => [column, this.text(column)] as const);
      const numbers = NUMBER_COLUMNS.map((column) => [column, this.number(column)] as const);
      const rows: IndexedCard[] = new Array(this.size);
      for (let i = 0; i < this.size; i++) {
        const entry = { card: this.cards[i] } as Record<string, unknown>;
        for (const [column, data] of texts) entry[column] = data.values[data.codes[i]];
        for (const [column, data] of numbers) entry[column] = data[i];
        rows[i] = entry as unknown as IndexedCard;
      }
      this.rows = rows;
    }
    return this.rows;
  }
}

const cache = new WeakMap<readonly Card[], CardIndex>();

/** Builds (or reuses, for the same array) the index of `cards`, keeping their order. */
export function buildSearchIndex(cards: readonly Card[]): CardIndex {
  let index = cache.get(cards);
  if (!index) {
    index = new CardIndex(cards);
    cache.set(cards, index);
  }
  return index;
}
