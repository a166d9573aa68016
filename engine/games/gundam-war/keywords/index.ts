/**
 * Gundam War special effects (Advanced Rules, ch. 21 "Special Effects") as typed data.
 * The card database stores keywords as `{id, label, value?, param?}`; this module turns
 * them into one discriminated union so every rule that reads a special effect is checked
 * by the compiler. English-CCG aliases (Assault, Preemptive Attack, Voucher, Battleship,
 * Stronghold, Wide Range Weapon, Switch, Supply) are accepted as the same effect.
 */
import type { GundamWarCard, Keyword } from '../../../cards/model';

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
  | { kind: 'multiple'; effect: string }
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

/** A battle modification `+X/+Y/+Z` (melee / ranged / HP). */
export interface BattleModification {
  melee: number;
  ranged: number;
  hp: number;
}

/** What a Substitute Cost's B does to the printed cost (ch. 21 "Substitute Cost"). */
export interface CostChange {
  total?: number;
  designated?: number;
}

const ALIASES: Record<string, SpecialEffectKind> = {
  'high-mobility': 'high-mobility',
  water: 'water',
  desert: 'desert',
  raid: 'raid',
  assault: 'raid',
  'swift-strike': 'swift-strike',
  'preemptive-attack': 'swift-strike',
  'preemptive-strike': 'swift-strike',
  vulture: 'vulture',
  voucher: 'vulture',
  'space-battle': 'space-battle',
  'special-shield': 'special-shield',
  psycommu: 'psycommu',
  'area-weapon': 'area-weapon',
  'wide-range-weapon': 'area-weapon',
  'atmospheric-entry': 'atmospheric-entry',
  multiple: 'multiple',
  team: 'team',
  change: 'change',
  switch: 'change',
  dismantle: 'dismantle',
  'ps-armor': 'ps-armor',
  transformer: 'transformer',
  transform: 'transformer',
  cruiser: 'cruiser',
  battleship: 'cruiser',
  base: 'base',
  stronghold: 'base',
  support: 'support',
  'cruiser-use-modification': 'cruiser-use-modification',
  'battleship-booster': 'cruiser-use-modification',
  resupply: 'resupply',
  supply: 'resupply',
  mf: 'mf',
  variable: 'variable',
  quick: 'quick',
  'restrict-1-turn': 'restrict-1-turn',
  'restrict-to-1-turn': 'restrict-1-turn',
  'restrict-1': 'restrict-1',
  'restrict-to-1': 'restrict-1',
  'restrict-1-self': 'restrict-1-self',
  'restrict-to-1-self': 'restrict-1-self',
  'restrict-1-own': 'restrict-1-self',
  'restrict-1-deck': 'restrict-1-deck',
  'restrict-to-1-deck': 'restrict-1-deck',
  'extra-cost': 'extra-cost',
  'substitute-cost': 'substitute-cost',
  prevent: 'prevent',
  'set-character': 'set-character',
  'set-ch': 'set-character',
  'set-g': 'set-g',
  'pollution-coin': 'pollution-coin',
  colony: 'trait-word',
  tire: 'trait-word',
  royalty: 'trait-word',
  family: 'trait-word',
  'family-name': 'trait-word',
  'school-undefeatable-east': 'trait-word',
};

/** `Space Battle (2)` → `space-battle`; ids already in that form pass through. */
export function normaliseKeywordId(idOrLabel: string): string {
  return idOrLabel
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/->.*$/, ' ')
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/\//g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Parses `+2/+0/-1`-style modifications; returns null when the text is not one. */
export function parseModification(text: string | undefined): BattleModification | null {
  const m = /([+-]\d+)\s*\/\s*([+-]\d+)\s*\/\s*([+-]\d+)/.exec(text ?? '');
  if (!m) return null;
  return { melee: Number(m[1]), ranged: Number(m[2]), hp: Number(m[3]) };
}

function parseCostChange(text: string): CostChange | null {
  if (text.trim() === '*') return null;
  const total = /total[^+\-\d]*([+-]\d+)/i.exec(text);
  const designated = /designated[^+\-\d]*([+-]\d+)/i.exec(text);
  return { total: total ? Number(total[1]) : undefined, designated: designated ? Number(designated[1]) : undefined };
}

/** One keyword of the card database as a special effect, or null when it is not one. */
export function specialEffectOf(keyword: Keyword): SpecialEffect | null {
  const kind = ALIASES[normaliseKeywordId(keyword.id)] ?? ALIASES[normaliseKeywordId(keyword.label)];
  if (!kind) return null;
  const x = keyword.value ?? 0;
  const param = keyword.param ?? '';
  switch (kind) {
    case 'space-battle':
    case 'special-shield':
    case 'psycommu':
    case 'area-weapon':
    case 'resupply':
    case 'variable':
    case 'prevent':
    case 'pollution-coin':
      return { kind, x };
    case 'ps-armor':
      return keyword.value === undefined ? { kind } : { kind, x };
    case 'multiple':
      return { kind, effect: keyword.effect ?? param };
    case 'team': {
      // `Team ->[A]B`: the parser gives A as param and B as effect; B may be a battle modification.
      const mod = parseModification(keyword.effect);
      if (!mod) return { kind, team: param.trim() };
      return /^\s*[+-]\d+\s*\/\s*[+-]\d+\s*\/\s*[+-]\d+\s*$/.test(keyword.effect ?? '')
        ? { kind, team: param.trim(), bonus: mod }
        : { kind, team: param.trim(), bonus: mod, text: (keyword.effect ?? '').trim() };
    }
    case 'change':
      return { kind, name: param };
    case 'cruiser-use-modification':
      return { kind, mod: parseModification(param) ?? { melee: 0, ranged: 0, hp: 0 } };
    case 'extra-cost':
      return { kind, condition: param };
    case 'substitute-cost':
      // `Substitute Cost ->[B]: A`: B changes the cost, A is paid instead.
      return { kind, change: parseCostChange(param || '*'), cost: (keyword.effect ?? '').trim() };
    case 'trait-word':
      return { kind, word: keyword.label };
    default:
      return { kind } as SpecialEffect;
  }
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

/**
 * The "squad" special effects: each applies only if every Unit of the squad has it, and a
 * Set card lends it to its Unit (ch. 21 "Special Rule for High Mobility, ... Space Battle").
 */
export const SQUAD_EFFECTS = [
  'high-mobility',
  'water',
  'desert',
  'raid',
  'swift-strike',
  'vulture',
  'space-battle',
] as const;
export type SquadEffectKind = (typeof SQUAD_EFFECTS)[number];

/** Cruiser, Base and Support share special play and Set rules (ch. 21 "Special Rules for Cruiser, Base and Support"). */
export function isCruiserLike(effects: readonly SpecialEffect[]): boolean {
  return hasEffect(effects, 'cruiser') || hasEffect(effects, 'base') || hasEffect(effects, 'support');
}

/** Same-name rules treat `Restrict to 1/Self` and `/Deck` as wording of `Restrict to 1` (ch. 21 "Effects that are treated to be the same"). */
export function countsAsWording(effects: readonly SpecialEffect[], kind: SpecialEffectKind): boolean {
  if (hasEffect(effects, kind)) return true;
  if (kind === 'restrict-1') return hasEffect(effects, 'restrict-1-self') || hasEffect(effects, 'restrict-1-deck');
  return false;
}
