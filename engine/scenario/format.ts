/**
 * The scenario file format (see docs/scenarios.md): a readable JSON description of a table,
 * the intents played on it, and what must be true after each. Game-agnostic.
 */
import { z } from 'zod';

/** `[alias=]NUMBER[:down][:up][:turned][>hostAlias]` or `NUMBER*count`, e.g. `a=SD-001`, `p=SD-027>a`, `SD-012:down`, `SD-058*40`. */
export const CardSpec = z.string().regex(/^(?:(?:[a-z][\w-]*=)?[A-Z]+-\d+[A-Za-z]?(?::(?:down|up|turned))*(?:>[a-z][\w-]*)?|[A-Z]+-\d+[A-Za-z]?\*\d+)$/, 'a card is "[alias=]NUMBER[:down][:up][:turned][>host]" or "NUMBER*count"');

const Zones = z.record(z.string(), z.union([z.array(CardSpec), z.number().int().min(0)]));

export const Expectation = z
  .object({
    zones: z.record(z.string(), z.union([z.array(z.string()), z.number().int().min(0)])).optional(),
    values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).optional(),
    turn: z.object({ number: z.number().optional(), active: z.number().optional(), phase: z.string().optional(), step: z.string().optional() }).optional(),
    pending: z.union([z.string(), z.null()]).optional(),
    pendingSeat: z.number().optional(),
    winner: z.union([z.number(), z.literal('draw'), z.null()]).optional(),
    derived: z.record(z.string(), z.unknown()).optional(),
    cards: z.record(z.string(), z.object({ turned: z.boolean().optional(), faceUp: z.boolean().optional(), attachedTo: z.union([z.string(), z.null()]).optional() })).optional(),
    log: z.array(z.string()).optional(),
    rules: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const Step = z
  .object({
    note: z.string().optional(),
    do: z.record(z.string(), z.unknown()).optional(),
    error: z.string().optional(),
    rule: z.string().optional(),
    expect: Expectation.optional(),
  })
  .strict();

export const Scenario = z
  .object({
    name: z.string(),
    /** The rulebook section this checks, e.g. `M.S. War 2.1 — The Attack Phase H`. */
    rule: z.string(),
    note: z.string().optional(),
    game: z.enum(['ms-war', 'gundam-war']),
    /** A scenario-only test table to run on instead of the game's module (see engine/scenario/tables.ts), e.g. `effects`. */
    table: z.string().optional(),
    mode: z.enum(['manual', 'rules']).default('rules'),
    seed: z.number().int().default(1),
    players: z.array(z.string()).min(1).max(2).default(['Amuro', 'Char']),
    setup: z
      .object({
        /** Card number used to fill zones given as a count. */
        filler: z.string().optional(),
        zones: Zones.default({}),
        values: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).default({}),
        turn: z.object({ number: z.number().int().default(3), active: z.union([z.literal(0), z.literal(1)]).default(0) }).default({ number: 3, active: 0 }),
        /** The moment the game module starts from (module-defined). */
        at: z.string().default('turn-start'),
        options: z.record(z.string(), z.unknown()).default({}),
      })
      .strict(),
    steps: z.array(Step),
  })
  .strict();

export type Scenario = z.infer<typeof Scenario>;
export type ScenarioStep = z.infer<typeof Step>;
export type ScenarioExpectation = z.infer<typeof Expectation>;
