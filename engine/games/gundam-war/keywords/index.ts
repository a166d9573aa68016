/**
 * Gundam War special effects (Advanced Rules, ch. 21 "Special Effects") as typed data.
 * The card database stores keywords as `{id, label, value?, param?}`; this module turns
 * them into one discriminated union so every rule that reads a special effect is checked
 * by the compiler. English-CCG aliases (Assault, Preemptive Attack, Voucher, Battleship,
 * Stronghold, Wide Range Weapon, Switch, Supply) are accepted as the same effect.
 */
import { GUNDAM_WAR_KEYWORDS } from '../../../cards/keywords/definitions';
import type { BattleModification, CostChange, GundamWarCard, Keyword } from '../../../cards/model';
import type { Draft } from '../../../core/draft';
import type { CardId, GameState, Seat } from '../../../core/types';
import type { Activation, ContinuousEffect, Target } from '../../../effects';
import type { Station } from '../state';
import { message, type Message, type MessageParam } from '../../../i18n/message';
import { lateBound } from '../../../core/late-bound';
import { refusal as coreRefusal } from '../../../core/refusal';

export type SpecialEffect =
  | { kind: 'high-mobility' }
  | { kind: 'water' }
  | { kind: 'desert' }
  | { kind: 'raid' }
  | { kind: 'swift-strike' }
  | { kind: 'vulture' }
  | { kind: 'space-battle'; x: number }
  | { kind: 'special-shield'; x: number }
  | { kind: 'psycommu'; x: number }
  | { kind: 'area-weapon'; x: number }
  | { kind: 'atmospheric-entry' }
  | { kind: 'multiple'; effect: string; mod: BattleModification | null }
  /** `text`: B when it is text, not a bare Battle Modification: a Unit gains it only once (ch. 21 Team). */
  | { kind: 'team'; team: string; bonus?: BattleModification; text?: string }
  | { kind: 'change'; name: string }
  | { kind: 'dismantle' }
  | { kind: 'ps-armor'; x?: number }
  | { kind: 'transformer' }
  | { kind: 'cruiser' }
  | { kind: 'base' }
  | { kind: 'support' }
  | { kind: 'cruiser-use-modification'; mod: BattleModification }
  | { kind: 'resupply'; x: number }
  | { kind: 'mf' }
  | { kind: 'variable'; x: number }
  | { kind: 'quick' }
  | { kind: 'restrict-1-turn' }
  | { kind: 'restrict-1' }
  | { kind: 'restrict-1-self' }
  | { kind: 'restrict-1-deck' }
  | { kind: 'extra-cost'; condition: string }
  | { kind: 'substitute-cost'; change: CostChange | null; cost: string }
  | { kind: 'prevent'; x: number }
  | { kind: 'set-character' }
  | { kind: 'set-g' }
  | { kind: 'pollution-coin'; x: number }
  | { kind: 'trait-word'; word: string };

export type SpecialEffectKind = SpecialEffect['kind'];
export type { BattleModification, CostChange };

/** `Space Battle (2)` → `space-battle`, `１枚制限／自軍` → `1枚制限-自軍`; ids already in that form pass through. */
export function normaliseKeywordId(idOrLabel: string): string {
  // Japanese names keep their letters; full-width forms read as their ASCII ones (NFKC).
  return (/[^\x20-\x7e]/.test(idOrLabel) ? idOrLabel.normalize('NFKC') : idOrLabel)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/(?:->|→).*$/, ' ')
    .replace(/[^\p{L}\p{N}/]+/gu, '-')
    .replace(/\//g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A squad about to sortie into one Battle Area, as the special effects' sortie checks see it. */
export interface SquadPlan {
  seat: Seat;
  attacking: boolean;
  area: 'earth' | 'space';
  /** The Units going out, head first. */
  units: readonly CardId[];
  /** The attacking squad there, when this squad defends. */
  attacker: readonly CardId[];
}

/** Why a move is refused, and the rule that refuses it. */
export type Refusal = { error: string; rule: string; msg?: Message; ruleMsg?: Message };

/** A rule a special effect's refusal cites (`gundam-war:keyword.rule.<key>`). */
export const keywordRule = (key: string): Message => message(`gundam-war:keyword.rule.${key}`);

/**
 * A special effect's refusal (`gundam-war:keyword.refuse.<key>`), citing its rule; the English
 * `error` and `rule` are the messages told in English (core/refusal.ts).
 */
export const refusal = (key: string, params: Record<string, MessageParam> | undefined, rule: Message): Refusal =>
  coreRefusal(message(`gundam-war:keyword.refuse.${key}`, params), rule);

/**
 * A special effect a player uses (ch. 21: Psycommu, Area Weapon, Atmospheric Entry, Transformer,
 * Dismantle, Resupply, Multiple): abilities.ts checks what every use shares (priority, control,
 * the card prints it, once per turn per card for `<(0)>` text) and puts it on the Cut as played
 * text; the keyword's file says the rest.
 */
export interface KeywordUse {
  /** The name the rulebook gives it, cited in refusals (`Psycommu (X)`). */
  title: string;
  /**
   * Is its timing open at this station, in its player's own turn (`own`) or the other's (ch. 21
   * "Timings for Special Effects and Costs")? A function of the moment alone, so listing knows
   * once for every moment where a card that prints it may be used (legal.ts).
   */
  timing: (st: Station, own: boolean) => boolean;
  /** The target lists worth offering a player (legal.ts); one empty list when absent. */
  offers?: (s: GameState, card: CardId) => CardId[][];
  /**
   * Whether the card can meet what `check` asks before any target (its position, its place, a cost
   * to pay): false when `check` refuses it whatever the targets, so listing tries none (absent: any may do).
   */
  ready?: (s: GameState, seat: Seat, card: CardId) => boolean;
  /** Why this use is refused, or the targets it goes on the Cut with and what is paid as it is declared. */
  check: (
    s: GameState,
    seat: Seat,
    card: CardId,
    targets: CardId[],
    at: { fx: readonly SpecialEffect[] },
  ) => Refusal | { targets: CardId[]; pay?: (d: Draft) => void };
  /** Used any number of times a turn (Multiple "every", limited by its cost); otherwise once per turn per card. */
  repeatable?: true;
  /** Whether `t` is still a legal target as it resolves (ch. 12); every target is, when absent. */
  targetIsLegal?: (s: GameState, a: Activation, t: Target) => boolean;
  /** What it does as it resolves; `x` is the card's X. */
  resolve: (d: Draft, a: Activation, x: number) => void;
  /** What it will do, in plain words, for the Cut view; `on` names the targets, `source` the card. */
  words: (x: number, on: string, source: string) => string;
}

/**
 * Facts about the table a play check works out once for every card it checks (play.ts
 * `PlayFacts`); a keyword keeps what it works out on first use here (Restrict to 1's names).
 */
export interface TableFacts {
  /** Per seat, the plain names of its cards on the Field, Set cards included. */
  fieldNames: Set<string>[] | null;
}

/** What a special effect changes in playing the card that prints it (ch. 08 "Steps for Playing a Card"; ch. 21). */
export interface KeywordPlay {
  /** Played in every Free Timing, outside the one-per-turn limits (Quick). */
  anyFreeTiming?: true;
  /** May be put out as a special G in its player's Disposition Phase (Variable). */
  asG?: true;
  /** A Unit that comes out onto the Field upright, not rolled (PS Armor). */
  comesOutUpright?: true;
  /** Counts against the one-per-turn limit Cruisers, Bases and Supports share, not the Units' (ch. 21 Special Rules). */
  cruiserLike?: true;
  /** Why the card may not be played now (Restrict to 1, 1/Self, 1/Turn), or null. */
  refuse?: (s: GameState, seat: Seat, card: CardId, facts: TableFacts) => Refusal | null;
  /**
   * `refuse` holds also when the card would be put out onto the Field otherwise than by playing
   * it — by Change, by an effect (Restrict to 1 and 1/Self: ch. 21 "may not be played or put out").
   */
  alsoPuttingOut?: true;
  /** What an enemy Command targeting this card while it is being played adds to that Command's cost (Prevent). */
  targetedCost?: (fx: readonly SpecialEffect[]) => CostChange;
  /** A way to pay the player may choose as they declare the play (Substitute Cost): what it takes off the cost. */
  chosenCost?: (e: SpecialEffect) => CostChange | null;
  /**
   * What else the play needs paid right after its cost (Extra Cost; a chosen Substitute Cost): a
   * refusal when it cannot be paid, else the payment. `chosen`: the player chose `chosenCost`.
   */
  payment?: (s: GameState, seat: Seat, card: CardId, e: SpecialEffect, chosen: boolean) => Refusal | Payment | null;
  /**
   * Whether `payment` refuses every play of the card now — whatever its targets, the way of paying
   * chosen, or its being put out as a G (Extra Cost) — so listing need try none of them.
   */
  unpaid?: (s: GameState, seat: Seat, card: CardId, e: SpecialEffect) => boolean;
}

/** A payment made as a play is carried out. */
export type Payment = (d: Draft) => void;

/** What a Set card with it changes in being Set (ch. 17; ch. 21 Set/G, Set/Character, Cruiser-use-Modification). */
export interface KeywordSet {
  /** Another type of card it may be Set on besides a Unit, and what refuses a card without it there. */
  alsoOn?: {
    type: 'g' | 'character';
    /** Whether that card may hold it (Set/G: a basic G, itself Set on nothing); every one may, when absent. */
    host?: (s: GameState, host: CardId) => boolean;
    refusal: Refusal;
  };
  /** Set on a plain Unit it takes no Character's place: another Character may be Set there (Set/Character). */
  leavesRoom?: true;
  /** What it adds to the Unit it is Set on, whose own special effects are `hostFx` (Cruiser-use-Modification). */
  lends?: (e: SpecialEffect, hostFx: readonly SpecialEffect[]) => BattleModification | null;
}

/** What a Unit with it changes in what may be Set on it (ch. 21 Cruiser, Base, MF). */
export interface KeywordHost {
  /** Any number of Characters may be Set on it. */
  takesMany?: true;
  /** It gains none of the Battle Modifications of the Characters Set on it (Cruiser, Base, Support). */
  noCharacterModifications?: true;
  /** Why `setCard` may not be Set on it, or null. */
  refuses?: (s: GameState, setCard: CardId) => Refusal | null;
}

/**
 * One special effect in one place (`keywords/<kind>.ts`, XMage's one class per keyword): the
 * names it is printed under, how its parameter is read, and the checks it adds at the points the
 * rules ask every special effect (`keywordsWith`). A keyword's file may also hold the rules it
 * alone carries out (Desert's effect, PS Armor's return, Vulture's points), which the rules call.
 */
export interface KeywordRules<K extends SpecialEffectKind = SpecialEffectKind> {
  kind: K;
  /**
   * The card database's keyword ids it stands for (engine/cards/keywords/definitions.ts): it goes
   * by those ids and by every name they are printed under there (English, the English CCG's,
   * misprints such as `Crusier`, Japanese), normalised (`normaliseKeywordId`).
   */
  names: readonly string[];
  /** The special effect a card database keyword stands for; a bare `{ kind }` when absent. */
  read?: (keyword: Keyword) => Extract<SpecialEffect, { kind: K }>;
  /** Why a squad may not sortie as planned (basic rules, Attack and Defend Steps), or null. */
  sortie?: (s: GameState, plan: SquadPlan) => Refusal | null;
  /** How a player uses it, when it is a special effect a player uses. */
  use?: KeywordUse;
  /** What it changes in playing the card. */
  play?: KeywordPlay;
  /** Where a Set card with it may be Set. */
  set?: KeywordSet;
  /** What it changes in what may be Set on the Unit. */
  host?: KeywordHost;
  /** What it changes in a battle, when every Unit of a squad has it (Swift Strike, Raid). */
  battle?: KeywordBattle;
  /** What it changes in the battle stats of `id`, a card on the Field (Space Battle's penalty on enemies without it). */
  stats?: (s: GameState, id: CardId) => BattleModification;
  /** How much of `amount` effect damage to `id`, with special effects `fx`, it stops (Special Shield). */
  damage?: (s: GameState, id: CardId, fx: readonly SpecialEffect[], how: { psycommu: boolean }) => number;
  /** Whether it negates the text of `id`, a card on the Field, now (Water: enemy Units in battle with an all-Water squad). */
  negates?: (s: GameState, id: CardId) => boolean;
  /** What it gives while its card heads a group on the Field and its text works (Team's B), as constant effects. */
  constant?: KeywordConstant;
  /**
   * A squad effect (ch. 21 "Special Rule for High Mobility, … Space Battle"): it applies only when
   * every Unit of the squad has it, and a Set card with it lends it to its Unit.
   */
  squad?: true;
}

/** Constant effects a special effect gives from its card on the Field (ch. 11 Auto A; ch. 21 Team). */
export interface KeywordConstant {
  /**
   * The continuous effects of `e`, printed `n`th on `card` controlled by `seat`; `gained` is shared
   * by every card on the table as it is read, for what is given only once however many cards print it.
   */
  effects: (
    s: GameState,
    seat: Seat,
    card: CardId,
    e: SpecialEffect,
    n: number,
    gained: Set<string>,
  ) => ContinuousEffect[];
  /** The most `e` could lower a Defence by (at most 0), whether it works now or not (destruction.ts). */
  lowers: (e: SpecialEffect) => number;
  /** The ability name a card with `e` answers to in selectors (Team A: `team:A`); the kind when absent. */
  ability?: (e: SpecialEffect) => string;
}

/** What a squad effect changes in battle damage (ch. 15; ch. 21), when every Unit of the squad has it. */
export interface KeywordBattle {
  /** The squad deals its battle damage at Swift Strike Timing, before normal damage (Swift Strike). */
  strikesFirst?: true;
  /** Attacking, the damage left over after the enemy squad is dealt to the enemy's Nation (Raid). */
  overflowsToNation?: true;
}

const HOOK_POINTS = [
  'sortie',
  'use',
  'play',
  'set',
  'host',
  'battle',
  'stats',
  'damage',
  'negates',
  'constant',
] as const;
type HookPoint = (typeof HOOK_POINTS)[number];

/** A special effect's rules as its file defines them (`keywords/<kind>.ts`); keywords/registry.ts lists them all. */
export const defineKeyword = <K extends SpecialEffectKind>(rules: KeywordRules<K>): KeywordRules<K> => rules;

/**
 * Every special effect by kind and by name, and per hook point those with a check there, in the
 * order of the list they were built from (keywords/registry.ts: chapter 21's, which is also the
 * order their sortie checks are asked in). Built once; `byWritten` remembers the names scripts'
 * conditions and ops write as they resolve, each read once (`normaliseKeywordId`).
 */
export interface KeywordTable {
  all: readonly KeywordRules[];
  byKind: ReadonlyMap<string, KeywordRules>;
  byName: ReadonlyMap<string, KeywordRules>;
  with: Readonly<Record<HookPoint, readonly KeywordRules[]>>;
  byWritten: Map<string, KeywordRules | null>;
}

/** The table of these special effects; a name two of them claim is refused. */
export function keywordTable(list: readonly { readonly kind: SpecialEffectKind }[]): KeywordTable {
  const all = list as unknown as readonly KeywordRules[];
  const byName = new Map<string, KeywordRules>();
  const byKind = new Map<string, KeywordRules>();
  for (const rules of all) {
    const printed = GUNDAM_WAR_KEYWORDS.filter((d) => rules.names.includes(d.id)).flatMap((d) => [
      d.name,
      ...(d.aliases ?? []),
      ...(d.ja ?? []),
    ]);
    for (const name of new Set([...rules.names, ...printed.map(normaliseKeywordId)])) {
      const taken = byName.get(name);
      if (taken && taken.kind !== rules.kind)
        throw new Error(`Gundam War keyword name "${name}" is both ${taken.kind} and ${rules.kind}.`);
      byName.set(name, rules);
    }
    if (byKind.has(rules.kind)) throw new Error(`Gundam War special effect "${rules.kind}" is listed twice.`);
    byKind.set(rules.kind, rules);
  }
  const withPoint = Object.fromEntries(
    HOOK_POINTS.map((point) => [point, Object.freeze(all.filter((k) => k[point] !== undefined))]),
  ) as Record<HookPoint, readonly KeywordRules[]>;
  return { all: Object.freeze([...all]), byKind, byName, with: Object.freeze(withPoint), byWritten: new Map() };
}

/** The special effects the rules read (keywords/registry.ts's table; module.ts installs it). */
const TABLE = lateBound<KeywordTable>('The table of Gundam War special effects (keywords/registry.ts)');
export const installKeywords = (table: KeywordTable): void => TABLE.install(table);
const byKind = (): ReadonlyMap<string, KeywordRules> => TABLE.get().byKind;

/** The special effects that add a check at `point`, in the order keywords/registry.ts lists them (a shared list: not to be edited). */
export function keywordsWith<P extends HookPoint>(
  point: P,
): readonly (KeywordRules & Required<Pick<KeywordRules, P>>)[] {
  return TABLE.get().with[point] as (KeywordRules & Required<Pick<KeywordRules, P>>)[];
}

/** The rules of one special effect, by kind. */
export function keywordRules(kind: string): KeywordRules | undefined {
  return byKind().get(kind);
}

/** The special effects among `effects` that add a check at `point`, each with its effect, in the order printed. */
export function effectsWith<P extends HookPoint>(
  effects: readonly SpecialEffect[],
  point: P,
): { effect: SpecialEffect; rules: NonNullable<KeywordRules[P]> }[] {
  const out: { effect: SpecialEffect; rules: NonNullable<KeywordRules[P]> }[] = [];
  for (const effect of effects) {
    const rules = byKind().get(effect.kind)?.[point];
    if (rules) out.push({ effect, rules: rules as NonNullable<KeywordRules[P]> });
  }
  return out;
}

/** Whether one of `effects` plays its card by the rule `flag` (Quick's any Free Timing, Variable's G, a chosen cost…). */
export function playsBy(effects: readonly SpecialEffect[], flag: keyof KeywordPlay): boolean {
  for (const e of effects) if (byKind().get(e.kind)?.play?.[flag]) return true;
  return false;
}

/** Whether a Unit with `effects` holds Set cards by the rule `flag` (Cruiser and Base take many Characters…). */
export function hostsBy(effects: readonly SpecialEffect[], flag: 'takesMany' | 'noCharacterModifications'): boolean {
  for (const e of effects) if (byKind().get(e.kind)?.host?.[flag]) return true;
  return false;
}

/** Whether a Set card with `effects` takes no Character's place on a plain Unit (Set/Character). */
export function leavesRoom(effects: readonly SpecialEffect[]): boolean {
  for (const e of effects) if (byKind().get(e.kind)?.set?.leavesRoom) return true;
  return false;
}

function rulesNamed(name: string): KeywordRules | null {
  const table = TABLE.get();
  let rules = table.byWritten.get(name);
  if (rules === undefined) table.byWritten.set(name, (rules = table.byName.get(normaliseKeywordId(name)) ?? null));
  return rules;
}

/** One keyword of the card database as a special effect, or null when it is not one. */
export function specialEffectOf(keyword: Keyword): SpecialEffect | null {
  const rules = rulesNamed(keyword.id) ?? rulesNamed(keyword.label);
  if (!rules) return null;
  return rules.read ? rules.read(keyword) : ({ kind: rules.kind } as SpecialEffect);
}

/** Reads `(X)`: the keyword's number, 0 when none is printed. */
export function readX<K extends Extract<SpecialEffect, { x: number }>['kind']>(kind: K) {
  return (keyword: Keyword) => ({ kind, x: keyword.value ?? 0 }) as Extract<SpecialEffect, { kind: K }>;
}

/** Every special effect printed on a card. */
export function printedEffects(card: Pick<GundamWarCard, 'keywords'>): SpecialEffect[] {
  return card.keywords.map(specialEffectOf).filter((e): e is SpecialEffect => e !== null);
}

export function hasEffect(effects: readonly SpecialEffect[], kind: SpecialEffectKind): boolean {
  return effects.some((e) => e.kind === kind);
}

/**
 * The X of a numbered effect. Space Battle and Prevent add up when a card has more than
 * one (ch. 21 notes under each); the others take the largest instance.
 */
export function effectValue(
  effects: readonly SpecialEffect[],
  kind: 'space-battle' | 'special-shield' | 'psycommu' | 'area-weapon' | 'resupply' | 'prevent',
): number {
  const xs = effects.filter((e): e is Extract<SpecialEffect, { x: number }> => e.kind === kind).map((e) => e.x);
  if (xs.length === 0) return 0;
  return kind === 'space-battle' || kind === 'prevent' ? xs.reduce((a, b) => a + b, 0) : Math.max(...xs);
}

/** Whether `kind` is a squad effect (its keyword file says so: `squad`). */
export function isSquadEffect(kind: SpecialEffectKind): boolean {
  return byKind().get(kind)?.squad === true;
}

/** Whether one of `effects` gives constant effects (Team). */
export function givesConstant(effects: readonly SpecialEffect[]): boolean {
  for (const e of effects) if (byKind().get(e.kind)?.constant) return true;
  return false;
}

/** The ability name a card with `e` answers to in selectors (Team A: `team:A`). */
export function abilityName(e: SpecialEffect): string {
  return byKind().get(e.kind)?.constant?.ability?.(e) ?? e.kind;
}

/** Same-name rules treat `Restrict to 1/Self` and `/Deck` as wording of `Restrict to 1` (ch. 21 "Effects that are treated to be the same"). */
export function countsAsWording(effects: readonly SpecialEffect[], kind: SpecialEffectKind): boolean {
  if (hasEffect(effects, kind)) return true;
  if (kind === 'restrict-1') return hasEffect(effects, 'restrict-1-self') || hasEffect(effects, 'restrict-1-deck');
  return false;
}
