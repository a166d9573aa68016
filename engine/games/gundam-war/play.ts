/**
 * Playing a card (ch. 08 "Steps for Playing a Card"): declare, choose targets, pay the cost
 * (increases, then decreases, then the cost, Extra Cost or Substitute Cost), then the card
 * is played and goes on the Cut. A declaration is refused when a later step could not be done.
 */
import type { Draft } from '../../core/draft';
import type { GundamWarCard } from '../../cards/model';
import type { CardId, GameState, Seat } from '../../core/types';
import { activate } from '../../effects';
import type { Carry, Refusal } from './abilities';
import { commandText } from './card-text';
import { conditionMet, conditionRefusal } from './conditions';
import { scriptOf } from './script';
import { targetsFit, targetWords } from './targets';
import type { ScriptCost } from '../../abilities/schema';
import { costReduction } from './continuous';
import { station, timingOpen } from './chart';
import { defineOp, HOOKS, target } from './hooks';
import { cardEffects } from './card-text';
import { effectValue, hasEffect, isCruiserLike, type SpecialEffect } from './keywords';
import { log, moveTo, setRolled } from './moves';
import { playedTriggers } from './auto-texts';
import { putOutG, resolvePlay } from './resolve-play';
import { runOps } from './resolve-ops';
import { adjustCost, checkCost, type Cost } from './power';
import { cardType, def, effectsOf, fieldCards, isPlaying, powerSources, setCards } from './read';
import { part, rulesOf, seatList, ZONE, zk } from './state';
import { card as cardRef, cardList, says } from './words';

export type PlayIntent = { seat: Seat; card: CardId; targets: CardId[]; substitute: boolean; asG: boolean };

const refuse = (error: string, rule: string): Refusal => ({ error, rule });

/**
 * May this Command be played now? At the timing its text states — even with Quick, as a
 * timing the text itself states is followed over the chapter's (ch. 21, last section); a
 * Quick Command that states none is played in any Free Timing.
 */
export function commandTimely(s: GameState, seat: Seat, d: GundamWarCard, quick: boolean): boolean {
  const text = commandText(d);
  return text ? timingOpen(s, seat, text.timing) : quick && station(s).moment !== 'none';
}

const plainNames = new WeakMap<object, string>();

/** A card's name for same-name rules: spaces, dots and dashes dropped, lower case (once per printed card). */
function plainName(s: GameState, id: CardId): string {
  const d = def(s, id);
  let n = plainNames.get(d);
  if (n === undefined) plainNames.set(d, (n = d.name.replace(/[.\-\s]/g, '').toLowerCase()));
  return n;
}

/**
 * Facts about the table that checking a play reads, whichever card is checked. Listing
 * legal intents checks many plays on one unchanged table, so it works these out once and
 * hands them to `checkPlay`; a single play works them out itself.
 */
export type PlayFacts = {
  /** The Nation Power sources of the seat that plays. */
  sources: ReturnType<typeof powerSources>;
  /** Per seat, the plain names of its cards on the Field, Set cards included; read only for Restrict to 1, so worked out on first use. */
  fieldNames: Set<string>[] | null;
};

export function playFacts(s: GameState, seat: Seat): PlayFacts {
  return { sources: powerSources(s, seat), fieldNames: null };
}

function namesOnField(s: GameState, facts: PlayFacts): Set<string>[] {
  if (facts.fieldNames) return facts.fieldNames;
  const all: Set<string>[] = [];
  for (let p = 0; p < s.seats; p++) {
    const names = new Set<string>();
    for (const c of fieldCards(s, p as Seat)) {
      names.add(plainName(s, c));
      for (const sc of setCards(s, c)) names.add(plainName(s, sc));
    }
    all.push(names);
  }
  return (facts.fieldNames = all);
}

/** Restrict to 1, 1/Self and 1/Turn (ch. 21): may this card be played now? */
export function restrictionBlocks(s: GameState, seat: Seat, id: CardId, facts?: PlayFacts): Refusal | null {
  const fx = cardEffects(def(s, id));
  const name = def(s, id).name;
  const r1 = hasEffect(fx, 'restrict-1');
  const self = hasEffect(fx, 'restrict-1-self');
  if (r1 || self) {
    const names = namesOnField(s, facts ?? playFacts(s, seat));
    for (let p = 0; p < s.seats; p++) {
      if (!r1 && p !== seat) continue;
      const same = names[p].has(plainName(s, id));
      if (same)
        return r1
          ? refuse(`${name}: a card of the same name is already on the Field.`, 'Gundam War ch. 21 Restrict to 1')
          : refuse(
              `${name}: you already have a card of the same name on the Field.`,
              'Gundam War ch. 21 Restrict to 1/Self',
            );
    }
  }
  if (hasEffect(fx, 'restrict-1-turn') && rulesOf(s).perTurn.names[seat].includes(name))
    return refuse(`${name}: you already played a card of this name this turn.`, 'Gundam War ch. 21 Restrict to 1/Turn');
  return null;
}

/** Can `setCard` be Set on `host` (ch. 17; ch. 21 Cruiser, Base, MF, Set/Character, Set/G)? */
export function canSetOn(s: GameState, seat: Seat, setCard: CardId, host: CardId): Refusal | null {
  const t = s.cards[host];
  if (!t || t.zone !== zk(seat, ZONE.disposition))
    return refuse(
      'A Set card is Set on one of your cards in your Disposition Area.',
      'Gundam War ch. 17 Playing a Set Card',
    );
  const fx = cardEffects(def(s, setCard));
  const type = cardType(s, host);
  if (type === 'g')
    return hasEffect(fx, 'set-g') && def(s, host).type === 'g' && t.attachedTo === null
      ? null
      : refuse('Only a Set/G card can be Set on a basic G.', 'Gundam War ch. 21 Set/G');
  if (type === 'character')
    return hasEffect(fx, 'set-character')
      ? null
      : refuse('Only a Set/Character card can be Set on a Character.', 'Gundam War ch. 21 Set/Character');
  if (type !== 'unit' || t.attachedTo !== null) return refuse('Characters are Set on Units.', 'Gundam War ch. 17 Set');
  const hostFx = effectsOf(s, host);
  if (hasEffect(hostFx, 'mf') && !def(s, setCard).traits.includes('GF'))
    return refuse('Only a Character with GF can be Set on an MF.', 'Gundam War ch. 21 MF');
  const many = hasEffect(hostFx, 'cruiser') || hasEffect(hostFx, 'base');
  // A Set/Character card on a plain Unit leaves room for another Character, onto which it then moves (ch. 21 Set/Character).
  const characters = setCards(s, host).filter(
    (c) =>
      s.cards[c].attachedTo === host &&
      def(s, c).type === 'character' &&
      !hasEffect(cardEffects(def(s, c)), 'set-character'),
  );
  if (!many && characters.length > 0)
    return refuse(
      'Only one Character can be Set on a Unit (Cruisers and Bases take several).',
      'Gundam War ch. 17 Set',
    );
  return null;
}

/** The Total Nation Power a card in hand would need now, without targets or Substitute Cost (scenarios read it). */
export function totalCostNow(s: GameState, card: CardId): number {
  return effectiveCost(s, { seat: s.cards[card].owner, card, targets: [], substitute: false, asG: false }).total;
}

function effectiveCost(s: GameState, p: PlayIntent): Cost {
  const d = def(s, p.card);
  const base: Cost = { color: d.color ?? 'purple', designated: d.nation_cost ?? 0, total: d.cost ?? 0 };
  const increases: Partial<Cost>[] = [];
  const decreases: Partial<Cost>[] = [];
  // Prevent (X): an enemy Command targeting a card being played costs X more in total (ch. 21).
  if (d.type === 'command') {
    for (const t of p.targets) {
      const seat = rulesOf(s).playing[t];
      if (seat !== undefined && seat !== p.seat)
        increases.push({ total: effectValue(cardEffects(def(s, t)), 'prevent') });
    }
  }
  if (p.substitute) {
    const sub = cardEffects(d).find(
      (e): e is Extract<SpecialEffect, { kind: 'substitute-cost' }> => e.kind === 'substitute-cost',
    );
    if (sub?.change) decreases.push({ total: -(sub.change.total ?? 0), designated: -(sub.change.designated ?? 0) });
  }
  const cost = adjustCost(base, increases, decreases);
  // Auto A discounts ("need 1 less Total Nation Power, to a minimum of 1") come last and stop at 1.
  const discount = d.type === 'command' ? Math.min(costReduction(s, p.card), Math.max(0, cost.total - 1)) : 0;
  return discount ? adjustCost(cost, [], [{ total: discount }]) : cost;
}

/** An Extra Cost or Substitute Cost payment its script states, as a check and a payment (none stated: nothing to pay). */
function extraPayment(s: GameState, seat: Seat, cost: ScriptCost | null): { ok: boolean; pay: (d: Draft) => void } {
  if (cost?.abolishCharacter) {
    const chars = fieldCards(s, seat)
      .flatMap((c) => setCards(s, c))
      .filter((c) => def(s, c).type === 'character');
    return { ok: chars.length > 0, pay: (d) => moveTo(d, chars[0], ZONE.junkyard, s.cards[chars[0]].owner) };
  }
  if (cost?.removeFromJunkyard) {
    const top = s.zones[zk(seat, ZONE.junkyard)].slice(0, cost.removeFromJunkyard);
    return {
      ok: top.length === cost.removeFromJunkyard,
      pay: (d) => top.forEach((c) => moveTo(d, c, ZONE.removed, seat)),
    };
  }
  return { ok: true, pay: () => undefined };
}

/** Targets of a Command's effect, chosen on declaration (ch. 08 step 2). */
export function checkCommandTargets(s: GameState, seat: Seat, card: CardId, targets: CardId[]): Refusal | null {
  const text = commandText(def(s, card));
  const name = def(s, card).name;
  if (!text)
    return targets.length === 0 ? null : refuse(`${name} takes no targets.`, 'Gundam War ch. 08 step 2 (targets)');
  if (!text.target)
    return targets.length === 0 ? null : refuse(`${name} takes no targets.`, 'Gundam War ch. 08 step 2 (targets)');
  const target = text.target;
  if (targetsFit(s, seat, card, target, targets)) return null;
  return refuse(`${name} needs ${targetWords(target)} as its target.`, 'Gundam War ch. 08 step 2 (targets)');
}

/** Checks a play; on success returns what carries it out. `facts` (playFacts of this table and seat) saves working them out again. */
export function checkPlay(s: GameState, p: PlayIntent, facts?: PlayFacts): Refusal | Carry {
  const { seat, card, targets } = p;
  const c = s.cards[card];
  if (!c) return refuse(`No card "${card}".`, 'Gundam War ch. 08 Declaration');
  const d = def(s, card);
  if ((c.zone !== zk(seat, ZONE.hand) && c.zone !== zk(seat, ZONE.hangar)) || isPlaying(s, card))
    return refuse(`${d.name}: you play cards from your own hand or Hangar.`, 'Gundam War ch. 05 Hand / Hangar');
  const fx = rulesOf(s).effects;
  if (s.pending)
    return refuse(`Waiting for ${s.players[s.pending.seat]}: ${s.pending.prompt}`, 'Gundam War ch. 07 Free Timing');
  if (!fx.free || fx.priority === null)
    return refuse(`${d.name}: nothing can be played now, this is not Free Timing.`, 'Gundam War ch. 07 Free Timing');
  if (fx.priority !== seat)
    return refuse(`${d.name}: ${s.players[fx.priority]} has priority.`, 'Gundam War ch. 07 Priority of Free Timing');
  const printed = cardEffects(d);
  const quick = hasEffect(printed, 'quick');
  if (p.asG && !hasEffect(printed, 'variable'))
    return refuse(`${d.name} has no Variable.`, 'Gundam War ch. 21 Variable');
  const kind = p.asG ? 'g' : d.type;
  const st = station(s);
  if (kind === 'command') {
    if (!commandTimely(s, seat, d, quick))
      return refuse(
        `${d.name} cannot be played at this timing.`,
        'Gundam War ch. 07 Timing for Playing Text; ch. 21 Timings for Special Effects',
      );
    const unmet = conditionRefusal(s, seat, d.name, commandText(d)?.if);
    if (unmet) return unmet;
  } else if (!quick && !(s.turn.active === seat && st.phase === 'disposition')) {
    return refuse(
      `${d.name} is played in your own Disposition Phase.`,
      'Gundam War ch. 05 Fixed Effects (Disposition Phase)',
    );
  } else if (quick && st.moment === 'none')
    return refuse(`${d.name}: nothing can be played now.`, 'Gundam War ch. 07 Free Timing');
  if (!quick) {
    const t = rulesOf(s).perTurn;
    if (kind === 'g' && t.g >= 1)
      return refuse('Only one G can be played each turn.', 'Gundam War ch. 05 Disposition Phase (one G per turn)');
    if (kind === 'unit' && isCruiserLike(printed) && t.cruiserLike >= 1)
      return refuse(
        'Only one Cruiser, Base or Support can be played each turn.',
        'Gundam War ch. 21 Special Rules for Cruiser, Base and Support',
      );
    if (kind === 'unit' && !isCruiserLike(printed) && t.unit >= 1)
      return refuse('Only one Unit can be played each turn.', 'Gundam War basic rules: one Unit per turn');
    if (kind === 'character' && t.character >= 1)
      return refuse('Only one Character can be played each turn.', 'Gundam War basic rules: one Character per turn');
    if (kind === 'operation' && t.operation >= 1)
      return refuse('Only one Operation can be played each turn.', 'Gundam War basic rules: one Operation per turn');
  }
  const restricted = restrictionBlocks(s, seat, card, facts);
  if (restricted) return restricted;
  if (kind === 'character') {
    if (targets.length !== 1)
      return refuse(`${d.name}: a Character needs the card it will be Set on.`, 'Gundam War ch. 08 step 2 (targets)');
    const bad = canSetOn(s, seat, card, targets[0]);
    if (bad) return bad;
  } else if (kind === 'command') {
    const bad = checkCommandTargets(s, seat, card, targets);
    if (bad) return bad;
  } else if (targets.length) return refuse(`${d.name} takes no targets.`, 'Gundam War ch. 08 step 2 (targets)');
  const cost = p.asG ? { color: d.color ?? 'purple', designated: 0, total: 0 } : effectiveCost(s, p);
  const check = checkCost(facts?.sources ?? powerSources(s, seat), cost);
  if (!check.ok) return refuse(`${d.name}: ${check.message}.`, `Gundam War ${check.rule}`);
  const extra = printed.find((e): e is Extract<SpecialEffect, { kind: 'extra-cost' }> => e.kind === 'extra-cost');
  const extraPay = extra ? extraPayment(s, seat, scriptOf(d).extraCost) : null;
  if (extra && !extraPay!.ok)
    return refuse(`${d.name}: its Extra Cost (${extra.condition}) cannot be paid.`, 'Gundam War ch. 21 Extra Cost');
  const sub = p.substitute
    ? printed.find((e): e is Extract<SpecialEffect, { kind: 'substitute-cost' }> => e.kind === 'substitute-cost')
    : undefined;
  if (p.substitute && !sub) return refuse(`${d.name} has no Substitute Cost.`, 'Gundam War ch. 21 Substitute Cost');
  const subPay = sub ? extraPayment(s, seat, scriptOf(d).substituteCost) : null;
  if (sub && !subPay!.ok)
    return refuse(`${d.name}: its Substitute Cost (${sub.cost}) cannot be paid.`, 'Gundam War ch. 21 Substitute Cost');
  return (dr: Draft) => {
    for (const g of check.roll) setRolled(dr, g, true);
    extraPay?.pay(dr);
    subPay?.pay(dr);
    const t = part(dr, 'perTurn');
    if (!quick) {
      if (kind === 'g') t.g++;
      else if (kind === 'unit' && isCruiserLike(printed)) t.cruiserLike++;
      else if (kind === 'unit') t.unit++;
      else if (kind === 'character') t.character++;
      else if (kind === 'operation') t.operation++;
    }
    t.names = [...t.names] as typeof t.names;
    seatList(dr, t.names, seat).push(d.name);
    // Putting out a G is a special action: it comes out at once, never on the Cut (rules-coverage: "Playing a G").
    if (kind === 'g') return (putOutG(dr, seat, card, p.asG), null);
    part(dr, 'playing')[card] = seat;
    dr.card(card).revealedTo = dr.state.seats === 2 ? [0, 1] : [0];
    const player = { seat };
    log(
      dr,
      'play',
      seat,
      targets.length
        ? says('log.playsTargeting', { player, card: cardRef(0), targets: cardList(1, targets.length) })
        : says('log.plays', { player, card: cardRef(0) }),
      [card, ...targets],
    );
    const r = activate(dr, HOOKS, {
      kind: 'play-card',
      source: card,
      card,
      ability: 'play',
      controller: seat,
      op: { k: 'play', asG: p.asG },
      label: `${d.name}${targets.length ? ` → ${targets.map((x) => def(s, x).name).join(', ')}` : ''}`,
      labelMsg: targets.length
        ? says('cut.label.aimed', { card: cardRef(0), targets: cardList(1, targets.length) })
        : says('cut.label.card', { card: cardRef(0) }),
      targets: targets.map((x) => target(dr.state, x)),
      condition: { k: 'playing' },
    });
    return 'error' in r ? r : null;
  };
}

// A played card on the Cut (ch. 08): a Character's host and a Command's targets must still be
// legal as it resolves, and it resolves only while it is still being played.
defineOp('play', {
  targetIsLegal: (s, a, op, t) => {
    if (op.asG || a.card === null) return true;
    const d = def(s, a.card);
    if (d.type === 'character') return canSetOn(s, a.controller, a.card, t.id) === null;
    if (d.type === 'command') {
      const text = commandText(d);
      if (text?.target?.where === 'being-played') return rulesOf(s).playing[t.id] !== undefined;
      return checkCommandTargets(s, a.controller, a.card, [t.id]) === null;
    }
    return true;
  },
  holds: (s, a) => {
    if (rulesOf(s).playing[a.card!] === undefined) return false;
    // "If you ~": no longer met as it resolves, the Command fails (ch. 12 Effects that require Special Conditions).
    const cond = def(s, a.card!).type === 'command' ? commandText(def(s, a.card!))?.if : undefined;
    return !cond || conditionMet(s, a.controller, cond);
  },
  apply: (d, a, op) => resolvePlay(d, a, op.asG, (ops) => runOps(d, a, ops)),
  arising: (d, a, op) => (op.asG ? [] : playedTriggers(d.state, a)),
});
