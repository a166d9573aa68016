/**
 * Special effects a player uses (ch. 21): Psycommu, Area Weapon, Atmospheric Entry,
 * Transformer, Dismantle, Resupply, Multiple — each put on the Cut — and Change, which
 * applies at once (Auto B). Text marked `<(0)>` is used once per turn per card; Multiple
 * says "every" and is limited only by its cost.
 */
import { cardType, controllerOf, def, effectsOf, engagedWith, setCards, squadOf, statsOf } from './derive';
import { effectValue, hasEffect, parseModification, type SpecialEffect } from './keywords';
import { log, moveTo, type Ctx } from './moves';
import { markDestroyed, noteVulture } from './flow';
import { effectDamage } from './resolve';
import { other, type CutEffect, type GundamWarState, type Seat } from './state';

export type AbilityName = 'psycommu' | 'area-weapon' | 'atmospheric-entry' | 'transformer' | 'dismantle' | 'resupply' | 'multiple';
export const ABILITIES: readonly AbilityName[] = ['psycommu', 'area-weapon', 'atmospheric-entry', 'transformer', 'dismantle', 'resupply', 'multiple'];

export interface ActivateIntent {
  type: 'activate';
  seat: Seat;
  card: string;
  ability: AbilityName;
  targets?: string[];
}

interface Refusal {
  error: string;
  rule: string;
}

const refuse = (error: string, rule: string): Refusal => ({ error, rule });

function timingFor(s: GundamWarState, seat: Seat, ability: AbilityName): boolean {
  switch (ability) {
    case 'psycommu':
      return s.step === 'defend' && s.moment === 'free-after';
    case 'area-weapon':
      return s.step === 'damage';
    case 'atmospheric-entry':
      return s.step === 'defend';
    case 'transformer':
    case 'multiple':
      return s.phase === 'battle';
    case 'dismantle':
      return s.phase === 'disposition' && s.active === seat;
    case 'resupply':
      return s.step === 'return' && s.moment === 'free';
  }
}

/** Enemy Units this card's Psycommu can reach (ch. 21 "Psycommu"). */
export function psycommuTargets(s: GundamWarState, card: string): string[] {
  const seat = controllerOf(s, card);
  if (seat === null) return [];
  const sq = squadOf(s, card);
  if (sq) return engagedWith(s, sq.area, sq.squad)?.units ?? [];
  const terrain = def(s, card).terrain ?? 'both';
  const areas = terrain === 'both' ? (['earth', 'space'] as const) : [terrain];
  return areas.flatMap((a) => s.battle[a].filter((q) => q.seat === other(seat)).flatMap((q) => q.units));
}

function resupplyTargets(s: GundamWarState, card: string): string[] {
  const sq = squadOf(s, card);
  if (!sq) return [];
  return sq.squad.units.filter((u) => !s.cards[u].rolled && !hasEffect(effectsOf(s, u), 'cruiser') && !hasEffect(effectsOf(s, u), 'base'));
}

function sameNameCost(s: GundamWarState, seat: Seat, card: string): string | undefined {
  const name = def(s, card).name;
  return [...s.zones[seat].hand, ...s.zones[seat].junkyard].find((c) => c !== card && def(s, c).name === name);
}

/** Checks an activation; on success returns the function that carries it out. */
export function checkActivate(s: GundamWarState, intent: ActivateIntent): Refusal | ((ctx: Ctx) => void) {
  const { seat, card, ability } = intent;
  const rule = `ch. 21 ${ability}`;
  if (!s.cards[card]) return refuse(`No card "${card}".`, rule);
  if (s.pending) return refuse('A decision is pending.', 'ch. 07 Free Timing');
  if (s.moment === 'none') return refuse('Nothing can be played outside Free Timing.', 'ch. 07 Free Timing');
  if (s.priority !== seat) return refuse('The other player has priority.', 'ch. 07 Priority of Free Timing');
  if (controllerOf(s, card) !== seat || s.cards[card].place.at === 'set') return refuse('You use the text of your own cards on the Field.', 'ch. 04 Control and Controller');
  const fx = effectsOf(s, card);
  const printed = fx.find((e) => e.kind === ability);
  if (!printed || cardType(s, card) !== 'unit') return refuse(`${def(s, card).name} has no ${ability}.`, rule);
  if (!timingFor(s, seat, ability)) return refuse(`${ability} cannot be used at this timing.`, rule);
  const key = `${card}:${ability}`;
  if (ability !== 'multiple' && (s.perTurn.used[key] ?? 0) >= 1) return refuse(`${ability} of this card was already used this turn.`, rule);
  const where = s.cards[card].place;
  let targets = intent.targets ?? [];
  let pay: ((ctx: Ctx) => void) | null = null;
  switch (ability) {
    case 'psycommu': {
      const nt = setCards(s, card).some((c) => def(s, c).type === 'character' && def(s, c).traits.includes('NT'));
      if (!nt) return refuse('Psycommu needs a Character with NT in the Set group.', rule);
      if (targets.length !== 1 || !psycommuTargets(s, card).includes(targets[0])) return refuse('Psycommu needs 1 enemy Unit it can reach as its target.', rule);
      break;
    }
    case 'area-weapon':
    case 'resupply':
      if (where.at !== 'battle') return refuse(`${ability} is used from a Battle Area.`, rule);
      if (ability === 'resupply') {
        const ok = resupplyTargets(s, card);
        if (targets.length > effectValue(fx, 'resupply') || targets.some((t) => !ok.includes(t))) return refuse('Resupply picks up to X upright non-Cruiser, non-Base Units of its squad.', rule);
      } else targets = [];
      break;
    case 'atmospheric-entry':
      if (where.at !== 'battle' || where.area !== 'space') return refuse('Atmospheric Entry is used from the Space Area.', rule);
      break;
    case 'transformer':
      if (s.cards[card].rolled) return refuse('Transformer is used in Reroll position.', rule);
      break;
    case 'dismantle':
      if (where.at !== 'disposition') return refuse('Dismantle is used in your Disposition Area.', rule);
      if (s.perTurn.g >= 1) return refuse('Dismantle counts as playing a G, and one G was already played this turn.', 'ch. 21 Dismantle');
      break;
    case 'multiple': {
      const cost = sameNameCost(s, seat, card);
      if (!cost) return refuse('Multiple needs a card of the same name in your hand or Junkyard to remove.', rule);
      pay = (ctx) => moveTo(ctx, cost, { at: 'removed', seat });
      break;
    }
  }
  return (ctx: Ctx) => {
    pay?.(ctx);
    ctx.s.perTurn.used[key] = (ctx.s.perTurn.used[key] ?? 0) + 1;
    if (ability === 'dismantle') ctx.s.perTurn.g++;
    const x = 'x' in printed ? (printed as Extract<SpecialEffect, { x: number }>).x : undefined;
    ctx.s.cut.push({ kind: 'text', card, seat, ability, targets, x: ability === 'resupply' || ability === 'psycommu' || ability === 'area-weapon' ? effectValue(fx, ability) || x : x });
    ctx.s.priority = other(seat);
    ctx.s.passes = 0;
    log(ctx, 'activate', seat, `{p${seat}} uses ${ability} of {0}.`, [card]);
  };
}

/** Applies a resolved special effect. */
export function applyAbility(ctx: Ctx, e: Extract<CutEffect, { kind: 'text' }>): void {
  const s = ctx.s;
  const x = e.x ?? 0;
  switch (e.ability as AbilityName) {
    case 'psycommu':
      if (psycommuTargets(s, e.card).includes(e.targets[0])) effectDamage(ctx, e.targets[0], x, true);
      break;
    case 'area-weapon': {
      const sq = squadOf(s, e.card);
      const enemy = sq ? engagedWith(s, sq.area, sq.squad) : null;
      // Compares Defense only; damage already taken does not lower it (ch. 21 note).
      for (const u of enemy?.units ?? []) if (statsOf(s, u).hp <= x) markDestroyed(ctx, u);
      break;
    }
    case 'atmospheric-entry': {
      const p = s.cards[e.card].place;
      if (p.at !== 'battle' || p.area !== 'space') break;
      moveTo(ctx, e.card, { at: 'battle', area: 'earth', seat: p.seat });
      s.cards[e.card].sortiedThisTurn = true;
      // It stops being the target of every unresolved effect.
      for (const other_ of s.cut) if ('targets' in other_) other_.targets = other_.targets.filter((t) => t !== e.card);
      noteVulture(s, 'earth');
      break;
    }
    case 'transformer':
      s.cards[e.card].transformed = !s.cards[e.card].transformed;
      break;
    case 'dismantle':
      s.cards[e.card].dismantleCoins += 1;
      for (const sc of setCards(s, e.card)) moveTo(ctx, sc, { at: 'junkyard', seat: s.cards[sc].owner });
      break;
    case 'resupply':
      for (const t of e.targets) if (squadOf(s, t)) s.cards[t].resupplied = true;
      break;
    case 'multiple': {
      const m = effectsOf(s, e.card).find((f): f is Extract<SpecialEffect, { kind: 'multiple' }> => f.kind === 'multiple');
      const mod = parseModification(m?.effect);
      if (mod && controllerOf(s, e.card) !== null) s.cards[e.card].modifiers.push({ mod, until: 'end-of-turn' });
      else log(ctx, 'manual', e.seat, `Resolve by hand: ${m?.effect ?? ''}`, [e.card]);
      break;
    }
  }
}

export interface ChangeIntent {
  type: 'change';
  seat: Seat;
  card: string;
  target: string;
}

/** Change [A] (Auto B): in the enemy's Attack Step, swap a hand card for your Unit named A, once per turn per player. */
export function checkChange(s: GundamWarState, intent: ChangeIntent): Refusal | ((ctx: Ctx) => void) {
  const { seat, card, target } = intent;
  const rule = 'ch. 21 Change';
  const c = s.cards[card];
  if (!c || c.place.at !== 'hand' || c.place.seat !== seat) return refuse('Change is used from your hand.', rule);
  const ch = effectsOf(s, card).find((e): e is Extract<SpecialEffect, { kind: 'change' }> => e.kind === 'change');
  if (!ch) return refuse(`${def(s, card).name} has no Change.`, rule);
  if (s.active === seat || s.step !== 'attack' || s.moment === 'none') return refuse("Change is used in the enemy's Attack Step.", rule);
  if (s.priority !== seat || s.pending) return refuse('You do not have priority.', 'ch. 07 Priority of Free Timing');
  if (s.perTurn.change[seat]) return refuse('Change was already used this turn.', rule);
  if (def(s, card).name === ch.name) return refuse("The card's own name may not be A.", rule);
  const t = s.cards[target];
  if (!t || controllerOf(s, target) !== seat || cardType(s, target) !== 'unit' || t.place.at === 'set' || !def(s, target).name.includes(ch.name)) {
    return refuse(`Change needs one of your Units named ${ch.name}.`, rule);
  }
  return (ctx: Ctx) => {
    const st = ctx.s;
    const place = st.cards[target].place;
    const riders = setCards(st, target).filter((r) => st.cards[r].place.at === 'set' && (st.cards[r].place as { on: string }).on === target);
    if (place.at === 'battle') {
      const squad = st.battle[place.area].find((q) => q.units.includes(target))!;
      const i = squad.units.indexOf(target);
      moveTo(ctx, card, place);
      squad.units.splice(squad.units.indexOf(card), 1);
      squad.units.splice(i, 0, card);
    } else moveTo(ctx, card, place);
    for (const r of riders) st.cards[r].place = { at: 'set', on: card };
    moveTo(ctx, target, { at: 'hand', seat: st.cards[target].owner });
    st.cards[card].rolled = false;
    st.perTurn.change[seat] = true;
    log(ctx, 'change', seat, '{p' + seat + '} changes {0} for {1}.', [target, card]);
  };
}
