/**
 * Turns one record of a card file (column → raw value) into a `Card`, with zod
 * doing the checking. Values arrive as strings from CSV and as strings or
 * numbers from JSON; both are accepted. Every problem is reported as
 * `<column>: <what is wrong> (got "<value>")`.
 */
import { z } from 'zod';
import {
  GUNDAM_WAR_COLORS,
  GUNDAM_WAR_TYPES,
  MS_WAR_TYPES,
  type Card,
  type GameId,
  type GundamWarCard,
  type GundamWarCardType,
  type MsWarCard,
  type MsWarCardType,
} from '../model';
import { parseKeywords } from '../keywords';
import { withScript } from '../script';
import type { CardColumn } from './columns';
import { shownValue } from '../../text/excerpt';
import { wordTable } from '../../text/lookup';
import { splitCombinedCells } from './combined';
import { readColor, readResourceCost, readTerrain, readType } from './values';
import type { Message } from '../../i18n/message';
import { forZod, fromZod, said } from './said';

const z$ = (key: string, params?: Parameters<typeof said>[1]) => forZod(said(key, params));
/** A column named in a message: its id in English, its Japanese name with the id to Japanese readers. */
const col = (column: string) => said(`column.${column}`);

export type RawRecord = Partial<Record<CardColumn, unknown>>;

function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const t = value.trim();
    return t === '' ? undefined : t;
  }
  return value;
}

// Cut, and safe for any value (a deeply nested cell once overflowed the stack here).
const shown = (value: unknown): string => shownValue(value, 40);

const MAX_SPELLING = 64;

/** Lower-case letters and digits only: `M.S. War` → `mswar`. */
function squash(value: string): string {
  // No spelling of a game, type, colour or terrain is this long; a runaway cell is left as it is.
  if (value.length > MAX_SPELLING) return value;
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const GAME_SPELLINGS = wordTable<GameId>({
  gundamwar: 'gundam-war',
  gw: 'gundam-war',
  mswar: 'ms-war',
  gundammswar: 'ms-war',
  msw: 'ms-war',
});

const textSchema = (column: string, max: number) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined
          ? z$('empty', { column: col(column) })
          : z$('text', { column: col(column), got: shown(iss.input) }),
    })
    .max(max, { error: z$('tooLong', { column: col(column), max }) });

const toText = (v: unknown) => (typeof v === 'number' ? String(v) : blankToUndefined(v));

const text = (column: string, max: number) => z.preprocess(toText, textSchema(column, max));

const optionalText = (column: string, max: number) => z.preprocess(toText, textSchema(column, max).optional());

const wholeNumber = (column: string) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      // `*` and `-` are how spreadsheets print "no value" for stats and costs.
      if (b === '*' || b === '-' || b === '—') return undefined;
      if (typeof b === 'string' && /^[+-]?\d+$/.test(b.normalize('NFKC'))) return Number(b.normalize('NFKC'));
      return b;
    },
    z
      .number({ error: (iss) => z$('whole', { column: col(column), got: shown(iss.input) }) })
      .int({ error: (iss) => z$('whole', { column: col(column), got: shown(iss.input) }) })
      .min(-99, { error: z$('range', { column: col(column) }) })
      .max(99, { error: z$('range', { column: col(column) }) })
      .optional(),
  );

/** A Resource Cost: a whole number from 0 to 99, or `X` (the player chooses it as the card is played). */
const resourceCost = (column: string) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === '*' || b === '-' || b === '—') return undefined;
      return typeof b === 'string' ? (readResourceCost(b) ?? b) : b;
    },
    z
      .union([z.literal('X'), z.number().int().min(0).max(99)], {
        error: (iss) => z$('resource', { column: col(column), got: shown(iss.input) }),
      })
      .optional(),
  );

/** Replaces a known spelling by our value; anything else goes on to the schema, which names it. */
function respell<T extends string>(read: (value: string) => T | undefined) {
  return (v: unknown) => {
    const b = blankToUndefined(v);
    if (typeof b !== 'string') return b;
    return read(b) ?? b;
  };
}

const enumSchema = <T extends string>(column: string, allowed: readonly T[]) =>
  z.enum(allowed as [T, ...T[]], {
    error: (iss) =>
      iss.input === undefined
        ? z$('empty', { column: col(column) })
        : z$('oneOf', { column: col(column), allowed: allowed.join(', '), got: shown(iss.input) }),
  });

const spelled = <T extends string>(column: string, allowed: readonly T[], read: (value: string) => T | undefined) =>
  z.preprocess(respell(read), enumSchema(column, allowed));

const optionalSpelled = <T extends string>(
  column: string,
  allowed: readonly T[],
  read: (value: string) => T | undefined,
) => z.preprocess(respell(read), enumSchema(column, allowed).optional());

const traits = z.preprocess(
  (v) => {
    // Only text and numbers become traits; anything else is left for the schema to refuse.
    if (Array.isArray(v))
      return v
        .map((t) => (typeof t === 'string' || typeof t === 'number' ? String(t).trim() : t))
        .filter((t) => t !== '');
    const b = blankToUndefined(v);
    if (b === undefined) return [];
    return typeof b === 'string'
      ? b
          // Japanese lists part traits with full-width spaces (`M\u3000Ch\u3000NT`); an ASCII space stays inside a trait.
          .split(/[;；|｜、,，\u3000]/)
          .map((t) => t.normalize('NFKC').trim())
          .filter(Boolean)
      : b;
  },
  z.array(z.string({ error: (iss) => z$('traits', { got: shown(iss.input) }) }).max(60), {
    error: (iss) => z$('traits', { got: shown(iss.input) }),
  }),
);

const shared = {
  number: text('number', 40),
  name: text('name', 200),
  name_ja: optionalText('name_ja', 200),
  cost: wholeNumber('cost'),
  text: optionalText('text', 4000),
  text_ja: optionalText('text_ja', 4000),
  set: optionalText('set', 100),
  rarity: optionalText('rarity', 20),
  model: optionalText('model', 60),
};

const msWarSchema = z.object({
  ...shared,
  type: spelled('type', MS_WAR_TYPES, (v) => readType(v, 'ms-war') as MsWarCardType | undefined),
  corps: optionalText('corps', 60),
  clash: wholeNumber('clash'),
  ms_type: optionalText('ms_type', 60),
});

const gundamWarSchema = z.object({
  ...shared,
  type: spelled('type', GUNDAM_WAR_TYPES, (v) => readType(v, 'gundam-war') as GundamWarCardType | undefined),
  color: optionalSpelled('color', GUNDAM_WAR_COLORS, readColor),
  nation_cost: wholeNumber('nation_cost'),
  resource_cost: resourceCost('resource_cost'),
  terrain: optionalSpelled('terrain', ['space', 'earth', 'both'] as const, readTerrain),
  melee: wholeNumber('melee'),
  ranged: wholeNumber('ranged'),
  hp: wholeNumber('hp'),
  traits,
  card_id: optionalText('card_id', 20),
  code: optionalText('code', 20),
});

export function readGame(value: unknown): GameId | undefined {
  const b = blankToUndefined(value);
  return typeof b === 'string' ? GAME_SPELLINGS[squash(b)] : undefined;
}

/** What a card's optional text fields are when its file leaves them empty (also used to repair stored records). */
export const EMPTY_FIELDS = { text: '', set: 'Imported', rarity: '' } as const;

export interface FieldDefaults {
  game?: GameId;
  set?: string;
}

/** A valid card may come with warnings: things the report should mention though the card imports. */
export type CardResult =
  | { ok: true; card: Card; warnings: Message[] }
  | { ok: false; reasons: Message[]; number?: string };

const JAPANESE_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

function dropUndefined<T extends object>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const key in obj) if (obj[key] !== undefined) out[key] = obj[key];
  return out as T;
}

/** Validates one record; the keywords are parsed from its text. */
function scripted(card: Card, script: unknown, number: string | undefined, warnings: Message[] = []): CardResult {
  const r = withScript(card, script);
  return r.ok ? { ...r, warnings } : { ok: false, reasons: r.reasons, number };
}

export function recordToCard(record: RawRecord, defaults: FieldDefaults): CardResult {
  const rawGame = blankToUndefined(record.game);
  const game = rawGame === undefined ? defaults.game : readGame(rawGame);
  const number =
    typeof blankToUndefined(record.number) === 'string' ? String(blankToUndefined(record.number)) : undefined;
  if (!game) {
    const reason = rawGame === undefined ? said('gameEmpty') : said('game', { got: shown(rawGame) });
    return { ok: false, reasons: [reason], number };
  }
  const split = game === 'gundam-war' ? splitCombinedCells(record) : undefined;
  const schema = game === 'ms-war' ? msWarSchema : gundamWarSchema;
  const parsed = schema.safeParse(split?.record ?? record);
  if (!parsed.success || split?.errors.length) {
    const reasons = [
      ...(split?.errors ?? []),
      ...(parsed.success ? [] : parsed.error.issues.map((i) => fromZod(i.message))),
    ];
    return { ok: false, reasons, number };
  }
  const v = parsed.data;
  // A list with Japanese names only: the name is the Japanese name too, so either search and display finds it.
  const name_ja = v.name_ja ?? (JAPANESE_SCRIPT.test(v.name) ? v.name : undefined);
  const base = {
    game,
    // Full-width digits read as the same number: `１０１０２０１２６` is 101020126.
    number: v.number.normalize('NFKC'),
    name: v.name,
    text: v.text ?? EMPTY_FIELDS.text,
    set: v.set ?? defaults.set ?? EMPTY_FIELDS.set,
    rarity: v.rarity ?? EMPTY_FIELDS.rarity,
    keywords: parseKeywords(v.text ?? '', game),
  };
  if (game === 'ms-war') {
    const m = v as z.infer<typeof msWarSchema>;
    const card: MsWarCard = {
      ...base,
      game,
      type: m.type,
      ...dropUndefined({
        name_ja,
        text_ja: m.text_ja,
        cost: m.cost,
        corps: m.corps,
        clash: m.clash,
        model: m.model,
        ms_type: m.ms_type,
      }),
    };
    return scripted(card, record.script, number);
  }
  const g = v as z.infer<typeof gundamWarSchema>;
  const card: GundamWarCard = {
    ...base,
    game,
    type: g.type,
    traits: g.traits,
    ...dropUndefined({
      name_ja,
      text_ja: g.text_ja,
      cost: g.cost,
      color: g.color,
      nation_cost: g.nation_cost,
      resource_cost: g.resource_cost,
      terrain: g.terrain,
      melee: g.melee,
      ranged: g.ranged,
      hp: g.hp,
      model: g.model,
      nation_costs: split!.nationCosts,
      // Full-width forms read as half-width, as the card number does: `Ｕ－３４７` is U-347.
      card_id: g.card_id?.normalize('NFKC'),
      code: g.code?.normalize('NFKC'),
    }),
  };
  const warnings = [...split!.warnings];
  if (
    (card.type === 'unit' || card.type === 'ace') &&
    card.melee === undefined &&
    card.ranged === undefined &&
    card.hp === undefined
  ) {
    warnings.push(said('noStats'));
  }
  return scripted(card, record.script, number, warnings);
}
