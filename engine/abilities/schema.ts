/**
 * The card script language, versions 1 and 2: a card's abilities as data. Version 2 adds
 * Gundam War's timings of one side's phase or step, moves to any place (`move` `to`), and the
 * ops that act on every card that fits (`destroy-all`, `damage-all`); a version 1 script reads
 * as it always did, and one that uses a word of version 2 is told to say `"v": 2`. One shape for both
 * games; the words each game allows (timings, events, where a target may be) are its own.
 * `read.ts` checks a script against this and reports each problem with its place.
 */
import { z } from 'zod';
import type { ScriptGame as GameId } from './game';

/** The newest version this Sortie reads (and writes when a script needs it). */
export const SCRIPT_VERSION = 2;
export const SCRIPT_VERSIONS = [1, 2] as const;
export type ScriptVersion = (typeof SCRIPT_VERSIONS)[number];

/** Words a version 1 script does not have. */
export const SINCE_V2 = {
  ops: [
    'destroy-all',
    'damage-all',
    'if-done',
    'search',
    'shuffle',
    'choose',
    'branch',
    'lock',
    // Upkeep and negation (upkeep.ts, negation.ts in the engine).
    'pay',
    'no-battle-damage',
    'negate-text',
    'negate-effect',
    'control',
    'coin',
    'no-sortie',
    'remove-coin',
  ],
  timings: [
    'disposition',
    'enemy-disposition',
    'own-battle',
    'enemy-battle',
    'own-attack',
    'enemy-attack',
    'own-defend',
    'enemy-defend',
    'own-damage',
    'enemy-damage',
    'own-return',
    'enemy-return',
  ],
  moveTo: ['nation-top', 'nation-bottom', 'junkyard', 'removed'],
  whens: ['own-turn-start', 'own-end-of-turn'],
} as const;

/** Does this ability use a word of version 2 (so its script must say `"v": 2`)? */
export function needsV2(a: {
  timing?: string;
  when?: string;
  if?: ScriptIf;
  do?: ScriptOp[];
  scars?: ScriptOp[];
}): boolean {
  if (a.timing !== undefined && (SINCE_V2.timings as readonly string[]).includes(a.timing)) return true;
  if (a.when !== undefined && (SINCE_V2.whens as readonly string[]).includes(a.when)) return true;
  if (a.if?.gThanEnemy !== undefined) return true;
  for (const op of a.do ?? a.scars ?? []) {
    if ((SINCE_V2.ops as readonly string[]).includes(op.op)) return true;
    // A Gundam War discard (a cost inside the text) is of version 2; M.S. War's discard is of version 1.
    if (op.op === 'discard' && op.may !== undefined) return true;
    if (op.op === 'move' && (SINCE_V2.moveTo as readonly string[]).includes(op.to as string)) return true;
  }
  return false;
}

const int = z.number().int();
const nonNegative = int.min(0);

/** The words of each game. */
export const VOCABULARY = {
  'ms-war': {
    timings: ['strategic', 'attack'],
    whens: ['attacks', 'placed', 'upgraded', 'destroys', 'host-destroys'],
    rules: ['cannot-defend', 'cannot-attack', 'event-cost', 'ms-cost', 'pilot-cost'],
    scopes: ['self', 'host', 'yours', 'all'],
    kinds: ['play', 'trigger', 'activated', 'static', 'battlefield', 'rule'],
  },
  'gundam-war': {
    timings: [
      'any',
      'own-turn',
      'enemy-turn',
      'own-disposition',
      'battle',
      'attack',
      'defend',
      'damage',
      'return',
      // A phase or step of either side's turn, or of one side's (（配備フェイズ）, （自軍攻撃ステップ）, （敵軍戦闘フェイズ）).
      ...SINCE_V2.timings,
    ],
    whens: ['played', 'comes-out', 'destroyed', 'end-of-turn', 'own-turn-start', 'own-end-of-turn'],
    rules: ['choose-g-colour', 'extra-cost', 'substitute-cost', 'transformed-mode'],
    // `all`: every player's cards, as a lock names them ("Players can't play Commands").
    scopes: ['self', 'host', 'yours', 'enemy', 'squad-others', 'all'],
    kinds: ['play', 'trigger', 'activated', 'static', 'rule'],
  },
} as const satisfies Record<GameId, Record<string, readonly string[]>>;

/** What an ability aims at when it is played (chosen then, checked again as it resolves). */
export const targetSchema = z.strictObject({
  /** `pilot`: M.S. War, a Pilot in play — attached to an M.S. or left on the M.S. Dock (Strategic Phase B). */
  card: z.enum(['ms', 'unit', 'command', 'card', 'pilot']),
  whose: z.enum(['yours', 'enemy', 'any']).default('any'),
  where: z
    .enum([
      'attacking',
      'defending',
      'ms-battlefield',
      'battle-area',
      'dry-dock',
      // M.S. War: your Defunct Pile ("Return target M.S. from your Defunct Pile to your hand").
      'defunct-pile',
      'rebel-forces',
      'junkyard',
      'being-played',
      // Gundam War: an enemy Unit engaged in battle (in a Battle Area where your side has a squad).
      'engaged',
    ])
    .optional(),
  msType: z.string().min(1).optional(),
  keyword: z.string().min(1).optional(),
  maxClash: int.optional(),
  maxCost: int.optional(),
  /** M.S. War: only cards of this corps (its symbol: OZ, WG, EF, PZ). */
  corps: z.string().min(1).optional(),
  /** M.S. War: only an M.S. that carries a Pilot (`true`) or the Pilot of this name ("If Lt. Vale is attached, … target M.S."). */
  pilot: z.union([z.literal(true), z.string().min(1)]).optional(),
  /** M.S. War, with `card: 'pilot'`: only a Pilot attached to an M.S. ("target attached Pilot"). */
  attached: z.literal(true).optional(),
  /** Gundam War: up to this many cards ("1～2枚"), each fitting the rest; 1 when left out. */
  count: int.min(1).optional(),
});

/**
 * Gundam War "if you ~" (ch. 12, Effects that require Special Conditions): the text cannot be
 * played unless the condition is met, and fails to resolve if it is no longer met then.
 */
export const ifSchema = z.strictObject({
  /** You have N or more G. */
  gAtLeast: int.min(1).optional(),
  /** You have a Unit (with this special effect, in a Battle Area) on the Field. */
  unit: z.strictObject({ keyword: z.string().min(1).optional(), where: z.enum(['battle-area']).optional() }).optional(),
  /** Version 2: you have fewer (more) G on the Field than the enemy player (自軍Gが敵軍Gより少ない場合). */
  gThanEnemy: z.enum(['fewer', 'more']).optional(),
});

/** What a constant (static) ability affects. */
export const affectsSchema = z.strictObject({
  scope: z.enum(['self', 'host', 'yours', 'all', 'enemy', 'squad-others']),
  /** Gundam War: a lock (`lock`) names Characters, Operations and G too. */
  card: z.enum(['ms', 'unit', 'command', 'character', 'operation', 'g']).optional(),
  area: z.enum(['earth', 'space']).optional(),
  msType: z.string().min(1).optional(),
  /** Only cards with this keyword (special effect). */
  keyword: z.string().min(1).optional(),
  /** Only cards without this keyword (special effect). */
  without: z.string().min(1).optional(),
  /** M.S. War: only M.S. of this corps (its symbol: OZ, WG, EF, PZ). */
  corps: z.string().min(1).optional(),
});

/** While a constant ability works. */
export const whileSchema = z.strictObject({
  defending: z.literal(true).optional(),
  /** M.S. War: while the card is the attacker of the battle ("when attacking"). */
  attacking: z.literal(true).optional(),
  /** M.S. War: while the M.S. carries a Pilot (`true`), or the Pilot of this name. */
  pilot: z.union([z.literal(true), z.string().min(1)]).optional(),
  gAtLeast: int.min(1).optional(),
  setTrait: z.string().min(1).optional(),
});

export const costSchema = z.strictObject({
  materials: nonNegative.optional(),
  expendSelf: z.literal(true).optional(),
  /** M.S. War: destroy this card (it goes to the Dry Dock) — "Destroy this card: …". */
  destroySelf: z.literal(true).optional(),
  /** M.S. War: destroy one of your M.S. (`other`: other than this card) — "Destroy one of your M.S.: …". */
  destroyMs: z.enum(['any', 'other']).optional(),
  rollSelf: z.literal(true).optional(),
  /** Gundam War: roll N of your G (a text's roll cost 〔N〕). */
  rollG: int.min(1).optional(),
  /** Gundam War: roll the G this card is Set on (a Set/G card's text, Engineer Pim). */
  rollHost: z.literal(true).optional(),
  /** Gundam War: abolish 1 of your Characters on the Field. */
  abolishCharacter: z.literal(true).optional(),
  /** Gundam War: remove N cards in your Junkyard from the game. */
  removeFromJunkyard: int.min(1).optional(),
});

const statsSchema = z.strictObject({ melee: nonNegative, ranged: nonNegative, hp: nonNegative });

export const limitSchema = z.strictObject({ perTurn: int.min(1) });

export const requiresSchema = z.strictObject({
  dockMsWith: z.string().min(1).optional(),
  materialsAtLeast: int.min(1).optional(),
  dockMsAtLeast: int.min(1).optional(),
  /** M.S. War: the M.S. counted by `dockMsAtLeast` are of this corps ("2 or more OZ M.S. on your M.S. Dock"). */
  corps: z.string().min(1).optional(),
  warExperienceBelow: int.min(1).optional(),
});

/** An op after reading: its name and its fields (defaults filled in); `registry.ts` has each op's own schema. */
export type ScriptOp = { op: string } & Record<string, unknown>;
const ops = z.array(z.unknown());
const text = z.string().optional();

export const abilitySchemas = {
  play: z.strictObject({
    kind: z.literal('play'),
    text,
    timing: z.string().optional(),
    if: ifSchema.optional(),
    /** M.S. War: what playing the Event costs besides its Price ("Destroy one of your M.S.: …"). */
    cost: costSchema.optional(),
    target: targetSchema.optional(),
    do: ops,
  }),
  trigger: z.strictObject({ kind: z.literal('trigger'), text, when: z.string(), do: ops }),
  activated: z.strictObject({
    kind: z.literal('activated'),
    text,
    timing: z.string().optional(),
    if: ifSchema.optional(),
    cost: costSchema.optional(),
    limit: limitSchema.optional(),
    target: targetSchema.optional(),
    do: ops,
  }),
  static: z.strictObject({
    kind: z.literal('static'),
    text,
    affects: affectsSchema,
    while: whileSchema.optional(),
    do: ops,
  }),
  battlefield: z.strictObject({ kind: z.literal('battlefield'), text, requires: requiresSchema, scars: ops }),
  rule: z.strictObject({
    kind: z.literal('rule'),
    text,
    rule: z.string(),
    /** M.S. War: only in this phase (a Battlefield's "Effect [Strategic Phase]: …"). */
    timing: z.enum(['strategic', 'attack']).optional(),
    delta: int.optional(),
    cost: costSchema.optional(),
    stats: statsSchema.optional(),
    keywords: z.array(z.string().min(1)).optional(),
  }),
};

type Read<K extends keyof typeof abilitySchemas, Ops extends string> = Omit<z.output<(typeof abilitySchemas)[K]>, Ops> &
  Record<Ops, ScriptOp[]>;

export type PlayAbility = Read<'play', 'do'>;
export type TriggerAbility = Read<'trigger', 'do'>;
export type ActivatedAbility = Read<'activated', 'do'>;
export type StaticAbility = Read<'static', 'do'>;
export type BattlefieldAbility = Read<'battlefield', 'scars'>;
export type RuleAbility = z.output<typeof abilitySchemas.rule>;
export type ScriptAbility =
  | PlayAbility
  | TriggerAbility
  | ActivatedAbility
  | StaticAbility
  | BattlefieldAbility
  | RuleAbility;
export type ScriptTarget = z.output<typeof targetSchema>;
export type ScriptIf = z.output<typeof ifSchema>;
export type ScriptAffects = z.output<typeof affectsSchema>;
export type ScriptWhile = z.output<typeof whileSchema>;
export type ScriptCost = z.output<typeof costSchema>;
export type ScriptRequires = z.output<typeof requiresSchema>;

/** A card's script: the language version and its abilities, in printed order. */
export interface CardScript {
  v: ScriptVersion;
  abilities: ScriptAbility[];
}
