/**
 * Values derived from the state, never stored: controller, Set groups, the special
 * effects a Unit has (with those its Set cards lend), battle stats after battle
 * modifications, and the squad-wide special effects.
 */
import type { GundamWarCard } from '../../cards/model';
import { hasEffect, printedEffects, SQUAD_EFFECTS, type BattleModification, type SpecialEffect, type SpecialEffectKind, type SquadEffectKind } from './keywords';
import type { Area, GundamWarState, Seat, Squad } from './state';
import { other } from './state';

export function def(s: GundamWarState, id: string): GundamWarCard {
  return s.defs[s.cards[id].number];
}

export function onField(s: GundamWarState, id: string): boolean {
  const p = s.cards[id].place;
  if (p.at === 'set') return onField(s, p.on);
  return p.at === 'battle' || (p.at === 'disposition');
}

/** The controller of a card on the Field (ch. 04 "Control and Controller"); null elsewhere. */
export function controllerOf(s: GundamWarState, id: string): Seat | null {
  const p = s.cards[id].place;
  if (p.at === 'set') return controllerOf(s, p.on);
  if (p.at === 'battle' || p.at === 'disposition') return p.seat;
  return null;
}

/** The card at the top of a Set group (the Unit, or the G a Set/G card sits on). */
export function groupHead(s: GundamWarState, id: string): string {
  const p = s.cards[id].place;
  return p.at === 'set' ? groupHead(s, p.on) : id;
}

/** Every card Set under this one, including cards Set on those (Set/Character), in order. */
export function setCards(s: GundamWarState, id: string): string[] {
  const direct = Object.values(s.cards)
    .filter((c) => c.place.at === 'set' && c.place.on === id)
    .sort((a, b) => a.since - b.since)
    .map((c) => c.id);
  return direct.flatMap((c) => [c, ...setCards(s, c)]);
}

/** The type a card is treated as now: a Dismantled Unit or a Variable card is a G. */
export function cardType(s: GundamWarState, id: string): GundamWarCard['type'] {
  const c = s.cards[id];
  if (c.dismantleCoins > 0 || c.variableG) return 'g';
  return def(s, id).type;
}

/** Water negates the text of enemy Units without Water engaged with an all-Water squad in the Earth Area. */
function textNegatedByWater(s: GundamWarState, id: string): boolean {
  const p = s.cards[id].place;
  if (p.at !== 'battle' || p.area !== 'earth') return false;
  if (hasEffect(ownPrinted(s, id), 'water')) return false;
  // Water itself is read before negation, so two Water squads cannot negate each other in a loop.
  return s.battle.earth.some((q) => q.seat !== p.seat && q.units.every((u) => hasEffect(unnegatedEffects(s, u), 'water')));
}

function ownPrinted(s: GundamWarState, id: string): SpecialEffect[] {
  const c = s.cards[id];
  // A Dismantle Coin negates the Unit's text; a Variable card keeps only its G part (ch. 21).
  if (c.dismantleCoins > 0 || c.variableG) return [];
  return printedEffects(def(s, id));
}

/** Special effects a card has now, including the squad effects its Set cards lend (ch. 21 special rule). */
export function effectsOf(s: GundamWarState, id: string): SpecialEffect[] {
  if (textNegatedByWater(s, id)) return [];
  return unnegatedEffects(s, id);
}

function unnegatedEffects(s: GundamWarState, id: string): SpecialEffect[] {
  const own = ownPrinted(s, id);
  if (s.cards[id].place.at === 'set' || cardType(s, id) !== 'unit') return own;
  const lent = setCards(s, id).flatMap((sc) => ownPrinted(s, sc).filter((e) => (SQUAD_EFFECTS as readonly string[]).includes(e.kind)));
  return [...own, ...lent];
}

export function has(s: GundamWarState, id: string, kind: SpecialEffectKind): boolean {
  return hasEffect(effectsOf(s, id), kind);
}

/** A squad effect applies only when every Unit of the squad has it. */
export function squadHas(s: GundamWarState, squad: Squad, kind: SquadEffectKind): boolean {
  return squad.units.length > 0 && squad.units.every((u) => has(s, u, kind));
}

export function squadOf(s: GundamWarState, id: string): { area: Area; squad: Squad } | null {
  for (const area of ['earth', 'space'] as const) {
    const squad = s.battle[area].find((q) => q.units.includes(id));
    if (squad) return { area, squad };
  }
  return null;
}

/** The enemy squad engaged in battle with this one (same Battle Area). */
export function engagedWith(s: GundamWarState, area: Area, squad: Squad): Squad | null {
  return s.battle[area].find((q) => q.seat === other(squad.seat)) ?? null;
}

const ZERO: BattleModification = { melee: 0, ranged: 0, hp: 0 };

function add(a: BattleModification, b: BattleModification): BattleModification {
  return { melee: a.melee + b.melee, ranged: a.ranged + b.ranged, hp: a.hp + b.hp };
}

/** Printed stats; `*` (absent) counts as 0 (ch. 15 "Calculating using *"). Transformed Mode uses its own line. */
function baseStats(s: GundamWarState, id: string): BattleModification {
  const d = def(s, id);
  if (s.cards[id].transformed) {
    const m = /Transformed:\s*(\d+|\*)\s*\/\s*(\d+|\*)\s*\/\s*(\d+|\*)/i.exec(d.text);
    if (m) return { melee: Number(m[1]) || 0, ranged: Number(m[2]) || 0, hp: Number(m[3]) || 0 };
  }
  return { melee: d.melee ?? 0, ranged: d.ranged ?? 0, hp: d.hp ?? 0 };
}

/** The battle modification a Set card gives its Unit (ch. 17; ch. 21 Cruiser, Base, Support, Set/G, Cruiser-use-Modification). */
function setModification(s: GundamWarState, unit: string, setCard: string): BattleModification {
  const d = def(s, setCard);
  const own = ownPrinted(s, setCard);
  const unitEffects = ownPrinted(s, unit);
  if (cardType(s, unit) === 'g') return ZERO;
  let mod: BattleModification = { melee: d.melee ?? 0, ranged: d.ranged ?? 0, hp: d.hp ?? 0 };
  if (d.type === 'character' && (hasEffect(unitEffects, 'cruiser') || hasEffect(unitEffects, 'base') || hasEffect(unitEffects, 'support'))) mod = ZERO;
  for (const e of own) {
    if (e.kind === 'cruiser-use-modification' && hasEffect(unitEffects, 'cruiser')) mod = add(mod, e.mod);
  }
  return mod;
}

/** Team ->[A]B: every Unit of team A in the same area gains B's battle modification. */
function teamBonus(s: GundamWarState, id: string): BattleModification {
  const place = s.cards[id].place;
  if (place.at !== 'battle' && place.at !== 'disposition') return ZERO;
  const mine = effectsOf(s, id).filter((e): e is Extract<SpecialEffect, { kind: 'team' }> => e.kind === 'team');
  if (mine.length === 0) return ZERO;
  const sameArea = Object.values(s.cards).filter((c) => {
    const p = c.place;
    if (p.at !== place.at || p.seat !== place.seat) return false;
    return p.at === 'disposition' || (place.at === 'battle' && p.at === 'battle' && p.area === place.area);
  });
  let total = ZERO;
  for (const source of sameArea) {
    for (const e of effectsOf(s, source.id)) {
      if (e.kind === 'team' && e.bonus && mine.some((m) => m.team === e.team)) total = add(total, e.bonus);
    }
  }
  return total;
}

/** Space Battle (X): enemies without it engaged with an all-Space-Battle squad in Space get -Y/-0/-0, Y the lowest X. */
function spaceBattlePenalty(s: GundamWarState, id: string): number {
  const p = s.cards[id].place;
  if (p.at !== 'battle' || p.area !== 'space' || has(s, id, 'space-battle')) return 0;
  const enemy = s.battle.space.find((q) => q.seat !== p.seat);
  if (!enemy || !squadHas(s, enemy, 'space-battle')) return 0;
  return Math.min(...enemy.units.map((u) => spaceBattleX(s, u)));
}

/** A Unit's Space Battle value: instances on it (and lent by its Set cards) add up (ch. 21 note under Space Battle). */
export function spaceBattleX(s: GundamWarState, id: string): number {
  return effectsOf(s, id).reduce((sum, e) => sum + (e.kind === 'space-battle' ? e.x : 0), 0);
}

/** Battle stats now. HP here is the Unit's Defense; damage taken is separate (ch. 15). */
export function statsOf(s: GundamWarState, id: string): BattleModification {
  let st = baseStats(s, id);
  for (const sc of setCards(s, id)) st = add(st, setModification(s, id, sc));
  st = add(st, teamBonus(s, id));
  for (const m of s.cards[id].modifiers) st = add(st, m.mod);
  st = add(st, { melee: -spaceBattlePenalty(s, id), ranged: 0, hp: 0 });
  return { melee: Math.max(0, st.melee), ranged: Math.max(0, st.ranged), hp: Math.max(0, st.hp) };
}

/** Field cards of a seat in its Disposition Area and Battle Areas (group heads only). */
export function fieldCards(s: GundamWarState, seat: Seat): string[] {
  const inBattle = (['earth', 'space'] as const).flatMap((a) => s.battle[a].filter((q) => q.seat === seat).flatMap((q) => q.units));
  return [...s.zones[seat].disposition, ...inBattle];
}

/** The Nation Power sources a seat controls: G, Dismantled Units, Variable cards. */
export function powerSources(s: GundamWarState, seat: Seat): { id: string; color: NonNullable<GundamWarCard['color']>; rolled: boolean }[] {
  return s.zones[seat].disposition
    .filter((id) => cardType(s, id) === 'g')
    .map((id) => ({ id, color: def(s, id).color ?? 'purple', rolled: s.cards[id].rolled }));
}
