/**
 * Tournament formats as data. The two built-in formats carry the deck-construction
 * rules of each game with citations; custom formats start from their game's rules and
 * override size, copy limit, side deck, banned/limited lists and allowed sets.
 */
import { z } from 'zod';
import { GAME_IDS, type GameId } from '../cards/model';
import { numberKey } from './names';
import { fail, ok, parseJson, type Result } from './result';
import { shownValue } from '../text/excerpt';

export const RULE_IDS = [
  'deck-size',
  'side-size',
  'copy-limit',
  'limited',
  'banned',
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
  .refine((s) => s.max === null || s.min <= s.max, { message: 'min must not exceed max' });

const limitedEntry = z.object({ number: z.string().trim().min(1), max: z.number().int().min(0) });

/** Everything a format decides. `null` sizes mean "no limit". */
export const formatSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]*$/, 'use lower-case letters, digits, dots and dashes'),
  name: z.string().trim().min(1),
  game: z.enum(GAME_IDS as unknown as [GameId, ...GameId[]]),
  description: z.string().default(''),
  deckSize: size,
  sideSize: size,
  copyLimit: z.number().int().min(1),
  /** What counts as "the same card" for the copy limit. */
  copiesBy: z.enum(['number', 'name']),
  banned: z.array(z.string().trim().min(1)),
  limited: z.array(limitedEntry),
  /** Set codes allowed; empty means every set. */
  allowedSets: z.array(z.string().trim().min(1)),
  forbiddenTypes: z.array(z.string()),
  /** Gundam War: G cards are not subject to the copy limit. */
  gUnlimited: z.boolean(),
  /** Gundam War: at most this many special G (G with text) in total; null = no limit. */
  specialGLimit: z.number().int().min(0).nullable(),
  /** M.S. War: a card printed "Limit one per deck" is limited to one copy, as if on the limited list. */
  printedLimits: z.boolean(),
  /** Gundam War: honour Restrict to 1/Deck and the "3 or more in a Deck" exemption. */
  restrictToOneDeck: z.boolean(),
  threeOrMoreExemption: z.boolean(),
  /** Where each rule comes from, shown beside the violation. */
  citations: z.partialRecord(z.enum(RULE_IDS), z.string()).default({}),
});

export type Format = z.infer<typeof formatSchema>;

const MS_WAR: Format = {
  id: 'ms-war-2.1',
  name: 'M.S. War 2.1',
  game: 'ms-war',
  description: 'Gundam M.S. War by the fan Rulebook Ver 2.1.',
  deckSize: { min: 50, max: 50 },
  sideSize: { min: 0, max: null },
  copyLimit: 3,
  copiesBy: 'number',
  banned: [],
  limited: ['MS-050', 'MS-067', 'MS-068', 'MS-069', 'MS-070', 'MS-071'].map((number) => ({ number, max: 1 })),
  allowedSets: [],
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
};

const GUNDAM_WAR: Format = {
  id: 'gundam-war',
  name: 'Gundam War',
  game: 'gundam-war',
  description: 'Gundam War by the Advanced Rules.',
  deckSize: { min: 50, max: 50 },
  sideSize: { min: 0, max: null },
  copyLimit: 3,
  copiesBy: 'name',
  banned: [],
  limited: [],
  allowedSets: [],
  forbiddenTypes: [],
  printedLimits: false,
  gUnlimited: true,
  specialGLimit: 6,
  restrictToOneDeck: true,
  threeOrMoreExemption: true,
  citations: {
    'deck-size': 'Gundam War basic rules, deck construction (50 cards)',
    'copy-limit': 'Gundam War basic rules, deck construction; Advanced Rulebook ch. 02 Name; ch. 20 "There can be 3 or more of this card in a Deck"',
    'special-g': 'Gundam War basic rules, deck construction (special G at most 6)',
    'restrict-1-deck': 'Advanced Rulebook ch. 21, Restrict to 1/Deck',
  },
};

export const BUILT_IN_FORMATS: readonly Format[] = [MS_WAR, GUNDAM_WAR];

/** The built-in format of a game, used as the base of custom formats. */
export function gameFormat(game: GameId): Format {
  return game === 'ms-war' ? MS_WAR : GUNDAM_WAR;
}

export function findFormat(id: string, custom: readonly Format[] = []): Format | undefined {
  return BUILT_IN_FORMATS.find((f) => f.id === id) ?? custom.find((f) => f.id === id);
}

/**
 * A custom format from loose data: the game's own rules fill what is not given,
 * and citations are dropped because a custom format is the organiser's, not the rulebook's.
 */
export function customFormat(input: Partial<Format> & Pick<Format, 'id' | 'name' | 'game'>): Result<Format, string> {
  return parseFormat(input);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.join('.') : 'format';
  return `${where}: ${issue.message}`;
}

/** Reads a format from loose data; the game's built-in rules fill what is left out. */
export function parseFormat(data: unknown): Result<Format, string> {
  const base = typeof data === 'object' && data !== null && 'game' in data ? gameFormatFor((data as { game: unknown }).game) : undefined;
  const merged = base ? { ...base, citations: {}, description: '', ...(data as object) } : data;
  const parsed = formatSchema.safeParse(merged);
  if (!parsed.success) return fail(parsed.error.issues.map(describeIssue));
  const format = parsed.data;
  return ok({
    ...format,
    banned: format.banned.map(numberKey),
    limited: format.limited.map((l) => ({ number: numberKey(l.number), max: l.max })),
  });
}

function gameFormatFor(game: unknown): Format | undefined {
  return game === 'ms-war' || game === 'gundam-war' ? gameFormat(game) : undefined;
}

/** The exchange form of a custom format (one JSON object, pretty-printed). */
export function formatToJson(format: Format): string {
  return `${JSON.stringify({ sortie: 'format', version: 1, ...format }, null, 2)}\n`;
}

export function formatFromJson(text: string): Result<Format, string> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const data = json.value;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return fail(['a format file must hold one JSON object']);
  const { sortie, version, ...rest } = data as Record<string, unknown>;
  if (sortie !== undefined && sortie !== 'format') return fail([`this is a Sortie ${shownValue(sortie)} file, not a format`]);
  if (version !== undefined && version !== 1) return fail([`format file version ${shownValue(version)} is not supported (expected 1)`]);
  const parsed = parseFormat(rest);
  if (parsed.ok && BUILT_IN_FORMATS.some((f) => f.id === parsed.value.id)) {
    return fail([`id: "${parsed.value.id}" is a built-in format; give the custom format another id`]);
  }
  return parsed;
}
