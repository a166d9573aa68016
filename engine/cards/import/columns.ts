/**
 * The documented card-file columns (docs/card-data.md) and how a foreign
 * spreadsheet's headers are matched to them. Matching ignores case, spaces,
 * dashes and dots, and knows a few common spreadsheet spellings, in English and
 * Japanese (japanese.ts).
 */
import { JAPANESE_HEADERS, JAPANESE_NAME_HEADERS } from './japanese';

export const CARD_COLUMNS = [
  'game',
  'number',
  'name',
  'name_ja',
  'type',
  'cost',
  'text',
  'text_ja',
  'set',
  'rarity',
  'corps',
  'clash',
  'model',
  'ms_type',
  'color',
  'nation_cost',
  'resource_cost',
  'terrain',
  'melee',
  'ranged',
  'hp',
  'traits',
  'stats',
  'script',
  'card_id',
  'code',
] as const;

export type CardColumn = (typeof CARD_COLUMNS)[number];

/** Needed in every file; `game` may instead come from the import's options. */
export const REQUIRED_COLUMNS: readonly CardColumn[] = ['game', 'number', 'name', 'type'];

/** Other spellings seen in players' spreadsheets, compared after `headerKey`. */
const ALIASES: Record<string, CardColumn> = {
  cardnumber: 'number',
  cardno: 'number',
  no: 'number',
  id: 'number',
  cardname: 'name',
  englishname: 'name',
  namejp: 'name_ja',
  japanesename: 'name_ja',
  cardtype: 'type',
  kind: 'type',
  totalcost: 'cost',
  total: 'cost',
  totalnationpower: 'cost',
  cardtext: 'text',
  effect: 'text',
  ability: 'text',
  expansion: 'set',
  setname: 'set',
  clashpoints: 'clash',
  modelnumber: 'model',
  unitnumber: 'model',
  mstype: 'ms_type',
  cardid: 'card_id',
  officialid: 'card_id',
  cardcode: 'code',
  printedcode: 'code',
  colour: 'color',
  nation: 'color',
  nationcost: 'nation_cost',
  designatedcost: 'nation_cost',
  designatednationpower: 'nation_cost',
  designated: 'nation_cost',
  designatedpower: 'nation_cost',
  resourcecost: 'resource_cost',
  resource: 'resource_cost',
  rc: 'resource_cost',
  terrainaptitude: 'terrain',
  defense: 'hp',
  characteristics: 'traits',
  stats: 'stats',
  battlestats: 'stats',
  ...JAPANESE_HEADERS,
};

/** A header reduced to letters and digits, lower-case: `Name (JA)` → `nameja`. */
export function headerKey(header: string): string {
  return header
    .normalize('NFKC')
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const BY_KEY = new Map<string, CardColumn>([
  ...CARD_COLUMNS.map((c) => [headerKey(c), c] as [string, CardColumn]),
  ...Object.entries(ALIASES).map(([spelling, c]) => [headerKey(spelling), c] as [string, CardColumn]),
]);

const JAPANESE_NAME_KEYS = new Set(JAPANESE_NAME_HEADERS.map(headerKey));

/** Whether a header names cards in Japanese (`カード名`): it feeds `name_ja` when the file also has an English name. */
export function isJapaneseNameHeader(header: string): boolean {
  return JAPANESE_NAME_KEYS.has(headerKey(header));
}

/** Our column for a header, when it is one of ours or a known spelling of one. */
export function knownColumn(header: string): CardColumn | undefined {
  return BY_KEY.get(headerKey(header));
}

export function isCardColumn(value: string): value is CardColumn {
  return (CARD_COLUMNS as readonly string[]).includes(value);
}
