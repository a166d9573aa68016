/**
 * Play a card from hand or Hangar (ch. 08), or put it out as a G (Variable). Checked and carried
 * out by `checkPlay` (play-check.ts, the steps of ch. 08); listed here. Listing narrows the
 * candidates before checking them: only cards whose timing is open and whose cost the seat's
 * Nation Power can meet, and for Commands only the kind of target their text names.
 */
import type { GundamWarCard } from '../../../cards/model';
import type { Draft } from '../../../core/draft';
import { cardIdsOf } from '../../../core/ids';
import { isRuleError, type CardId, type GameState, type RuleError } from '../../../core/types';
import { commandText } from '../card-text';
import { station } from '../chart';
import { checkCost, designationsOf } from '../power';
import { cardType, def, heads, setCards } from '../read';
import { factsFor, type PlayProfile } from '../seat-table';
import { rulesOf, ZONE, zk } from '../state';
import { targetCandidates, targetFits } from '../targets';
import { zoneList } from '../zone-lists';
import { changeIntents } from './change';
import { playIntent, type PlayIntent } from './intents';
import { cardOf, carry, defineMove, type Listing } from './move';
import { canSetOn, checkPlay, resourceCostOf, totalCostNow, type PlayFacts } from './play-check';

/** One try of a card: its targets and how it is paid. */
type Try = { targets: CardId[]; substitute: boolean; asG: boolean; x: number | undefined };
const aTry = (targets: CardId[], substitute = false, asG = false, x?: number): Try => ({ targets, substitute, asG, x });

/** What every card of one listing is tried against. */
type PlayListing = Listing & {
  /** The seat's own Disposition Phase (a Variable card may be put out as a G). */
  ownDisposition: boolean;
  station: ReturnType<typeof station>;
  /** This table's play facts, worked out when a card first needs them. */
  facts: () => PlayFacts;
};

/** Targets a Command's text can take, narrowed by what the text names. */
function commandTargets(l: PlayListing, card: CardId): CardId[][] {
  const { s, seat } = l;
  const text = commandText(def(s, card));
  if (!text) return [[]];
  if (!text.target) return [[]];
  const target = text.target;
  const candidates = targetCandidates(s, seat, card, target);
  const out: CardId[][] = [];
  // A candidate that does not fit is refused by `checkPlay` after all its other checks: known here by the same test.
  for (const c of candidates) if (l.full || targetFits(s, seat, card, target, c)) out.push([c]);
  return out;
}

/**
 * The most an `X` Resource Cost is listed at. Every amount the Nation can pay is legal (the step
 * takes any), but the list offers 0 up to one card short of the Nation, at most this many: paying
 * the last card loses at once, and a longer list only slows the players that choose among it.
 */
const MOST_X_LISTED = 9;

/** Each try of a card whose Resource Cost is `X` made once for every amount listed (`MOST_X_LISTED`). */
function withAmounts(l: PlayListing, tries: Try[]): Try[] {
  const most = Math.min(MOST_X_LISTED, zoneList(l.s, l.seat, 'nation').length - 1);
  const out: Try[] = [];
  for (const t of tries) {
    if (t.asG) out.push(t);
    else for (let x = 0; x <= most; x++) out.push(aTry(t.targets, t.substitute, false, x));
  }
  return out;
}

const NO_TRIES: readonly Try[] = Object.freeze([]);
/** What is left to try of a card that cannot be played now: putting it out as a G (Variable), or nothing. */
const onlyAsG = (variable: boolean): readonly Try[] => (variable ? [aTry([], false, true)] : NO_TRIES);

/** The plays worth checking for one card: its timing first (free to see), then its cost against the Nation Power. */
function triesFor(l: PlayListing, card: CardId, d: GundamWarCard, prof: PlayProfile): readonly Try[] {
  const { s, seat } = l;
  const timely = (prof.timelyAt & l.now) !== 0;
  const variable = l.ownDisposition && prof.variable && rulesOf(s).perTurn.g === 0;
  // Most cards at most moments: nothing to try, and no list made for it (~400 cards a game).
  if (!timely && !variable) return NO_TRIES;
  if (!timely) return onlyAsG(variable);
  // One G, Unit, Cruiser-like, Character or Operation a turn: refused by `checkPlay` whatever the
  // target or cost, so known here without building its refusal.
  if (prof.playedThisTurn !== null && prof.playedThisTurn(rulesOf(s).perTurn) >= 1) return onlyAsG(variable);
  // A payment no try can make (an Extra Cost with no Character to abolish) refuses them all, G included.
  if (!l.full && unpaidNow(l, card, prof)) return NO_TRIES;
  const subst = prof.substitute;
  if (!subst && costOutOfReach(l, card, d, prof.command)) return onlyAsG(variable);
  const tries: Try[] = variable ? [aTry([], false, true)] : [];
  if (prof.command) for (const targets of commandTargets(l, card)) tries.push(aTry(targets));
  else if (d.type === 'character') {
    for (const host of heads(s, zk(seat, ZONE.disposition))) {
      characterTry(l, card, host, tries);
      for (const t of setCards(s, host)) characterTry(l, card, t, tries);
    }
  } else tries.push(aTry([]));
  const paid = subst ? withSubstitutes(tries) : tries;
  return d.resource_cost === 'X' ? withAmounts(l, paid) : paid;
}

/** Whether one of the card's payments refuses every play of it now (`PlayProfile.unpaid`). */
function unpaidNow(l: PlayListing, card: CardId, prof: PlayProfile): boolean {
  for (const { effect, rules } of prof.unpaid) if (rules.unpaid!(l.s, l.seat, card, effect)) return true;
  return false;
}

/**
 * A Character's try on `host`. A host that is not a Unit (a G, a Set Character) takes it only by
 * a special effect of the Character's (Set/G, Set/Character): asked here, where `canSetOn` answers
 * at once, rather than by `checkPlay` after all its other checks (most such tries are refused).
 */
function characterTry(l: PlayListing, card: CardId, host: CardId, tries: Try[]): void {
  if (!l.full && cardType(l.s, host) !== 'unit' && canSetOn(l.s, l.seat, card, host) !== null) return;
  tries.push(aTry([host]));
}

/** Each try but putting out as a G, made again paid by Substitute Cost right after it. */
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
 * for; listed in full, every cost is compared with the sources counted instead.
 */
function outOfReach(l: PlayListing, d: GundamWarCard, total: number): boolean {
  const { s, seat } = l;
  if (!l.full && total > zoneList(s, seat, 'disposition-area').length) return true;
  if (total > l.facts().sources.length) return true;
  if (resourceCostOf(d, 0) > zoneList(s, seat, 'nation').length) return true;
  return !checkCost(l.facts().sources, { designated: designationsOf(d), total, resource: 0 }).ok;
}

/**
 * Whether `checkPlay` refuses every try of a card for its cost (paid as printed, not by Substitute
 * Cost). A Command's Total may be lowered by constant texts (auto-a.ts), to no less than 1: with
 * no lasting effect out (one could name the card), it is checked first at the least it could come
 * to with every discount of the seat's Field working (the seat table's `discount`) — with no
 * discount there, exactly what it costs — so most Commands out of reach are known without deriving
 * the table. Listed in full, every Command's Total is compared with the sources counted.
 */
function costOutOfReach(l: PlayListing, card: CardId, d: GundamWarCard, command: boolean): boolean {
  const printed = d.cost ?? 0;
  if (!command) return outOfReach(l, d, printed);
  if (l.full) return totalCostNow(l.s, card) > l.facts().sources.length;
  const discount = l.table.discount;
  if (rulesOf(l.s).effects.continuous.length === 0) {
    if (outOfReach(l, d, Math.max(Math.min(printed, 1), printed - discount))) return true;
    if (discount === 0) return false;
  }
  return outOfReach(l, d, totalCostNow(l.s, card));
}

const playLabel = (s: GameState, d: GundamWarCard, t: Try): string =>
  `${t.asG ? 'Put out as G' : 'Play'} ${d.name}${t.targets.length ? ` → ${t.targets.map((x) => def(s, x).name).join(', ')}` : ''}${t.substitute ? ' (Substitute Cost)' : ''}${t.x !== undefined ? ` (X = ${t.x})` : ''}`;

/** The plays (and Changes) of one card in hand or Hangar, added to the listing. */
function cardPlays(l: PlayListing, card: CardId, d: GundamWarCard, prof: PlayProfile): void {
  const { s, seat } = l;
  for (const t of triesFor(l, card, d, prof)) {
    const ok = checkPlay(
      s,
      { seat, card, targets: t.targets, substitute: t.substitute, asG: t.asG, x: t.x },
      l.facts(),
    );
    if (typeof ok !== 'function') continue;
    l.out.push(playIntent(seat, card, t.targets, playLabel(s, d, t), t));
  }
  // Change costs nothing, so it is offered whatever the card's own cost.
  if (!l.ownDisposition && l.station.step === 'attack' && prof.change) changeIntents(s, seat, card, d, l.out);
}

/** Every play of the seat's cards in hand and Hangar whose timing is open now, card by card. */
function listPlays(listing: Listing): void {
  const { s, seat, table, now } = listing;
  if ((table.tryAt & now) === 0) return;
  const st = station(s);
  let known: PlayFacts | null = null;
  const l: PlayListing = {
    ...listing,
    ownDisposition: s.turn.active === seat && st.phase === 'disposition',
    station: st,
    facts: () => (known ??= factsFor(s, seat, listing.memo)),
  };
  for (const firsts of table.plays)
    for (const { card, d, prof } of firsts) if ((prof.tryAt & now) !== 0) cardPlays(l, card, d, prof);
}

export const PLAY = defineMove<PlayIntent>({
  type: 'play',
  list: listPlays,
  apply(d: Draft, intent): RuleError | null {
    const s = d.state;
    const card = cardOf(s, intent.card);
    if (isRuleError(card)) return card;
    const play = {
      seat: intent.seat,
      card,
      targets: cardIdsOf(intent.targets),
      substitute: intent.substitute === true,
      asG: intent.asG === true,
      // A Resource Cost printed X: the amount the player chose (checkPlay refuses anything but a whole number).
      x: intent.x,
    };
    // With the play facts the listing of this table worked out (seat-table.ts), not counted again.
    return carry(d, checkPlay(s, play, factsFor(s, intent.seat, d.memo)));
  },
});
