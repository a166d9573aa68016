/**
 * Every rules intent a seat may make now, each checked by the same function `step` uses,
 * so a random player choosing among them always makes a legal move. Candidates are narrowed
 * before checking: only cards whose timing is open and whose cost the seat's Nation Power
 * can meet, and for Commands only the kind of target their text names. Sorties are offered
 * as none, every single Unit and every eligible Unit together per area; any other legal
 * squad may be answered too.
 */
import type { GundamWarCard } from '../../cards/model';
import type { CardId, GameState, RulesIntent, Seat } from '../../core/types';
import { checkActivate, timesUsed, usedEffects } from './abilities';
import { changeIntents } from './keywords/change';
import { cardEffects, commandText } from './card-text';
import { momentBit, station, STATIONS } from './chart';
import { fieldTextPlays } from './field-text';
import { targetCandidates, targetFits } from './targets';
import type { SpecialEffect } from './keywords';
import { canSetOn, checkPlay, totalCostNow, type PlayFacts } from './play';
import { checkCost, designationsOf } from './power';
import { resourceCostOf } from './play';
import { cardType, def, effectsOf, heads, setCards } from './read';
import { checkSortie, opposingSquads, sortiePlan, type Sortie } from './sortie';
import { rulesOf, ZONE, zk } from './state';
import {
  abilityHeads,
  factsFor,
  fieldTexts,
  seatTable,
  withNothingRemembered,
  type PlayProfile,
  type SeatTable,
} from './seat-table';
import { zoneList } from './zone-lists';
import { gwIntent } from './intents';

function decisionIntents(s: GameState, seat: Seat): RulesIntent[] {
  const p = s.pending!;
  if (p.seat !== seat) return [];
  const a = (choice: string[], label: string): RulesIntent =>
    gwIntent('answer', seat, label, undefined, undefined, undefined, choice);
  switch (p.kind) {
    case 'sortie': {
      // No Units is always a legal sortie (`checkSortie` finds nothing to refuse in empty squads).
      const out = [a([], 'Sortie no Units')];
      const attacking = (rulesOf(s).ask as { attacking?: boolean } | null)?.attacking === true;
      // The enemy squads read once for every try (a defender's tries all face the same ones),
      // or by each check while `inFull` runs.
      const enemy = shortcuts ? opposingSquads(s, seat, attacking) : undefined;
      const ok = (plan: Sortie) => checkSortie(s, seat, attacking, plan, enemy) === null;
      // Each Unit alone, then every eligible Unit of an area together: each option's area and
      // Unit read once from its id (`sortiePlan`'s reading), not again for every try.
      const earth: string[] = [];
      const space: string[] = [];
      const all: Sortie = { earth: [], space: [] };
      for (const o of p.options) {
        const choice = [o.id];
        const plan = sortiePlan(choice);
        if (ok(plan)) out.push(a(choice, `Sortie ${o.label}`));
        if (o.id.startsWith('earth:')) {
          earth.push(o.id);
          all.earth.push(plan.earth[0]);
        } else if (o.id.startsWith('space:')) {
          space.push(o.id);
          all.space.push(plan.space[0]);
        }
      }
      if (earth.length > 1 && ok({ earth: all.earth, space: [] }))
        out.push(a(earth, 'Sortie every eligible Unit to the Earth Area'));
      if (space.length > 1 && ok({ earth: [], space: all.space }))
        out.push(a(space, 'Sortie every eligible Unit to the Space Area'));
      return out;
    }
    case 'discard':
    case 'order-effects': {
      const ids = p.options.map((o) => o.id);
      const discard = p.kind === 'discard';
      const out = [a(ids.slice(0, p.min), discard ? 'Discard' : 'This order')];
      if (ids.length > 1) {
        const back = ids.reverse();
        out.push(a(discard ? back.slice(0, p.min) : back, discard ? 'Discard' : 'Reverse order'));
      }
      return out;
    }
    default:
      return p.options.map((o) => a([o.id], o.label));
  }
}

/** Targets a Command's text can take, narrowed by what the text names. */
function commandTargets(s: GameState, seat: Seat, card: CardId): CardId[][] {
  const text = commandText(def(s, card));
  if (!text) return [[]];
  if (!text.target) return [[]];
  const target = text.target;
  const candidates = targetCandidates(s, seat, card, target);
  const out: CardId[][] = [];
  // A candidate that does not fit is refused by `checkPlay` after all its other checks: known here by the same test.
  for (let i = 0; i < candidates.length; i++)
    if (!shortcuts || targetFits(s, seat, card, target, candidates[i])) out.push([candidates[i]]);
  return out;
}

type Try = { targets: CardId[]; substitute: boolean; asG: boolean; x: number | undefined };
/** Every try made in one shape, so the listing reads them on V8's fast path (a spread copy with a key added gets a class of its own). */
const aTry = (targets: CardId[], substitute = false, asG = false, x?: number): Try => ({ targets, substitute, asG, x });

/**
 * The most an `X` Resource Cost is listed at. Every amount the Nation can pay is legal (the step
 * takes any), but the list offers 0 up to one card short of the Nation, at most this many: paying
 * the last card loses at once, and a longer list only slows the players that choose among it.
 */
const MOST_X_LISTED = 9;

/** Each try of a card whose Resource Cost is `X` made once for every amount listed (`MOST_X_LISTED`). */
function withAmounts(s: GameState, seat: Seat, tries: Try[]): Try[] {
  const most = Math.min(MOST_X_LISTED, zoneList(s, seat, 'nation').length - 1);
  const out: Try[] = [];
  for (const t of tries) {
    if (t.asG) out.push(t);
    else for (let x = 0; x <= most; x++) out.push(aTry(t.targets, t.substitute, false, x));
  }
  return out;
}
const NO_TRIES: readonly Try[] = [];
/** What is left to try of a card that cannot be played now: putting it out as a G (Variable), or nothing. */
const onlyAsG = (variable: boolean): readonly Try[] => (variable ? [aTry([], false, true)] : NO_TRIES);

/** Off while `inFull` runs: every cost is then compared with the sources counted, every field text tried by its group. */
let shortcuts = true;

/**
 * How many cards the seat's Disposition Area holds: at least its Nation Power sources, so a cost
 * above it is out of reach without counting them (Infinity while `inFull` runs).
 */
const dispositionSize = (s: GameState, seat: Seat): number =>
  shortcuts ? zoneList(s, seat, 'disposition-area').length : Infinity;

/** `work` without the listing's shortcuts (`freshLegalIntents`). */
function inFull<T>(work: () => T): T {
  shortcuts = false;
  try {
    return work();
  } finally {
    shortcuts = true;
  }
}

/** The plays worth checking for one card: its timing first (free to see), then its cost against the Nation Power. */
function triesFor(
  s: GameState,
  seat: Seat,
  card: CardId,
  d: GundamWarCard,
  prof: PlayProfile,
  ownDisposition: boolean,
  facts: () => PlayFacts,
  discount: number,
  now: number,
): readonly Try[] {
  const timely = (prof.timelyAt & now) !== 0;
  const variable = ownDisposition && prof.variable && rulesOf(s).perTurn.g === 0;
  // Most cards at most moments: nothing to try, and no list made for it (~400 cards a game).
  if (!timely && !variable) return NO_TRIES;
  if (!timely) return onlyAsG(variable);
  // One G, Unit, Cruiser-like, Character or Operation a turn: refused by `checkPlay` whatever the
  // target or cost, so known here without building its refusal.
  if (prof.playedThisTurn !== null && prof.playedThisTurn(rulesOf(s).perTurn) >= 1) return onlyAsG(variable);
  // A payment no try can make (an Extra Cost with no Character to abolish) refuses them all, G included.
  if (shortcuts && prof.unpaid.length !== 0 && unpaidNow(s, seat, card, prof)) return NO_TRIES;
  const subst = prof.substitute;
  if (!subst && costOutOfReach(s, seat, card, d, prof.command, facts, discount)) return onlyAsG(variable);
  const tries: Try[] = variable ? [aTry([], false, true)] : [];
  if (prof.command) for (const targets of commandTargets(s, seat, card)) tries.push(aTry(targets));
  else if (d.type === 'character') {
    for (const host of heads(s, zk(seat, ZONE.disposition))) {
      characterTry(s, seat, card, host, tries);
      for (const t of setCards(s, host)) characterTry(s, seat, card, t, tries);
    }
  } else tries.push(aTry([]));
  const paid = subst ? withSubstitutes(tries) : tries;
  return d.resource_cost === 'X' ? withAmounts(s, seat, paid) : paid;
}

/**
 * A Character's try on `host`. A host that is not a Unit (a G, a Set Character) takes it only by
 * a special effect of the Character's (Set/G, Set/Character): asked here, where `canSetOn` answers
 * at once, rather than by `checkPlay` after all its other checks (most such tries are refused).
 */
function characterTry(s: GameState, seat: Seat, card: CardId, host: CardId, tries: Try[]): void {
  if (shortcuts && cardType(s, host) !== 'unit' && canSetOn(s, seat, card, host) !== null) return;
  tries.push(aTry([host]));
}

/** Whether one of the card's payments refuses every play of it now (`PlayProfile.unpaid`). */
function unpaidNow(s: GameState, seat: Seat, card: CardId, prof: PlayProfile): boolean {
  for (let i = 0; i < prof.unpaid.length; i++) {
    const { effect, rules } = prof.unpaid[i];
    if (rules.unpaid!(s, seat, card, effect)) return true;
  }
  return false;
}

/** Each try but putting out as a G, made again paid by Substitute Cost right after it (a loop: `flatMap` is slow in V8). */
function withSubstitutes(tries: Try[]): Try[] {
  const out: Try[] = [];
  for (const t of tries) {
    out.push(t);
    if (!t.asG) out.push(aTry(t.targets, true));
  }
  return out;
}

/**
 * Whether a card costing `total` Total Nation Power cannot be played for its cost, whatever its
 * targets: more than the seat's Disposition Area holds (at least its Nation Power sources, so
 * known without counting them) or than the sources give; its designated colours not met; or a
 * Resource Cost (the least an `X` can be: 0) larger than the Nation (ch. 08 step 3). A Command's
 * cost changes only upwards with its targets (Prevent) and its discounts lower only the Total.
 * Commands in hand whose colour is not up are most of what a seat that can only pass is listed
 * for; `freshLegalIntents` checks them in full (not here).
 */
function outOfReach(s: GameState, seat: Seat, d: GundamWarCard, total: number, facts: () => PlayFacts): boolean {
  if (total > dispositionSize(s, seat) || total > facts().sources.length) return true;
  if (resourceCostOf(d, 0) > zoneList(s, seat, 'nation').length) return true;
  return !checkCost(facts().sources, { designated: designationsOf(d), total, resource: 0 }).ok;
}

/**
 * Whether `checkPlay` refuses every try of a card for its cost (paid as printed, not by Substitute
 * Cost). A Command's Total may be lowered by constant texts (auto-a.ts), to no less than 1: with
 * no lasting effect out (one could name the card), it is checked first at the least it could come
 * to with every discount of the seat's Field working (`discount`, the seat table's sum) — with no
 * discount there, exactly what it costs — so most Commands out of reach are known without deriving
 * the table. The fresh listing compares every Command's Total with the sources counted.
 */
function costOutOfReach(
  s: GameState,
  seat: Seat,
  card: CardId,
  d: GundamWarCard,
  command: boolean,
  facts: () => PlayFacts,
  discount: number,
): boolean {
  const printed = d.cost ?? 0;
  if (!command) return outOfReach(s, seat, d, printed, facts);
  if (!shortcuts) return totalCostNow(s, card) > facts().sources.length;
  if (rulesOf(s).effects.continuous.length === 0) {
    if (outOfReach(s, seat, d, Math.max(Math.min(printed, 1), printed - discount), facts)) return true;
    if (discount === 0) return false;
  }
  return outOfReach(s, seat, d, totalCostNow(s, card), facts);
}

function playIntents(s: GameState, seat: Seat, table: SeatTable, now: number, out: RulesIntent[]): void {
  const st = station(s);
  const ownDisposition = s.turn.active === seat && st.phase === 'disposition';
  let known: PlayFacts | null = null;
  const facts = () => (known ??= factsFor(s, seat));
  // Indexed loops: this runs at every listing that has a card to try.
  for (let p = 0; p < table.plays.length; p++) {
    const firsts = table.plays[p];
    for (let i = 0; i < firsts.length; i++) {
      const { card, d, prof } = firsts[i];
      if ((prof.tryAt & now) !== 0)
        cardPlays(s, seat, card, d, prof, st, ownDisposition, facts, table.discount, now, out);
    }
  }
}

/** The plays (and Changes) of one card in hand or Hangar, added to `out`. */
function cardPlays(
  s: GameState,
  seat: Seat,
  card: CardId,
  d: GundamWarCard,
  prof: PlayProfile,
  st: ReturnType<typeof station>,
  ownDisposition: boolean,
  facts: () => PlayFacts,
  discount: number,
  now: number,
  out: RulesIntent[],
): void {
  const tries = triesFor(s, seat, card, d, prof, ownDisposition, facts, discount, now);
  for (let i = 0; i < tries.length; i++) {
    const t = tries[i];
    const ok = checkPlay(s, { seat, card, targets: t.targets, substitute: t.substitute, asG: t.asG, x: t.x }, facts());
    if (typeof ok !== 'function') continue;
    const label = `${t.asG ? 'Put out as G' : 'Play'} ${d.name}${t.targets.length ? ` → ${t.targets.map((x) => def(s, x).name).join(', ')}` : ''}${t.substitute ? ' (Substitute Cost)' : ''}${t.x !== undefined ? ` (X = ${t.x})` : ''}`;
    const intent = gwIntent('play', seat, label, card, t.targets);
    if (t.substitute) intent.substitute = true;
    if (t.asG) intent.asG = true;
    if (t.x !== undefined) intent.x = t.x;
    out.push(intent);
  }
  // Change costs nothing, so it is offered whatever the card's own cost.
  if (!ownDisposition && st.step === 'attack' && prof.change) changeIntents(s, seat, card, d, out);
}

/** Whether a card prints one of these special effects a player uses. */
function printsOneOf(fx: readonly SpecialEffect[], used: readonly { kind: string }[]): boolean {
  for (let i = 0; i < fx.length; i++)
    for (let k = 0; k < used.length; k++) if (used[k].kind === fx[i].kind) return true;
  return false;
}

type Used = ReturnType<typeof usedEffects>[number];

/** The special effects a player uses, and for each moment (`momentBit`'s index) those whose timing is open then. */
let opens: { used: readonly Used[]; at: (readonly Used[] | undefined)[] } | null = null;

/** The special effects a player uses whose timing is open at station `index`, in its player's own turn or the other's: worked out once a moment. */
function openAt(index: number, own: boolean): readonly Used[] {
  const used = usedEffects();
  if (opens === null || opens.used !== used) opens = { used, at: [] };
  const st = STATIONS[index];
  return (opens.at[index * 2 + (own ? 1 : 0)] ??= used.filter((k) => k.use.timing(st, own)));
}

function abilityIntents(s: GameState, seat: Seat, table: SeatTable, now: number, out: RulesIntent[]): void {
  // Played text of cards on the Field (Ironvein Asteroid) first, then special effects.
  if ((table.textAt & now) !== 0)
    for (const { card, targets } of fieldTextPlays(s, seat, fieldTexts(table), !shortcuts))
      out.push(
        gwIntent(
          'activate',
          seat,
          `${def(s, card).name}: play its text${targets.length ? ` → ${targets.map((t) => def(s, t).name).join(', ')}` : ''}`,
          card,
          targets,
          'text',
        ),
      );
  // Only special effects whose timing is open now, and only on cards that print one of them
  // (a card has no such effect beyond those it prints: Set cards lend squad effects only).
  if ((table.useAt & now) === 0) return;
  const own = s.turn.active === seat;
  const open = openAt(rulesOf(s).station, own);
  for (const card of abilityHeads(table)) {
    if (!printsOneOf(cardEffects(def(s, card)), open)) continue;
    // Worked out only for a use the card is ready for (`ready`): a use it is not is refused whatever it targets.
    let fx: readonly SpecialEffect[] | null = null;
    for (const { kind: ability, use } of open) {
      if (shortcuts && use.ready !== undefined && !use.ready(s, seat, card)) continue;
      // Once a turn per card, unless it repeats (`checkActivate` refuses it after reading the card's effects).
      if (shortcuts && !use.repeatable && timesUsed(s, card, ability) >= 1) continue;
      fx ??= effectsOf(s, card);
      if (!fx.some((e) => e.kind === ability)) continue;
      const options: CardId[][] = use.offers?.(s, card) ?? [[]];
      for (const targets of options) {
        if (typeof checkActivate(s, seat, card, ability, targets) !== 'function') continue;
        out.push(
          gwIntent(
            'activate',
            seat,
            `${def(s, card).name}: ${ability}${targets.length ? ` → ${targets.map((t) => def(s, t).name).join(', ')}` : ''}`,
            card,
            targets,
            ability,
          ),
        );
      }
    }
  }
}

export function legalIntents(s: GameState, seat: Seat): RulesIntent[] {
  return listed(s, seat, false);
}

const passLabel = (cut: boolean) => (cut ? 'Pass (let the Cut resolve)' : 'Pass');

/**
 * For each seat, Pass alone with the Cut empty and with effects on it: one list each, shared by
 * every listing. Not frozen: a frozen list and intent have shapes of their own, and the players
 * and the step, which read every list and intent, would see two of each (read-only by contract:
 * `sharedLegalIntents`).
 */
const PASS_ALONE: readonly (readonly (readonly RulesIntent[])[])[] = ([0, 1] as Seat[]).map((seat) =>
  [false, true].map((cut) => [gwIntent('pass', seat, passLabel(cut))]),
);

/**
 * `legalIntents` for automatic players (engine/sim/play.ts): the same intents, but where the
 * seat can only Pass — nine listings in ten of a random game — one shared list, with no
 * list or intent made for it. Never to be changed by its reader.
 */
export function sharedLegalIntents(s: GameState, seat: Seat): readonly RulesIntent[] {
  return listed(s, seat, true);
}

function listed(s: GameState, seat: Seat, shared: boolean): RulesIntent[] {
  if (s.winner !== null || s.mode !== 'rules' || !s.rules) return [];
  if (s.pending) return decisionIntents(s, seat);
  const r = rulesOf(s);
  const fx = r.effects;
  if (!fx.free || fx.priority !== seat) return [];
  const cut = fx.cut.length > 0;
  const table = seatTable(s, seat);
  // Most moments have nothing to try for any card of the seat: each card's timings are read
  // once per printed card into masks of moments, so such a listing is Pass alone at once.
  const now = momentBit(r.station, s.turn.active === seat);
  if (((table.tryAt | table.textAt | table.useAt) & now) === 0)
    return shared ? (PASS_ALONE[seat][cut ? 1 : 0] as RulesIntent[]) : [gwIntent('pass', seat, passLabel(cut))];
  // One list filled in turn (no spread of partial lists): this runs before every move.
  const out: RulesIntent[] = [gwIntent('pass', seat, passLabel(cut))];
  if ((table.tryAt & now) !== 0) playIntents(s, seat, table, now, out);
  abilityIntents(s, seat, table, now, out);
  return out;
}

/**
 * `legalIntents` worked out in full: with nothing remembered from earlier listings (no seat
 * table, no play facts), every cost compared with the Nation Power sources counted and every
 * field text tried by its Set group. What every listing must equal (test/listing-memory.test.ts).
 */
export function freshLegalIntents(s: GameState, seat: Seat): RulesIntent[] {
  return withNothingRemembered(() => inFull(() => legalIntents(s, seat)));
}

/** The seat expected to act now (for random players and the bench). */
export function seatToAct(s: GameState): Seat | null {
  if (s.winner !== null) return null;
  if (s.pending) return s.pending.seat;
  return rulesOf(s).effects.priority;
}
