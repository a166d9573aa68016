/**
 * Tournament formats as data: the fields a format decides and the two games' own rules, with
 * citations. Custom formats and the community presets start from their game's rules and
 * override the rest (docs/formats.md describes every field).
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../cards/model';
import { cardRefFields, cardRefSchema, normaliseRef } from './refs';
import { ok, refuse, type Result } from './result';
import { message } from '../i18n/message';
import { issueAt, saidForZod } from '../text/zodSaid';

export const RULE_IDS = [
  'deck-size',
  'side-size',
  'copy-limit',
  'limited',
  'banned',
  'banned-effect',
  'forbidden-type',
  'special-g',
  'restrict-1-deck',
  'set-not-allowed',
  'unknown-card',
  'ambiguous-card',
  'wrong-game',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

export const RULE_NAMES: Record<RuleId, string> = {
  'deck-size': 'Deck size',
  'side-size': 'Side deck size',
  'copy-limit': 'Copy limit',
  limited: 'Limited card',
  banned: 'Banned card',
  'banned-effect': 'Banned special effect',
  'forbidden-type': 'Card type not allowed',
  'special-g': 'Special G limit',
  'restrict-1-deck': 'Restrict to 1/Deck',
  'set-not-allowed': 'Set not allowed',
  'unknown-card': 'Unknown card',
  'ambiguous-card': 'Ambiguous card',
  'wrong-game': 'Wrong game',
};

const size = z
  .object({ min: z.number().int().min(0), max: z.number().int().min(0).nullable() })
  .refine((s) => s.max === null || s.min <= s.max, { message: saidForZod(message('files:format.minOverMax')) });

const limitedEntry = z
  .object({ ...cardRefFields, max: z.number().int().min(0) })
  .refine((l) => l.number !== undefined || l.name !== undefined, {
    message: saidForZod(message('files:format.numberOrName')),
  });

const source = z.object({
  /** Where the organiser publishes the list. */
  url: z.string().trim().min(1),
  /** The date of the list (YYYY-MM-DD). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, saidForZod(message('files:format.date'))),
  /** How the list reached Sortie, when not straight from the organiser. */
  via: z.string().optional(),
});

/** Everything a format decides. `null` sizes mean "no limit". */
export const formatSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]*$/, saidForZod(message('files:format.id'))),
  name: z.string().trim().min(1),
  /** The name, description and citations in Japanese, shown to Japanese readers where given. */
  name_ja: z.string().trim().min(1).optional(),
  game: z.enum(GAME_IDS as unknown as [GameId, ...GameId[]]),
  description: z.string().default(''),
  description_ja: z.string().optional(),
  deckSize: size,
  sideSize: size,
  copyLimit: z.number().int().min(1),
  /** What counts as "the same card" for the copy limit. */
  copiesBy: z.enum(['number', 'name']),
  /** Cards banned, every printing of each. */
  banned: z.array(cardRefSchema),
  /** Cards allowed fewer copies than the copy limit (every printing counted together). */
  limited: z.array(limitedEntry),
  /** Sets allowed, by code (`1st`, `DS1_1`) or name (`撃墜王出撃`); empty means every set. */
  allowedSets: z.array(z.string().trim().min(1)),
  /** A card printed in an allowed set may also be played from a later reprint. */
  reprints: z.boolean(),
  /** Cards whose reprints outside the allowed sets are not allowed all the same. */
  reprintExceptions: z.array(cardRefSchema),
  /** Special effects (keywords) no card in the deck may have, e.g. `弩級`. */
  bannedEffects: z.array(z.string().trim().min(1)),
  /** Gundam War: G cards with text that count as basic G (not special, not limited). */
  basicG: z.array(cardRefSchema),
  forbiddenTypes: z.array(z.string()),
  /** Gundam War: G cards are not subject to the copy limit. */
  gUnlimited: z.boolean(),
  /** Gundam War: at most this many special G (G with text) in total; null = no limit. */
  specialGLimit: z.number().int().min(0).nullable(),
  /** A card printed "up to N in a deck" (M.S. War: "Limit one per deck") is limited to N, as if on the limited list. */
  printedLimits: z.boolean(),
  /** Gundam War: honour Restrict to 1/Deck and the "3 or more in a Deck" exemption. */
  restrictToOneDeck: z.boolean(),
  threeOrMoreExemption: z.boolean(),
  /** Where each rule comes from, shown beside the violation. */
  citations: z.partialRecord(z.enum(RULE_IDS), z.string()).default({}),
  citations_ja: z.partialRecord(z.enum(RULE_IDS), z.string()).optional(),
  /** A community preset's source: the organiser's page and the date of its list. */
  source: source.optional(),
});

export type Format = z.infer<typeof formatSchema>;

// What neither game's own rules restrict: every set, no banned effects.
const OPEN_POOL = {
  allowedSets: [],
  reprints: true,
  reprintExceptions: [],
  bannedEffects: [],
} satisfies Partial<Format>;

const MS_WAR: Format = {
  id: 'ms-war-2.1',
  name: 'M.S. War 2.1',
  game: 'ms-war',
  description: 'Gundam M.S. War by the fan Rulebook Ver 2.1.',
  name_ja: 'M.S.ウォー 2.1',
  description_ja: 'ファンによるルールブック Ver 2.1 のガンダム M.S. ウォー。',
  deckSize: { min: 50, max: 50 },
  sideSize: { min: 0, max: null },
  copyLimit: 3,
  copiesBy: 'number',
  banned: [],
  limited: ['MS-050', 'MS-067', 'MS-068', 'MS-069', 'MS-070', 'MS-071'].map((number) => ({ number, max: 1 })),
  ...OPEN_POOL,
  basicG: [],
  forbiddenTypes: ['mission'],
  printedLimits: true,
  gUnlimited: false,
  specialGLimit: null,
  restrictToOneDeck: false,
  threeOrMoreExemption: false,
  citations: {
    'deck-size': 'M.S. War Rulebook 2.1, Building Your Deck (A)',
    'copy-limit': 'M.S. War Rulebook 2.1, Building Your Deck (B)',
    limited: 'M.S. War Rulebook 2.1, Building Your Deck (C)',
    'forbidden-type': 'M.S. War Rulebook 2.1, Beginning Play and Card Types (Mission Objective)',
  },
  citations_ja: {
    'deck-size': 'M.S.ウォー ルールブック 2.1「デッキの構築」(A)',
    'copy-limit': 'M.S.ウォー ルールブック 2.1「デッキの構築」(B)',
    limited: 'M.S.ウォー ルールブック 2.1「デッキの構築」(C)',
    'forbidden-type': 'M.S.ウォー ルールブック 2.1「ゲームの開始とカードの種類」（ミッション・オブジェクティブ）',
  },
};

/**
 * G cards with text that the game treats as basic G: not special G, not limited (official
 * numbers and names as recorded in rustal19/gundamwar-react `src/data/generationCards.json`).
 */
const BASIC_EQUIVALENT_G = [
  ['101050075', '地球連邦軍'],
  ['101050088', '退役軍人'],
  ['102050065', 'ジオン公国'],
  ['102050068', '特別隊員'],
  ['103050043', 'ティターンズ'],
  ['103050047', 'ニタ研'],
  ['104050056', 'ネオ・ジオン'],
  ['104050067', '従属者'],
  ['105050032', 'ディアナ・カウンター'],
  ['105054021', 'アナウンサー'],
  ['106050028', 'OZ'],
  ['106050033', '有力貴族'],
].map(([number, name]) => ({ number, name }));

const GUNDAM_WAR: Format = {
  id: 'gundam-war',
  name: 'Gundam War',
  game: 'gundam-war',
  description: 'Gundam War by the Advanced Rules.',
  name_ja: 'ガンダムウォー',
  description_ja: '総合ルールによるガンダムウォー。',
  deckSize: { min: 50, max: 50 },
  sideSize: { min: 0, max: null },
  copyLimit: 3,
  copiesBy: 'name',
  banned: [],
  limited: [],
  ...OPEN_POOL,
  basicG: BASIC_EQUIVALENT_G,
  forbiddenTypes: [],
  printedLimits: true,
  gUnlimited: true,
  specialGLimit: 6,
  restrictToOneDeck: true,
  threeOrMoreExemption: true,
  citations: {
    'deck-size': 'Gundam War basic rules, deck construction (50 cards)',
    'copy-limit':
      'Gundam War basic rules, deck construction; Advanced Rulebook ch. 02 Name; ch. 20 "There can be 3 or more of this card in a Deck"',
    'special-g': 'Gundam War basic rules, deck construction (special G at most 6)',
    limited: 'the card\'s own text ("up to N in a deck")',
    'restrict-1-deck': 'Advanced Rulebook ch. 21, Restrict to 1/Deck',
  },
  citations_ja: {
    'deck-size': 'ガンダムウォー基本ルール「デッキの構築」（50枚）',
    'copy-limit':
      'ガンダムウォー基本ルール「デッキの構築」、総合ルール 02章「カード名」、20章「このカードはデッキに3枚以上入れることができる」',
    'special-g': 'ガンダムウォー基本ルール「デッキの構築」（特殊Gは6枚まで）',
    limited: 'カード自身のテキスト（「デッキにN枚まで」）',
    'restrict-1-deck': '総合ルール 21章「1デッキ1枚制限」',
  },
};

export const GAME_FORMATS: readonly Format[] = [MS_WAR, GUNDAM_WAR];

/** The built-in format of a game, used as the base of custom formats. */
export function gameFormat(game: GameId): Format {
  return game === 'ms-war' ? MS_WAR : GUNDAM_WAR;
}

/**
 * A custom format from loose data: the game's own rules fill what is not given,
 * and citations are dropped because a custom format is the organiser's, not the rulebook's.
 */
export function customFormat(
  input: Partial<z.input<typeof formatSchema>> & Pick<Format, 'id' | 'name' | 'game'>,
): Result<Format, string> {
  return parseFormat(input);
}

/** Reads a format from loose data; the game's built-in rules fill what is left out. */
export function parseFormat(data: unknown): Result<Format, string> {
  const base =
    typeof data === 'object' && data !== null && 'game' in data
      ? gameFormatFor((data as { game: unknown }).game)
      : undefined;
  // The game's own words (name, description, citations in either language) are not the custom format's.
  const { name_ja: _name, description_ja: _description, citations_ja: _citations, ...rules } = base ?? {};
  const merged = base ? { ...rules, citations: {}, description: '', ...(data as object) } : data;
  const parsed = formatSchema.safeParse(merged, { reportInput: true });
  if (!parsed.success) return refuse(parsed.error.issues.map((i) => issueAt(i, message('files:format.whole'))));
  const format = parsed.data;
  return ok({
    ...format,
    banned: format.banned.map(normaliseRef),
    limited: format.limited.map((l) => ({ ...normaliseRef(l), max: l.max })),
    reprintExceptions: format.reprintExceptions.map(normaliseRef),
    basicG: format.basicG.map(normaliseRef),
  });
}

function gameFormatFor(game: unknown): Format | undefined {
  return game === 'ms-war' || game === 'gundam-war' ? gameFormat(game) : undefined;
}
