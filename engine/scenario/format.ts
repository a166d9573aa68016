/**
 * The scenario file format (see docs/scenarios.md): a readable JSON description of a table,
 * the intents played on it, and what must be true after each. Game-agnostic. A file holds one
 * scenario, or several games sharing a rule, cards and a base table (`games`).
 */
import { z } from 'zod';

/** A card number as scenarios spell it: capitals, a dash, digits, maybe a letter (`GD-001`, `SD-100a`). */
export const NUMBER = '[A-Z]+-\\d+[A-Za-z]?';

/** `[alias=]NUMBER[:down][:up][:turned][>hostAlias]` or `NUMBER*count`, e.g. `a=SD-001`, `p=SD-027>a`, `SD-012:down`, `SD-058*40`. */
export const CardSpec = z
  .string()
  .regex(
    new RegExp(`^(?:(?:[a-z][\\w-]*=)?${NUMBER}(?::(?:down|up|turned))*(?:>[a-z][\\w-]*)?|${NUMBER}\\*\\d+)$`),
    'a card is "[alias=]NUMBER[:down][:up][:turned][>host]" or "NUMBER*count"',
  );

const Zones = z.record(z.string(), z.union([z.array(CardSpec), z.number().int().min(0)]));
const Value = z.union([z.number(), z.string(), z.boolean()]);
const Cards = z.array(z.string());

/** The decision that must be waiting: any of its kind, seat, options (as a set) and how many may be picked. */
const PendingSpec = z
  .object({
    kind: z.string().optional(),
    seat: z.number().optional(),
    /** Every option, in any order: a card's alias for an option about one card (`earth:alias` for a sortie), else the option's id. */
    options: Cards.optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .strict();

export const Expectation = z
  .object({
    /** Exact contents in order (top of a pile / left of an area first), or a count. */
    zones: z.record(z.string(), z.union([Cards, z.number().int().min(0)])).optional(),
    /** Contents in any order: for cards the rules put there together (simultaneous discards, abolishes). */
    zoneSets: z.record(z.string(), Cards).optional(),
    values: z.record(z.string(), Value).optional(),
    turn: z
      .object({
        number: z.number().optional(),
        active: z.number().optional(),
        phase: z.string().optional(),
        step: z.string().optional(),
      })
      .optional(),
    pending: z.union([z.string(), z.null(), PendingSpec]).optional(),
    pendingSeat: z.number().optional(),
    /** The seat holding priority now (null: nobody — outside Free Timing, or a decision waits). */
    priority: z.union([z.literal(0), z.literal(1), z.null()]).optional(),
    /** The Cut, bottom first: each entry as the alias of its source card (or its label when it has none). */
    cut: Cards.optional(),
    winner: z.union([z.number(), z.literal('draw'), z.null()]).optional(),
    derived: z.record(z.string(), z.unknown()).optional(),
    cards: z
      .record(
        z.string(),
        z
          .object({
            turned: z.boolean().optional(),
            faceUp: z.boolean().optional(),
            attachedTo: z.union([z.string(), z.null()]).optional(),
            /** The zone key the card is in, e.g. `1:junkyard`. */
            zone: z.string().optional(),
            /** The game's marks on the card, as a set (Gundam War: destroyed, transformed, variable-g, sortied, resupplied, playing). */
            marks: Cards.optional(),
          })
          .strict(),
      )
      .optional(),
    log: z.array(z.string()).optional(),
    /** Texts that must appear on none of this step's log lines. */
    notLog: z.array(z.string()).optional(),
    rules: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const Step = z
  .object({
    note: z.string().optional(),
    do: z.record(z.string(), z.unknown()).optional(),
    /** The intent must be refused with a message containing this text (an empty text would match any refusal). */
    error: z.string().min(1, 'name the refusal: a text of its message (or give "rule")').optional(),
    /** The intent must be refused by a rule whose name contains this text. */
    rule: z.string().min(1, 'name the rule that refuses').optional(),
    expect: Expectation.optional(),
  })
  .strict()
  .refine((s) => s.do !== undefined || (s.error === undefined && s.rule === undefined), {
    message: '"error" and "rule" need a "do" to refuse',
  });

const Setup = z
  .object({
    /** Card number used to fill zones given as a count. */
    filler: z.string().optional(),
    zones: Zones.default({}),
    values: z.record(z.string(), Value).default({}),
    turn: z
      .object({ number: z.number().int().default(3), active: z.union([z.literal(0), z.literal(1)]).default(0) })
      .default({ number: 3, active: 0 }),
    /** The moment the game module starts from (module-defined). */
    at: z.string().default('turn-start'),
    options: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

const shared = {
  /** The rulebook section this checks, e.g. `M.S. War 2.1 — The Attack Phase H`. */
  rule: z.string(),
  note: z.string().optional(),
  game: z.enum(['ms-war', 'gundam-war']),
  /** A scenario-only test table to run on instead of the game's module (see engine/scenario/tables.ts), e.g. `effects`. */
  table: z.string().optional(),
  mode: z.enum(['manual', 'rules']).default('rules'),
  seed: z.number().int().default(1),
  players: z.array(z.string()).min(1).max(2).default(['Amuro', 'Char']),
  /** Cards of this scenario only, in the card file format (docs/formats.md); added to the demo set. */
  cards: z.array(z.record(z.string(), z.unknown())).default([]),
};

export const Scenario = z.object({ name: z.string(), ...shared, setup: Setup, steps: z.array(Step) }).strict();

/** One game of a file with several: its own name and steps; its setup is laid over the file's. */
const Game = z
  .object({
    name: z.string(),
    rule: z.string().optional(),
    note: z.string().optional(),
    seed: z.number().int().optional(),
    setup: z.record(z.string(), z.unknown()).default({}),
    steps: z.array(Step),
  })
  .strict();

/** A file of several games (`games`); each game is then checked as a `Scenario`. */
export const ScenarioGames = z
  .object({
    name: z.string(),
    ...shared,
    setup: z.record(z.string(), z.unknown()).default({}),
    games: z.array(Game).min(1),
  })
  .strict();

export type Scenario = z.infer<typeof Scenario>;
export type ScenarioStep = z.infer<typeof Step>;
export type ScenarioExpectation = z.infer<typeof Expectation>;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * A game's setup over the file's: `zones`, `values` and `options` are merged key by key (a
 * game names only the zones it changes), anything else replaces the file's.
 */
export function layOver(base: unknown, own: unknown): Obj {
  const b = obj(base);
  const o = obj(own);
  const out: Obj = { ...b, ...o };
  for (const k of ['zones', 'values', 'options']) if (k in b || k in o) out[k] = { ...obj(b[k]), ...obj(o[k]) };
  return out;
}

/**
 * The scenarios a parsed file holds, each as a raw scenario for `Scenario` to check: one, or
 * one per game (named "file name — game name").
 */
export function scenariosOf(raw: unknown): unknown[] {
  const r = obj(raw);
  if (!Array.isArray(r.games)) return [raw];
  const { games, setup, name, ...rest } = r;
  return (games as unknown[]).map((g) => {
    const game = obj(g);
    return { ...rest, ...game, name: `${String(name)} — ${String(game.name)}`, setup: layOver(setup, game.setup) };
  });
}
