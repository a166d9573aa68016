/**
 * The Gundam War reading of a card script (engine/abilities/schema.ts), once per printed
 * card: the played text of a Command, constant texts (Auto A), automatic texts (Auto B, D),
 * text a card on the Field plays, and the rules a card changes (a chosen G colour, Extra and
 * Substitute Cost payments, a Transformed Mode). The script was checked when the card was
 * read, so every word here is one Gundam War allows.
 */
import type { ScriptOp, ScriptTarget } from '../../abilities';
import type { ScriptCost, ScriptIf } from '../../abilities/schema';
import type { GundamWarCard } from '../../cards/model';
import type { CardId, Seat } from '../../core/types';
import type { JsonValue, TriggerDraft } from '../../effects';
import { specialEffectOf, type BattleModification, type SpecialEffectKind } from './keywords';
import type { Area } from './state';
import { card as ref, says } from './words';

/** When a Command or text may be played (its printed timing, ch. 07 "Timing for Playing Text"). */
export type TextTiming =
  | 'any'
  | 'own-turn'
  | 'enemy-turn'
  | 'own-disposition'
  | 'battle'
  | 'attack'
  | 'defend'
  | 'damage'
  | 'return'
  // A phase or step of either turn (`disposition`) or of one side's turn (`own-attack`, `enemy-battle`).
  | 'disposition'
  | 'enemy-disposition'
  | 'own-battle'
  | 'enemy-battle'
  | 'own-attack'
  | 'enemy-attack'
  | 'own-defend'
  | 'enemy-defend'
  | 'own-damage'
  | 'enemy-damage'
  | 'own-return'
  | 'enemy-return';

/** A played effect: when it may be played, what it aims at, what it does. */
export interface CardText {
  timing: TextTiming;
  /** "If you ~": cannot be played unless met, fails if no longer met as it resolves (ch. 12). */
  if?: ScriptIf;
  target?: ScriptTarget;
  ops: ScriptOp[];
}

export type AutoA =
  /** Support's "the other Units in this card's Squad get M". */
  | { k: 'squad-others'; mod: BattleModification }
  /** "Enemy Units in the <area> Area that do not have E get M" (Orbital Blockade). */
  | { k: 'enemy-in-area-without'; area: Area; without: SpecialEffectKind; mod: BattleModification }
  /** "Your Units with E get M" (Desert Campaign). */
  | { k: 'yours-with'; effect: SpecialEffectKind; mod: BattleModification }
  /** A Set card: "the Unit this card is Set on gets M while it has E". */
  | { k: 'host-with'; effect: SpecialEffectKind; mod: BattleModification }
  /** "This card gets M while it is in the <area> Area" (このカードは、宇宙エリアにいる場合、…を得る). */
  | { k: 'self-in-area'; area: Area; mod: BattleModification }
  /** "If a Character with T is Set on this card, this card gets M". */
  | { k: 'self-if-set-trait'; trait: string; mod: BattleModification }
  /** "(While you have N or more G,) your Commands need X less Total Nation Power, to a minimum of 1". */
  | { k: 'command-discount'; amount: number; minG: number };

/** Auto B "when this card is played"; Auto D "when this card comes out onto the Field", "when this card is destroyed", "at the end of each turn". */
/** `own-turn-start` / `own-end-of-turn`: at the start / end of its controller's own turn (upkeep.ts). */
export type AutoWhen = 'played' | 'comes-out' | 'destroyed' | 'end-of-turn' | 'own-turn-start' | 'own-end-of-turn';
export type AutoText = { kind: 'auto-b' | 'auto-d'; when: AutoWhen; ops: ScriptOp[]; index: number };

/** Text a card on the Field plays (ch. 08 "Steps for Playing Card and Text"). */
export type FieldText = CardText & { cost: ScriptCost; index: number };

/** "All players (the enemy player) can't play <type>" (an Auto A lock, locks.ts): whose plays, of what card type. */
export type PlayLock = {
  who: 'all' | 'enemy';
  card: 'unit' | 'command' | 'character' | 'operation' | 'g';
  /** 「自軍Gが5枚以上ある場合、…」: the lock works only while its card's controller has this many G. */
  minG?: number;
};

export interface GundamWarScript {
  command: CardText | null;
  autoA: AutoA[];
  locks: PlayLock[];
  /** 「このカードは宇宙エリアに出撃できない」: the Battle Areas this Unit may not sortie to (`null`: none at all). */
  sortieLocks: (Area | null)[];
  autoTexts: AutoText[];
  field: FieldText | null;
  choosesColour: boolean;
  extraCost: ScriptCost | null;
  substituteCost: ScriptCost | null;
  transformed: { stats: BattleModification; keywords: SpecialEffectKind[] } | null;
}

const kindOf = (id: string): SpecialEffectKind | null => specialEffectOf({ id, label: id })?.kind ?? null;
const modOf = (ops: ScriptOp[]): BattleModification => {
  const m = ops.find((o) => o.op === 'modify') as { melee: number; ranged: number; hp: number } | undefined;
  return { melee: m?.melee ?? 0, ranged: m?.ranged ?? 0, hp: m?.hp ?? 0 };
};

function read(card: GundamWarCard): GundamWarScript {
  const out: GundamWarScript = {
    command: null,
    autoA: [],
    locks: [],
    sortieLocks: [],
    autoTexts: [],
    field: null,
    choosesColour: false,
    extraCost: null,
    substituteCost: null,
    transformed: null,
  };
  (card.script?.abilities ?? []).forEach((a, index) => {
    switch (a.kind) {
      case 'play':
        out.command ??= {
          timing: (a.timing ?? 'any') as TextTiming,
          ...(a.if ? { if: a.if } : {}),
          ...(a.target ? { target: a.target } : {}),
          ops: a.do,
        };
        return;
      case 'activated':
        out.field ??= {
          timing: (a.timing ?? 'any') as TextTiming,
          ...(a.if ? { if: a.if } : {}),
          ...(a.target ? { target: a.target } : {}),
          ops: a.do,
          cost: a.cost ?? {},
          index,
        };
        return;
      case 'trigger':
        out.autoTexts.push({
          kind: a.when === 'played' ? 'auto-b' : 'auto-d',
          when: a.when as AutoWhen,
          ops: a.do,
          index,
        });
        return;
      case 'static': {
        if (a.affects.scope === 'self' && a.do.some((o) => o.op === 'lock' && o.what === 'sortie')) {
          out.sortieLocks.push(a.affects.area ?? null);
          return;
        }
        const lock = lockOf(a.affects, a.do, a.while);
        if (lock) {
          out.locks.push(lock);
          return;
        }
        const auto = autoAOf(a.affects, a.while, a.do);
        if (auto) out.autoA.push(auto);
        return;
      }
      case 'rule':
        if (a.rule === 'choose-g-colour') out.choosesColour = true;
        else if (a.rule === 'extra-cost') out.extraCost = a.cost ?? {};
        else if (a.rule === 'substitute-cost') out.substituteCost = a.cost ?? {};
        else if (a.rule === 'transformed-mode' && a.stats) {
          out.transformed = {
            stats: a.stats,
            keywords: (a.keywords ?? []).map(kindOf).filter((k): k is SpecialEffectKind => k !== null),
          };
        }
        return;
      default:
        return;
    }
  });
  return out;
}

function lockOf(
  affects: { scope: string; card?: string },
  ops: ScriptOp[],
  w: { gAtLeast?: number } | undefined,
): PlayLock | null {
  if (!ops.some((o) => o.op === 'lock') || (affects.scope !== 'all' && affects.scope !== 'enemy')) return null;
  const card = affects.card;
  if (card !== 'unit' && card !== 'command' && card !== 'character' && card !== 'operation' && card !== 'g')
    return null;
  return { who: affects.scope, card, ...(w?.gAtLeast ? { minG: w.gAtLeast } : {}) };
}

function autoAOf(
  affects: { scope: string; card?: string; area?: Area; keyword?: string; without?: string },
  w: { gAtLeast?: number; setTrait?: string } | undefined,
  ops: ScriptOp[],
): AutoA | null {
  const mod = modOf(ops);
  const cost = ops.find((o) => o.op === 'cost') as { delta: number } | undefined;
  if (cost && affects.card === 'command') return { k: 'command-discount', amount: -cost.delta, minG: w?.gAtLeast ?? 0 };
  switch (affects.scope) {
    case 'squad-others':
      return { k: 'squad-others', mod };
    case 'enemy': {
      const without = affects.without ? kindOf(affects.without) : null;
      return without && affects.area ? { k: 'enemy-in-area-without', area: affects.area, without, mod } : null;
    }
    case 'yours': {
      const effect = affects.keyword ? kindOf(affects.keyword) : null;
      return effect ? { k: 'yours-with', effect, mod } : null;
    }
    case 'host': {
      const effect = affects.keyword ? kindOf(affects.keyword) : null;
      return effect ? { k: 'host-with', effect, mod } : null;
    }
    case 'self':
      if (w?.setTrait) return { k: 'self-if-set-trait', trait: w.setTrait, mod };
      return affects.area ? { k: 'self-in-area', area: affects.area, mod } : null;
    default:
      return null;
  }
}

/**
 * The automatic effects of a printed card that arise at `when`, for the effect system. One that
 * waits for a special timing ("when ~") happens once per turn (ch. 11 Effects that happen at
 * Special Timings); "at the end of each turn" and Auto B every time.
 */
export function autoDrafts(card: GundamWarCard, id: CardId, controller: Seat, when: AutoWhen): TriggerDraft[] {
  return scriptOf(card)
    .autoTexts.filter((t) => t.when === when)
    .map((t) => ({
      kind: t.kind,
      source: id,
      ability: `${t.kind}:${when}`,
      controller,
      op: { k: 'auto-text', index: t.index } as unknown as JsonValue,
      label: `${card.name}: ${t.kind === 'auto-b' ? 'Auto B' : 'Auto D'}`,
      labelMsg: says(t.kind === 'auto-b' ? 'cut.label.autoB' : 'cut.label.autoD', { card: ref(0) }),
      ...(when === 'comes-out' || when === 'destroyed' ? { frequency: 'once-per-turn' as const } : {}),
    }));
}

const cache = new WeakMap<GundamWarCard, GundamWarScript>();

/** A printed card's script as the Gundam War rules read it (worked out once per printed card). */
export function scriptOf(card: GundamWarCard): GundamWarScript {
  let s = cache.get(card);
  if (!s) cache.set(card, (s = read(card)));
  return s;
}
