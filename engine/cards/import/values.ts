/**
 * How card values are spelled in players' spreadsheets, English and Japanese, and
 * how the combined cells of Japanese lists are split: a colour-cost `青2黒1`
 * (colour and designated nation power per colour) and a stats cell `3/3/1`
 * (melee/ranged/hp). Everything is compared after NFKC, so full-width digits,
 * letters, slashes and signs read as their half-width forms.
 */
import {
  GUNDAM_WAR_COLORS,
  GUNDAM_WAR_TYPES,
  MS_WAR_TYPES,
  type GameId,
  type GundamWarColor,
  type Terrain,
} from '../model';
import { wordTable } from '../../text/lookup';

/** Lower-case letters and digits only, after NFKC: `Ｍ．Ｓ． War` → `mswar`. */
export function squashValue(value: string): string {
  // No spelling is this long; a runaway cell (megabytes of punctuation overflow the regex's
  // stack) is left as it is and matches nothing.
  if (value.length > 256) return value;
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Type spellings per game (compared after `squashValue`); the games' own words are accepted as they are. */
export const TYPE_SPELLINGS: Record<GameId, Readonly<Record<string, string>>> = {
  'ms-war': wordTable({ ms: 'ms', mscard: 'ms', mobilesuit: 'ms', missionobjective: 'mission' }),
  'gundam-war': wordTable({
    g: 'g',
    generation: 'g',
    ジェネレーション: 'g',
    // NEX-A's graphic cards are played as G (carddas.com, NEX-A report 5).
    graphic: 'g',
    グラフィック: 'g',
    ch: 'character',
    キャラクター: 'character',
    キャラ: 'character',
    cmd: 'command',
    コマンド: 'command',
    op: 'operation',
    オペレーション: 'operation',
    ユニット: 'unit',
    // An ACE (2010 on) is a card type of its own: a Unit on the Field, played by its own rules.
    エース: 'ace',
  }),
};

export const COLOR_SPELLINGS = wordTable<GundamWarColor>({
  青: 'blue',
  緑: 'green',
  黒: 'black',
  赤: 'red',
  白: 'white',
  茶: 'brown',
  紫: 'purple',
});

const TERRAIN_WORDS = wordTable<'space' | 'earth' | 'both'>({
  space: 'space',
  earth: 'earth',
  both: 'both',
  宇宙: 'space',
  宇: 'space',
  宙: 'space',
  地球: 'earth',
  地上: 'earth',
  地: 'earth',
  両方: 'both',
  両: 'both',
});

/** Longest words first, so `宇宙` is read before `宇`. */
const TERRAIN_PATTERN = new RegExp(
  Object.keys(TERRAIN_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gy',
);

/**
 * Terrain in any of its written forms: `space`, `宇宙`, `地球`, and both as `both`,
 * `宇宙・地球`, `宇、地`, `地球/宇宙`, `宇宙地球`, `Space Earth`… Undefined when the
 * cell is something else.
 */
export function readTerrain(value: string): Terrain | undefined {
  const squashed = squashValue(value);
  if (!squashed) return undefined;
  let space = false;
  let earth = false;
  TERRAIN_PATTERN.lastIndex = 0;
  let pos = 0;
  while (pos < squashed.length) {
    TERRAIN_PATTERN.lastIndex = pos;
    const m = TERRAIN_PATTERN.exec(squashed);
    if (!m) return undefined;
    const word = TERRAIN_WORDS[m[0]];
    if (word !== 'earth') space = true;
    if (word !== 'space') earth = true;
    pos += m[0].length;
  }
  return space && earth ? 'both' : space ? 'space' : 'earth';
}

/** A type in the game's own words or a known spelling; a qualifier in brackets (`キャラクター(ユニット)`) is dropped. */
export function readType(value: string, game: GameId): string | undefined {
  const key = squashValue(value);
  const own = game === 'ms-war' ? MS_WAR_TYPES : GUNDAM_WAR_TYPES;
  const direct = TYPE_SPELLINGS[game][key] ?? (own as readonly string[]).find((t) => t === key);
  if (direct) return direct;
  const read = value.normalize('NFKC');
  const bracket = read.search(/[([【［]/u);
  const head = bracket < 0 ? read : read.slice(0, bracket).trimEnd();
  return head !== read && head ? readType(head, game) : undefined;
}

export function readColor(value: string): GundamWarColor | undefined {
  const key = squashValue(value);
  return COLOR_SPELLINGS[key] ?? GUNDAM_WAR_COLORS.find((c) => c === key);
}

export interface ColorCost {
  /** Each colour with its designated nation power, in the order written. */
  parts: { color: GundamWarColor; count: number }[];
  /** Sum of the designated nation power. */
  total: number;
}

const COLOR_COST = /^(?:[青緑黒赤白茶紫]\d{1,2})+$/u;

/** `青2`, `青２黒１`, `青 2 / 黒 1` → colours with designated power; undefined for anything else. */
export function readColorCost(value: string): ColorCost | undefined {
  const compact = value.normalize('NFKC').replace(/[\s/・、,+]+/g, '');
  if (!COLOR_COST.test(compact)) return undefined;
  const parts: ColorCost['parts'] = [];
  for (const m of compact.matchAll(/([青緑黒赤白茶紫])(\d{1,2})/gu)) {
    const color = COLOR_SPELLINGS[m[1]];
    const count = Number(m[2]);
    const same = parts.find((p) => p.color === color);
    if (same) same.count += count;
    else parts.push({ color, count });
  }
  return { parts, total: parts.reduce((s, p) => s + p.count, 0) };
}

/** A printed cost `青1-2-1`: designated Nation Power, Total Nation Power and Resource Cost. */
export interface PrintedCost {
  /** The designated colours with their power, when the cell names them (`青1黒1-3-1`). */
  parts?: ColorCost['parts'];
  /** The designated power when the cell gives it as a bare number (`1-2-1`; the colour is in its own column). */
  designated?: number;
  total: number;
  resource: number | 'X';
}

/** No printed cost is this long; a longer cell is something else and is not looked at. */
const MAX_PRINTED_COST = 40;
// Dashes as sheets write them, after NFKC (the dash family, minus, the long-vowel mark) read as a hyphen.
const COST_DASH = /[\u2010-\u2015\u2212\u30fc\uff70]/gu;
const PRINTED_COST = /^((?:[青緑黒赤白茶紫]\d{1,2})+|\d{1,2})-(\d{1,2})-(\d{1,2}|[xX])$/u;

/**
 * A printed cost in one cell, left to right designated-total-resource: `1-2-1`, `青1-2-1`,
 * `茶2-5-3`, `１－２－１`, `青1黒1-3-1`, `黒1-1-X` (a Resource Cost chosen as the card is played).
 * Undefined for anything else.
 */
export function readPrintedCost(value: string): PrintedCost | undefined {
  if (value.length > MAX_PRINTED_COST) return undefined;
  const flat = value.normalize('NFKC').replace(/\s+/g, '').replace(COST_DASH, '-');
  const m = PRINTED_COST.exec(flat);
  if (!m) return undefined;
  const resource = /^x$/i.test(m[3]) ? 'X' : Number(m[3]);
  const total = Number(m[2]);
  if (/^\d+$/.test(m[1])) return { designated: Number(m[1]), total, resource };
  return { parts: readColorCost(m[1])!.parts, total, resource };
}

/** A Resource Cost cell: a whole number from 0, or `X`/`Ｘ` (chosen as the card is played). */
export function readResourceCost(value: string): number | 'X' | undefined {
  const flat = value.normalize('NFKC').trim();
  if (/^x$/i.test(flat)) return 'X';
  return /^\+?\d{1,2}$/.test(flat) ? Number(flat) : undefined;
}

export interface Stats {
  melee?: number;
  ranged?: number;
  hp?: number;
}

const STAT_TOKEN = /^(?:[+\-±]?\d{1,2}|\*|-)$/;

function statValue(token: string): number | undefined {
  if (token === '*' || token === '-') return undefined;
  return Number(token.replace(/^[±+]/, ''));
}

/**
 * A stats cell: `3/3/1`, `３／３／１`, `[3][3][1]`, `3 3 1`, `+1/+1/±0`, `*／4／5`
 * (a `*` or `-` is "no value"). Undefined when the cell is not three values.
 */
export function readStats(value: string): Stats | undefined {
  const flat = value.normalize('NFKC').replace(/[−—–]/g, '-').trim();
  const bracketed = /^\[[^\]]*\]\s*\[[^\]]*\]\s*\[[^\]]*\]$/.test(flat);
  // Split at the brackets' or separators' own characters: a pattern that opens with spaces would
  // rescan a long run of them from every place a search tried.
  const tokens = bracketed
    ? flat
        .slice(1, -1)
        .split(/\]\s*\[/)
        .map((t) => t.trim())
    : flat.replace(/[/|]/g, ' ').trim().split(/\s+/);
  if (tokens.length !== 3 || !tokens.every((t) => STAT_TOKEN.test(t))) return undefined;
  const [melee, ranged, hp] = tokens.map(statValue);
  return { melee, ranged, hp };
}
