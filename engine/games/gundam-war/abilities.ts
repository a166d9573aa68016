/**
 * Special effects a player uses (ch. 21): Psycommu, Area Weapon, Atmospheric Entry,
 * Transformer, Dismantle, Resupply and Multiple go on the Cut as played text; Change is an
 * automatic effect the player activates, applied at once without the Cut. Text marked
 * `<(0)>` is used once per turn per card; Multiple says "every" and is limited by its cost.
 */
import type { Draft } from '../../core/draft';
import { idText } from '../../core/ids';
import type { CardId, GameState, RuleError, Seat } from '../../core/types';
import { activate, activatePlayerAuto, removeAsTarget, stamp, type Activation } from '../../effects';
import { station } from './chart';
import { markDestroyed } from './destruction';
import { noteVulture } from './keywords/vulture';
import { defineOp, HOOKS, target } from './hooks';
import { effectValue, parseModification, type SpecialEffect } from './keywords';
import { EFFECTS_LENS, log, moveTo, setOn } from './moves';
import { areaOf, cardType, controllerOf, def, effectsOf, has, seatOf, setCards, squad, statsOf, zoneOf } from './read';
import { addModification, effectDamage } from './resolve-ops';
import { other, part, rulesOf, setMark, ZONE, type Area } from './state';
import { card as cardRef, keywordName, says } from './words';

const ref0 = cardRef(0);
const ref1 = cardRef(1);

export type AbilityName =
  | 'psycommu'
  | 'area-weapon'
  | 'atmospheric-entry'
  | 'transformer'
  | 'dismantle'
  | 'resupply'
  | 'multiple';
export const ABILITIES: readonly AbilityName[] = [
  'psycommu',
  'area-weapon',
  'atmospheric-entry',
  'transformer',
  'dismantle',
  'resupply',
  'multiple',
];

export type Refusal = { error: string; rule: string };
/** Carries out a checked move; the effect system may still refuse (it names the rule). */
export type Carry = (d: Draft) => RuleError | null;
const refuse = (error: string, rule: string): Refusal => ({ error, rule });
const NAMES: Record<string, string> = {
  psycommu: 'Psycommu (X)',
  'area-weapon': 'Area Weapon (X)',
  'atmospheric-entry': 'Atmospheric Entry',
  transformer: 'Transformer',
  dismantle: 'Dismantle',
  resupply: 'Resupply',
  multiple: 'Multiple -> A',
  Change: 'Change [A]',
};
const RULE = (ability: string) => `Gundam War ch. 21 Special Effects — ${NAMES[ability] ?? ability}`;

/** Is the timing of this special effect open now for `seat`? */
export function timingFor(s: GameState, seat: Seat, ability: AbilityName): boolean {
  const st = station(s);
  switch (ability) {
    case 'psycommu':
      return st.step === 'defend' && st.moment === 'free-after';
    case 'area-weapon':
      return st.step === 'damage';
    case 'atmospheric-entry':
      return st.step === 'defend';
    case 'transformer':
    case 'multiple':
      return st.phase === 'battle';
    case 'dismantle':
      return st.phase === 'disposition' && s.turn.active === seat;
    case 'resupply':
      return st.step === 'return' && st.moment === 'free';
  }
}

/** Enemy Units this card's Psycommu can reach: the squad in battle with it, or any enemy squad its terrain allows. */
export function psycommuTargets(s: GameState, card: CardId): CardId[] {
  const seat = controllerOf(s, card);
  if (seat === null || s.seats < 2) return [];
  const area = areaOf(s, card);
  if (area) return squad(s, other(seat), area);
  const terrain = def(s, card).terrain ?? 'both';
  const areas: Area[] = terrain === 'both' ? ['earth', 'space'] : [terrain];
  return areas.flatMap((a) => squad(s, other(seat), a));
}

export function resupplyTargets(s: GameState, card: CardId): CardId[] {
  const area = areaOf(s, card);
  if (!area) return [];
  return squad(s, seatOf(s, card), area).filter(
    (u) => !s.cards[u].turned && !has(s, u, 'cruiser') && !has(s, u, 'base'),
  );
}

function sameNameCost(s: GameState, seat: Seat, card: CardId): CardId | undefined {
  const name = def(s, card).name;
  return [...s.zones[`${seat}:${ZONE.hand}`], ...s.zones[`${seat}:${ZONE.junkyard}`]].find(
    (c) => c !== card && rulesOf(s).playing[c] === undefined && def(s, c).name === name,
  );
}

/** May `seat` play something now: Free Timing, their priority, no question waiting? */
export function canAct(s: GameState, seat: Seat): Refusal | null {
  const fx = rulesOf(s).effects;
  if (s.pending)
    return refuse(`Waiting for ${s.players[s.pending.seat]}: ${s.pending.prompt}`, 'Gundam War ch. 07 Free Timing');
  if (!fx.free || fx.priority === null)
    return refuse('Nothing can be played now: this is not Free Timing.', 'Gundam War ch. 07 Free Timing');
  if (fx.priority !== seat)
    return refuse(`${s.players[fx.priority]} has priority.`, 'Gundam War ch. 07 Priority of Free Timing');
  return null;
}

/** Checks a use of a special effect; on success returns what carries it out. */
export function checkActivate(
  s: GameState,
  seat: Seat,
  card: CardId,
  ability: AbilityName,
  targets: CardId[],
): Refusal | Carry {
  const rule = RULE(ability);
  if (!s.cards[card]) return refuse(`No card "${card}".`, rule);
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (controllerOf(s, card) !== seat || s.cards[card].attachedTo !== null)
    return refuse('You use the text of your own Units on the Field.', 'Gundam War ch. 04 Control and Controller');
  const fx = effectsOf(s, card);
  const printed = fx.find((e) => e.kind === ability);
  const name = def(s, card).name;
  if (!printed || cardType(s, card) !== 'unit') return refuse(`${name} has no ${ability}.`, rule);
  if (!timingFor(s, seat, ability)) return refuse(`${name}: ${ability} cannot be used at this timing.`, rule);
  const used = rulesOf(s).effects.used[`use:${idText(card)}:${ability}`] ?? 0;
  if (ability !== 'multiple' && used >= 1) return refuse(`${name}: ${ability} was already used this turn.`, rule);
  const where = zoneOf(s, card);
  let pay: ((d: Draft) => void) | null = null;
  switch (ability) {
    case 'psycommu': {
      const nt = setCards(s, card).some((c) => def(s, c).type === 'character' && def(s, c).traits.includes('NT'));
      if (!nt) return refuse(`${name}: Psycommu needs a Character with NT Set on it.`, rule);
      if (targets.length !== 1 || !psycommuTargets(s, card).includes(targets[0]))
        return refuse(`${name}: Psycommu needs 1 enemy Unit it can reach as its target.`, rule);
      break;
    }
    case 'area-weapon':
      if (!areaOf(s, card)) return refuse(`${name}: Area Weapon is used from a Battle Area.`, rule);
      targets = [];
      break;
    case 'resupply': {
      const ok = resupplyTargets(s, card);
      if (!areaOf(s, card)) return refuse(`${name}: Resupply is used from a Battle Area.`, rule);
      if (targets.length > effectValue(fx, 'resupply') || targets.some((t) => !ok.includes(t)))
        return refuse(
          `${name}: Resupply picks up to ${effectValue(fx, 'resupply')} upright Units of its squad that are not Cruisers or Bases.`,
          rule,
        );
      break;
    }
    case 'atmospheric-entry':
      if (where !== 'space-area') return refuse(`${name}: Atmospheric Entry is used from the Space Area.`, rule);
      targets = [];
      break;
    case 'transformer':
      if (s.cards[card].turned) return refuse(`${name}: Transformer is used in Reroll position.`, rule);
      targets = [];
      break;
    case 'dismantle':
      if (where !== ZONE.disposition) return refuse(`${name}: Dismantle is used in your Disposition Area.`, rule);
      if (rulesOf(s).perTurn.g >= 1)
        return refuse('Dismantle counts as playing a G, and a G was already played this turn.', rule);
      targets = [];
      break;
    case 'multiple': {
      const cost = sameNameCost(s, seat, card);
      if (cost === undefined)
        return refuse(
          `${name}: Multiple needs a card of the same name in your hand or Junkyard to remove from the game.`,
          rule,
        );
      pay = (d) => moveTo(d, cost, ZONE.removed, seat);
      targets = [];
      break;
    }
  }
  const x = 'x' in printed ? effectValue(fx, ability as 'psycommu') || (printed as { x: number }).x : 0;
  return (d: Draft) => {
    pay?.(d);
    if (ability === 'dismantle') part(d, 'perTurn').g += 1;
    log(
      d,
      'activate',
      seat,
      says('log.uses', { player: { seat }, ability: { ...keywordName(printed.kind), name: printed.kind }, card: ref0 }),
      [card],
    );
    const r = activate(
      d,
      HOOKS,
      {
        kind: 'play-text',
        source: card,
        ability,
        controller: seat,
        op: { k: 'ability', ability, x },
        label: `${name}: ${ability}${x ? ` (${x})` : ''}`,
        labelMsg: says(x ? 'cut.label.abilityX' : 'cut.label.ability', {
          card: ref0,
          ability: { ...keywordName(ability), name: ability },
          x,
        }),
        targets: targets.map((t) => target(d.state, t)),
      },
      ability === 'multiple' ? undefined : { perTurn: 1 },
    );
    return 'error' in r ? r : null;
  };
}

/** Carries out a resolved special effect. */
export function applyAbility(d: Draft, a: Activation): void {
  const s = d.state;
  const op = a.op as { ability: AbilityName; x: number };
  const card = a.source!;
  switch (op.ability) {
    case 'psycommu':
      effectDamage(d, a.targets[0].id, op.x, true);
      return;
    case 'area-weapon': {
      const area = areaOf(s, card);
      const seat = controllerOf(s, card);
      if (!area || seat === null) return;
      // Compares Defence only; damage already taken does not lower it (ch. 21 note).
      for (const u of squad(s, other(seat), area)) if (statsOf(s, u).hp <= op.x) markDestroyed(d, u);
      return;
    }
    case 'atmospheric-entry':
      if (zoneOf(s, card) !== 'space-area') return;
      moveTo(d, card, 'earth-area', seatOf(s, card));
      removeAsTarget(d, EFFECTS_LENS, card);
      setMark(d, 'sortied', card, true);
      noteVulture(d, 'earth');
      log(d, 'atmospheric-entry', a.controller, says('log.atmosphericEntry', { card: ref0 }), [card]);
      return;
    case 'transformer':
      setMark(d, 'transformed', card, !rulesOf(s).transformed.includes(card));
      return;
    case 'dismantle': {
      for (const sc of setCards(s, card)) moveTo(d, sc, ZONE.junkyard, s.cards[sc].owner);
      const c = d.card(card);
      c.counters.coin = (c.counters.coin ?? 0) + 1;
      // The card is now a G with other text: a new timestamp so derived values are worked out again.
      stamp(d, EFFECTS_LENS);
      log(d, 'dismantle', a.controller, says('log.dismantled', { card: ref0 }), [card]);
      return;
    }
    case 'resupply':
      for (const t of a.targets) if (areaOf(s, t.id)) setMark(d, 'resupplied', t.id, true);
      return;
    case 'multiple': {
      const m = effectsOf(s, card).find(
        (f): f is Extract<SpecialEffect, { kind: 'multiple' }> => f.kind === 'multiple',
      );
      const mod = parseModification(m?.effect);
      if (mod && controllerOf(s, card) !== null) addModification(d, a, card, mod);
      else log(d, 'manual', a.controller, says('log.byHand', { text: m?.effect ?? '' }), [card]);
      return;
    }
  }
}

/** Change [A] (ch. 21): in the enemy's Attack Step, swap a hand card for your Unit named A, once per turn per player. */
export function checkChange(s: GameState, seat: Seat, card: CardId, unit: CardId): Refusal | Carry {
  const rule = RULE('Change');
  const c = s.cards[card];
  if (!c || c.zone !== `${seat}:${ZONE.hand}`) return refuse('Change is used from your hand.', rule);
  const ch = effectsOf(s, card).find((e): e is Extract<SpecialEffect, { kind: 'change' }> => e.kind === 'change');
  if (!ch) return refuse(`${def(s, card).name} has no Change.`, rule);
  const st = station(s);
  if (s.turn.active === seat || st.step !== 'attack') return refuse("Change is used in the enemy's Attack Step.", rule);
  const busy = canAct(s, seat);
  if (busy) return busy;
  if (rulesOf(s).perTurn.change[seat]) return refuse('Change was already used this turn.', rule);
  if (def(s, card).name === ch.name) return refuse("The card's own name may not be A.", rule);
  if (
    !s.cards[unit] ||
    controllerOf(s, unit) !== seat ||
    cardType(s, unit) !== 'unit' ||
    s.cards[unit].attachedTo !== null ||
    !def(s, unit).name.includes(ch.name)
  ) {
    return refuse(`Change needs one of your Units named ${ch.name}.`, rule);
  }
  return (d: Draft) => {
    const t = part(d, 'perTurn');
    t.change = seat === 0 ? [true, t.change[1]] : [t.change[0], true];
    const r = activatePlayerAuto(d, HOOKS, {
      kind: 'player-auto',
      source: card,
      ability: 'change',
      controller: seat,
      op: { k: 'change', unit },
      label: `${def(s, card).name}: Change`,
      labelMsg: says('cut.label.change', { card: ref0 }),
      targets: [target(d.state, unit)],
    });
    return 'error' in r ? r : null;
  };
}

/** The swap itself: the hand card takes the Unit's place (and position in its squad), the Unit goes to its owner's hand. */
export function applyChange(d: Draft, a: Activation): void {
  const s = d.state;
  const card = a.source!;
  const unit = (a.op as { unit: CardId }).unit;
  if (s.cards[card].zone !== `${a.controller}:${ZONE.hand}`) return;
  const zone = s.cards[unit].zone;
  const riders = setCards(s, unit);
  const list = s.zones[zone];
  const at = list.indexOf(unit);
  moveTo(d, card, zone.slice(2), a.controller);
  const l = d.zone(zone);
  l.splice(l.indexOf(card), 1);
  l.splice(at, 0, card);
  for (const r of riders.filter((x) => s.cards[x].attachedTo === unit)) setOn(d, r, card);
  moveTo(d, unit, ZONE.hand, a.controller);
  if (d.state.cards[card].turned) d.card(card).turned = false;
  log(d, 'change', a.controller, says('log.change', { player: { seat: a.controller }, card: ref0, with: ref1 }), [
    unit,
    card,
  ]);
}

// A special effect used (ch. 21): Psycommu's target must still be in the squad it could reach,
// Resupply's still one of the player's cards in a Battle Area.
defineOp('ability', {
  targetIsLegal: (s, a, op, t) => {
    if (op.ability === 'psycommu') return psycommuTargets(s, a.source!).includes(t.id);
    if (op.ability === 'resupply') return areaOf(s, t.id) !== null && s.cards[t.id].zone[0] === String(a.controller);
    return true;
  },
  apply: (d, a) => applyAbility(d, a),
});

defineOp('change', { apply: (d, a) => applyChange(d, a) });
