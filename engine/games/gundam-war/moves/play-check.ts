/**
 * Playing a card (ch. 08 "Steps for Playing a Card"): declare, choose targets, pay the cost
 * (increases, then decreases, then the cost, Extra Cost or Substitute Cost), then the card
 * is played and goes on the Cut. A declaration is refused when a later step could not be done.
 */
import type { Draft } from '../../../core/draft';
import type { GundamWarCard } from '../../../cards/model';
import type { CardId, GameState, Seat } from '../../../core/types';
import { inOwnEnglish, refusal } from '../../../core/refusal';
import { activate } from '../../../effects';
import type { Carry, Refusal } from '../abilities';
import { commandText } from '../card-text';
import { conditionMet, conditionRefusal } from '../conditions';
import { targetsFit, targetWords } from '../targets';
import { costReduction } from '../continuous';
import { station, timingOpenAt, type Station } from '../chart';
import { effectOp, HOOKS, target } from '../hooks';
import { cardEffects } from '../card-text';
import { playLocked } from '../locks';
import {
  effectsWith,
  hasEffect,
  hostsBy,
  keywordsWith,
  leavesRoom,
  playsBy,
  type Payment,
  type TableFacts,
} from '../keywords';
import { log, payResource } from '../moves';
import { playedTriggers } from '../auto-texts';
import { putOutG, resolvePlay } from '../resolve-play';
import { runOps } from '../resolve-ops';
import { adjustCost, checkCost, designationsOf, type Cost, type CostDelta } from '../power';
import { cardType, def, effectsOf, isPlaying, perPrintedCard, powerSources, setCards } from '../read';
import { zoneList } from '../zone-lists';
import { part, rulesOf, seatList, ZONE, zk } from '../state';
import { card as cardRef, cardList, says } from '../words';
import { cardName, message, type CardName, type Message, type MessageParam } from '../../../i18n/message';

/** A play as declared: `x` is the amount chosen for a Resource Cost printed `X` (ch. 08: fixed at step 3.1). */
export type Play = { seat: Seat; card: CardId; targets: CardId[]; substitute: boolean; asG: boolean; x?: number };

/** A play refused (`gundam-war:error.*`), citing `gundam-war:rule.<ruleKey>`; its English is the messages told in English. */
const refuse = (said: Message, ruleKey: string): Refusal => refusal(said, message(`gundam-war:rule.${ruleKey}`));
const named = (d: CardName, key: string, params?: Record<string, MessageParam>): Message =>
  message(`gundam-war:error.${key}`, { card: cardName(d), ...params });
const said = (key: string, params?: Record<string, MessageParam>): Message =>
  message(`gundam-war:error.${key}`, params);

/**
 * May this Command be played now? At the timing its text states — even with Quick, as a
 * timing the text itself states is followed over the chapter's (ch. 21, last section); a
 * Quick Command that states none is played in any Free Timing.
 */
export function commandTimely(s: GameState, seat: Seat, d: GundamWarCard, quick: boolean): boolean {
  return commandTimelyAt(station(s), s.turn.active === seat, d, quick);
}

/** `commandTimely` at a station, in the player's own turn (`own`) or the other's. */
export function commandTimelyAt(st: Station, own: boolean, d: GundamWarCard, quick: boolean): boolean {
  const text = commandText(d);
  return text ? timingOpenAt(st, own, text.timing) : quick && st.moment !== 'none';
}

/**
 * Facts about the table that checking a play reads, whichever card is checked. Listing
 * legal intents checks many plays on one unchanged table, so it works these out once and
 * hands them to `checkPlay`; a single play works them out itself.
 */
export type PlayFacts = TableFacts & {
  /** The Nation Power sources of the seat that plays. */
  sources: ReturnType<typeof powerSources>;
};

export function playFacts(s: GameState, seat: Seat): PlayFacts {
  return { sources: powerSources(s, seat), fieldNames: null };
}

/**
 * What checking a play reads of a card's printed special effects, read once per printed card:
 * listing checks ~80 plays a game, each reading them four times.
 */
const printedPlay = perPrintedCard((d) => {
  const fx = cardEffects(d);
  return {
    quick: playsBy(fx, 'anyFreeTiming'),
    asG: playsBy(fx, 'asG'),
    cruiserLike: playsBy(fx, 'cruiserLike'),
    /** Its special effects with rules for playing it (Extra Cost, Substitute Cost, Restrict, Prevent…). */
    plays: effectsWith(fx, 'play'),
  };
});

/** What the card's special effects forbid now (Restrict to 1, 1/Self, 1/Turn: each in its keywords/ file). */
export function restrictionBlocks(s: GameState, seat: Seat, id: CardId, facts?: PlayFacts): Refusal | null {
  for (const { rules } of printedPlay(s, id).plays) {
    const refused = rules.refuse?.(s, seat, id, facts ?? playFacts(s, seat));
    if (refused) return refused;
  }
  return null;
}

/** Can `setCard` be Set on `host` (ch. 17; ch. 21 Cruiser, Base, MF, Set/Character, Set/G: each in its keywords/ file)? */
export function canSetOn(s: GameState, seat: Seat, setCard: CardId, host: CardId): Refusal | null {
  const t = s.cards[host];
  if (!t || t.zone !== zk(seat, ZONE.disposition)) return refuse(said('setWhere'), 'playingSetCard');
  const fx = cardEffects(def(s, setCard));
  const type = cardType(s, host);
  // A G or a Character takes only a card whose special effect lets it be Set there (Set/G, Set/Character).
  for (const k of keywordsWith('set')) {
    const on = k.set.alsoOn;
    if (!on || on.type !== type) continue;
    return hasEffect(fx, k.kind) && (on.host?.(s, host) ?? true) ? null : on.refusal;
  }
  if (type !== 'unit' || t.attachedTo !== null) return refuse(said('setOnUnits'), 'set');
  const hostFx = effectsOf(s, host);
  for (const { rules } of effectsWith(hostFx, 'host')) {
    const refused = rules.refuses?.(s, setCard);
    if (refused) return refused;
  }
  const many = hostsBy(hostFx, 'takesMany');
  // A Set/Character card on a plain Unit leaves room for another Character, onto which it then moves (ch. 21 Set/Character).
  const characters = setCards(s, host).filter(
    (c) => s.cards[c].attachedTo === host && def(s, c).type === 'character' && !leavesRoom(cardEffects(def(s, c))),
  );
  if (!many && characters.length > 0) return refuse(said('oneCharacterSet'), 'set');
  return null;
}

/** The Total Nation Power a card in hand would need now, without targets or Substitute Cost (scenarios read it). */
export function totalCostNow(s: GameState, card: CardId): number {
  return effectiveCost(s, { seat: s.cards[card].owner, card, targets: [], substitute: false, asG: false }).total;
}

/** The Resource Cost a card prints, with `X` as the player chose it (0 when not chosen). */
export function resourceCostOf(d: { resource_cost?: number | 'X' }, x: number | undefined): number {
  return d.resource_cost === 'X' ? Math.max(0, x ?? 0) : Math.max(0, d.resource_cost ?? 0);
}

/** The designated colours, Total and Resource Cost a card printed, before anything changes them. */
const printedCost = perPrintedCard((d): Cost => ({
  designated: designationsOf(d),
  total: d.cost ?? 0,
  resource: resourceCostOf(d, 0),
}));

/** The cost of a play: printed, with `X` as chosen, then increases, decreases and discounts (ch. 08 step 3). */
export function effectiveCost(s: GameState, p: Play): Cost {
  const d = def(s, p.card);
  const printed = printedCost(s, p.card);
  const base: Cost = d.resource_cost === 'X' ? { ...printed, resource: resourceCostOf(d, p.x) } : printed;
  // Lists made only for a change: most plays have none (no target being played, no Substitute Cost).
  let increases: CostDelta[] | null = null;
  let decreases: CostDelta[] | null = null;
  // An enemy Command targeting a card being played may cost more (Prevent). Each keyword's increase
  // counts once, whatever number of its instances the card prints: the keyword sums their values.
  if (d.type === 'command') {
    for (const t of p.targets) {
      const seat = rulesOf(s).playing[t];
      if (seat === undefined || seat === p.seat) continue;
      const fx = cardEffects(def(s, t));
      const counted = new Set<unknown>();
      for (const { rules } of printedPlay(s, t).plays) {
        if (!rules.targetedCost || counted.has(rules)) continue;
        counted.add(rules);
        (increases ??= []).push(rules.targetedCost(fx));
      }
    }
  }
  // A way to pay the player chose (Substitute Cost) changes the cost.
  if (p.substitute) {
    for (const { effect, rules } of printedPlay(s, p.card).plays) {
      const change = rules.chosenCost?.(effect);
      if (change) (decreases ??= []).push({ total: -(change.total ?? 0), designated: -(change.designated ?? 0) });
    }
  }
  const cost = increases || decreases ? adjustCost(base, increases ?? [], decreases ?? []) : base;
  // Auto A discounts ("need 1 less Total Nation Power, to a minimum of 1") come last and stop at 1.
  const discount = d.type === 'command' ? Math.min(costReduction(s, p.card), Math.max(0, cost.total - 1)) : 0;
  return discount ? adjustCost(cost, [], [{ total: discount }]) : cost;
}

/** A G put out by Variable costs nothing. */
const NO_COST: Cost = { designated: [], total: 0, resource: 0 };

/** Targets of a Command's effect, chosen on declaration (ch. 08 step 2). */
export function checkCommandTargets(s: GameState, seat: Seat, card: CardId, targets: CardId[]): Refusal | null {
  const text = commandText(def(s, card));
  const printed = def(s, card);
  const name = printed.name;
  if (!text?.target) return targets.length === 0 ? null : refuse(named(printed, 'noTargets'), 'targets');
  const target = text.target;
  if (targetsFit(s, seat, card, target, targets)) return null;
  return inOwnEnglish(refuse(named(printed, 'wrongTargets'), 'targets'), {
    error: `${name} needs ${targetWords(target)} as its target.`,
  });
}

/** Checks a play; on success returns what carries it out. `facts` (playFacts of this table and seat) saves working them out again. */
export function checkPlay(s: GameState, p: Play, facts?: PlayFacts): Refusal | Carry {
  const { seat, card, targets } = p;
  const c = s.cards[card];
  if (!c) return refuse(said('noCard', { card }), 'declaration');
  const d = def(s, card);
  if ((c.zone !== zk(seat, ZONE.hand) && c.zone !== zk(seat, ZONE.hangar)) || isPlaying(s, card))
    return refuse(named(d, 'fromHand'), 'handHangar');
  const fx = rulesOf(s).effects;
  if (s.pending) return refuse(said('waiting', { player: s.players[s.pending.seat] }), 'freeTiming');
  if (!fx.free || fx.priority === null) return refuse(named(d, 'notFreeTiming'), 'freeTiming');
  if (fx.priority !== seat) return refuse(named(d, 'priority', { player: s.players[fx.priority] }), 'priority');
  const printed = printedPlay(s, card);
  const quick = printed.quick;
  if (p.asG && !printed.asG) return refuse(named(d, 'noVariable'), 'variable');
  // An ACE is a Unit on the Field but is played by its own rules: one a turn of its own (rules-coverage, "ACE").
  const kind = p.asG ? 'g' : d.ace ? 'ace' : d.type;
  const st = station(s);
  if (kind === 'command') {
    if (!commandTimely(s, seat, d, quick)) return refuse(named(d, 'timing'), 'commandTiming');
    const unmet = conditionRefusal(s, seat, d, commandText(d)?.if);
    if (unmet) return unmet;
  } else if (!quick && !(s.turn.active === seat && st.phase === 'disposition')) {
    return refuse(named(d, 'ownDisposition'), 'disposition');
  } else if (quick && st.moment === 'none') return refuse(named(d, 'nothingNow'), 'freeTiming');
  const cruiserLike = printed.cruiserLike;
  if (!quick) {
    const t = rulesOf(s).perTurn;
    if (kind === 'g' && t.g >= 1) return refuse(said('oneG'), 'oneG');
    if (kind === 'unit' && cruiserLike && t.cruiserLike >= 1) return refuse(said('oneCruiser'), 'cruiser');
    if (kind === 'ace' && t.ace >= 1) return refuse(said('oneAce'), 'oneAce');
    if (kind === 'unit' && !cruiserLike && t.unit >= 1) return refuse(said('oneUnit'), 'oneUnit');
    if (kind === 'character' && t.character >= 1) return refuse(said('oneCharacter'), 'oneCharacter');
    if (kind === 'operation' && t.operation >= 1) return refuse(said('oneOperation'), 'oneOperation');
  }
  const restricted = restrictionBlocks(s, seat, card, facts);
  if (restricted) return restricted;
  const locked = playLocked(s, seat, kind === 'ace' ? 'unit' : kind);
  if (locked) return locked;
  if (kind === 'character') {
    if (targets.length !== 1) return refuse(named(d, 'characterHost'), 'targets');
    const bad = canSetOn(s, seat, card, targets[0]);
    if (bad) return bad;
  } else if (kind === 'command') {
    const bad = checkCommandTargets(s, seat, card, targets);
    if (bad) return bad;
  } else if (targets.length) return refuse(named(d, 'noTargets'), 'targets');
  if (p.x !== undefined && (p.asG || d.resource_cost !== 'X' || !Number.isInteger(p.x) || p.x < 0))
    return refuse(named(d, 'variableCost'), 'variableCost');
  const cost = p.asG ? NO_COST : effectiveCost(s, p);
  const sources = facts?.sources ?? powerSources(s, seat);
  const check = checkCost(sources, cost);
  if (!check.ok)
    return {
      error: `${d.name}: ${check.message}.`,
      rule: `Gundam War ${check.rule}`,
      msg: named(d, 'cost', { why: check.said }),
      ruleMsg: check.ruleSaid,
    };
  // The Resource Cost is paid from the player's own Nation: a play it cannot pay is not declared (ch. 08, explanation 1).
  const nation = zoneList(s, seat, 'nation').length;
  if (cost.resource > nation)
    return {
      error: `${d.name}: needs a Resource Cost of ${cost.resource} paid from the Nation but the Nation holds only ${nation}.`,
      rule: 'Gundam War ch. 08 step 3 (Resource Cost)',
      msg: named(d, 'cost', {
        why: message('gundam-war:error.resourceCost', { count: cost.resource, available: nation }),
      }),
      ruleMsg: message('gundam-war:rule.resourceCost'),
    };
  // What else the play needs paid (Extra Cost; a chosen Substitute Cost), each checked by its keyword.
  const payments: Payment[] = [];
  let chosen = false;
  for (const { effect, rules } of printed.plays) {
    if (p.substitute && rules.chosenCost && !chosen) chosen = true;
    const paid = rules.payment?.(s, seat, card, effect, p.substitute);
    if (paid && typeof paid !== 'function') return paid;
    if (paid) payments.push(paid);
  }
  if (p.substitute && !chosen) return refuse(named(d, 'noSubstitute'), 'substitute');
  return (dr: Draft) => {
    payResource(dr, seat, cost.resource, card);
    for (const pay of payments) pay(dr);
    const t = part(dr, 'perTurn');
    if (!quick) {
      if (kind === 'g') t.g++;
      else if (kind === 'unit' && cruiserLike) t.cruiserLike++;
      else if (kind === 'unit') t.unit++;
      else if (kind === 'ace') t.ace++;
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
export const PLAY_OP = effectOp('play', {
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
