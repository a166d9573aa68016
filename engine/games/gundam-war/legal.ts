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
import { checkActivate, usedEffects } from './abilities';
import { changeIntents } from './keywords/change';
import { cardEffects, commandText } from './card-text';
import { momentBit, momentsWhere, station } from './chart';
import { fieldText, fieldTextPlays } from './field-text';
import { targetCandidates } from './targets';
import { hasEffect, playsBy, type SpecialEffect } from './keywords';
import { checkPlay, commandTimely, commandTimelyAt, playFacts, totalCostNow, type PlayFacts } from './play';
import { uprightPaying } from './power';
import { def, effectsOf, heads, setCards } from './read';
import { checkSortie, sortiePlan } from './sortie';
import { rulesOf, ZONE, zk } from './state';

function decisionIntents(s: GameState, seat: Seat): RulesIntent[] {
  const p = s.pending!;
  if (p.seat !== seat) return [];
  const a = (choice: string[], label: string): RulesIntent => ({ type: 'answer', seat, choice, label });
  const ids = p.options.map((o) => o.id);
  switch (p.kind) {
    case 'sortie': {
      const out = [a([], 'Sortie no Units')];
      for (const o of p.options) out.push(a([o.id], `Sortie ${o.label}`));
      for (const area of ['earth', 'space']) {
        const all = ids.filter((id) => id.startsWith(`${area}:`));
        if (all.length > 1)
          out.push(a(all, `Sortie every eligible Unit to the ${area === 'earth' ? 'Earth' : 'Space'} Area`));
      }
      const attacking = (rulesOf(s).ask as { attacking?: boolean } | null)?.attacking === true;
      return out.filter((i) => checkSortie(s, seat, attacking, sortiePlan(i.choice as string[])) === null);
    }
    case 'discard':
    case 'order-effects': {
      const n = p.min;
      const out = [a(ids.slice(0, n), p.kind === 'discard' ? 'Discard' : 'This order')];
      const back = [...ids].reverse().slice(0, n);
      if (ids.length > 1)
        out.push(
          a(p.kind === 'discard' ? back : [...ids].reverse(), p.kind === 'discard' ? 'Discard' : 'Reverse order'),
        );
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
  return targetCandidates(s, seat, card, text.target).map((t) => [t]);
}

type Try = { targets: CardId[]; substitute?: boolean; asG?: boolean };
const NO_TRIES: readonly Try[] = [];

/**
 * What listing asks of a printed card on every pass, read from its special effects and script
 * once per printed card: nearly every listing finds nothing to try for nearly every card, and
 * these answers tell it without scanning the card's effects again.
 */
interface PlayProfile {
  quick: boolean;
  command: boolean;
  variable: boolean;
  substitute: boolean;
  change: boolean;
  /**
   * The moments (`momentBit`: a station, in its controller's turn or the other's) where listing
   * may find something to try for it: its timing open, put out as a G, or a Change. Everywhere
   * else it has nothing to try, whatever the table.
   */
  tryAt: number;
  /** The count of this turn's plays that allows one of it (`checkPlay`'s basic rules), or null. */
  oncePerTurn: 'g' | 'unit' | 'cruiserLike' | 'character' | 'operation' | null;
}

const profiles = new WeakMap<GundamWarCard, PlayProfile>();

function profileOf(d: GundamWarCard): PlayProfile {
  let p = profiles.get(d);
  if (p) return p;
  const fx = cardEffects(d);
  const quick = playsBy(fx, 'anyFreeTiming');
  const command = d.type === 'command';
  const change = hasEffect(fx, 'change');
  const t = d.type;
  const cruiserLike = playsBy(fx, 'cruiserLike');
  const variable = playsBy(fx, 'asG');
  p = {
    oncePerTurn: quick
      ? null
      : t === 'g' || t === 'character' || t === 'operation'
        ? t
        : t === 'unit'
          ? cruiserLike
            ? 'cruiserLike'
            : 'unit'
          : null,
    quick,
    command,
    variable,
    substitute: playsBy(fx, 'chosenCost'),
    change,
    tryAt: momentsWhere((st, own) => {
      const ownDisposition = own && st.phase === 'disposition';
      // As `triesFor` and `cardPlays` decide what to try (a G put out by Variable only while none was this turn).
      const timely = command ? commandTimelyAt(st, own, d, quick) : ownDisposition || quick;
      return timely || (ownDisposition && variable) || (!ownDisposition && st.step === 'attack' && change);
    }),
  };
  profiles.set(d, p);
  return p;
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
): readonly Try[] {
  const timely = prof.command ? commandTimely(s, seat, d, prof.quick) : ownDisposition || prof.quick;
  const variable = ownDisposition && prof.variable && rulesOf(s).perTurn.g === 0;
  // Most cards at most moments: nothing to try, and no list made for it.
  if (!timely && !variable) return NO_TRIES;
  const tries: Try[] = [];
  if (variable) tries.push({ targets: [], asG: true });
  if (!timely) return tries;
  // One G, Unit, Cruiser-like, Character or Operation a turn: refused by `checkPlay` whatever the
  // target or cost, so known here without building its refusal.
  if (prof.oncePerTurn !== null && rulesOf(s).perTurn[prof.oncePerTurn] >= 1) return tries;
  const subst = prof.substitute;
  // A Command's cost may be lowered by constant texts (auto-a.ts): compare what it costs now.
  const total = prof.command ? totalCostNow(s, card) : (d.cost ?? 0);
  if (total > facts().sources.length && !subst) return tries;
  // A card's own cost (a Command's may change with its targets and texts): without enough upright
  // Nation Power of its colour to roll, `checkPlay` refuses every try of it (ch. 08 step 3).
  if (!prof.command && !subst) {
    const designated = Math.max(0, Math.min(d.nation_cost ?? 0, total));
    if (uprightPaying(facts().sources, d.color ?? 'purple') < designated) return tries;
  }
  if (prof.command) for (const targets of commandTargets(s, seat, card)) tries.push({ targets });
  else if (d.type === 'character') {
    for (const host of heads(s, zk(seat, ZONE.disposition)))
      for (const t of [host, ...setCards(s, host)]) tries.push({ targets: [t] });
  } else tries.push({ targets: [] });
  return subst ? tries.flatMap((t) => (t.asG ? [t] : [t, { ...t, substitute: true }])) : tries;
}

/**
 * What listing reads of a seat's hand, Hangar and Field that changes only with them: the
 * first card of each name in each play zone (not being played) with its profile, the group
 * heads that print a special effect a player uses, and whether any card there has a played
 * text. A pass or an empty window changes none of it, so consecutive listings share it (one
 * per seat, for the tables last seen; states are never edited).
 */
interface SeatTable {
  /** The last card and zone tables found to read as this (states are never edited). */
  cards: GameState['cards'];
  zones: GameState['zones'];
  catalog: GameState['catalog'];
  playing: Record<CardId, Seat>;
  /** The seat's hand, Hangar and Field zone lists it was read from (a step that edits a list replaces it). */
  lists: CardId[][];
  /** For each card of those lists in turn, its printed card's key and the card it is Set on. */
  read: (string | CardId | null)[];
  plays: { card: CardId; d: GundamWarCard; prof: PlayProfile }[][];
  /** The moments where some card in `plays` may have something to try (its profiles' `tryAt` together). */
  tryAt: number;
  abilityHeads: CardId[];
  /** The cards on the Field that print a played text (field-text.ts), in zone order. */
  fieldTexts: CardId[];
}

const seatTables: (SeatTable | null)[] = [null, null];

/** The zones a seat plays cards from, and the zone lists its table reads: those, then the Field. */
const PLAY_ZONES = [ZONE.hand, ZONE.hangar];
const TABLE_ZONES = [ZONE.hand, ZONE.hangar, ZONE.disposition, 'earth-area', 'space-area'];
const NONE: CardId[] = [];

/**
 * Whether the table still reads as `known` did. Rolling, damage or a counter gives a card a
 * new instance (and the game a new card table) but changes nothing read here, so the lists
 * are compared by identity and each card by its printed card and host alone.
 */
function sameTable(s: GameState, seat: Seat, known: SeatTable, playing: Record<CardId, Seat>): boolean {
  if (known.catalog !== s.catalog || known.playing !== playing) return false;
  if (known.cards === s.cards && known.zones === s.zones) return true;
  const read = known.read;
  let k = 0;
  for (let z = 0; z < TABLE_ZONES.length; z++) {
    const list = s.zones[zk(seat, TABLE_ZONES[z])] ?? NONE;
    if (list !== known.lists[z]) return false;
    for (let i = 0; i < list.length; i++) {
      const c = s.cards[list[i]];
      if (c.key !== read[k] || c.attachedTo !== read[k + 1]) return false;
      k += 2;
    }
  }
  // The same reading on these tables: the next listing on them needs no walk.
  known.cards = s.cards;
  known.zones = s.zones;
  return true;
}

function seatTable(s: GameState, seat: Seat): SeatTable {
  const playing = rulesOf(s).playing;
  const known = seatTables[seat];
  if (known !== null && sameTable(s, seat, known, playing)) return known;
  // Read in one pass over the seat's zones (hand and Hangar first, then the Field).
  const lists: CardId[][] = [];
  const read: SeatTable['read'] = [];
  const plays: SeatTable['plays'] = [];
  const abilityHeads: CardId[] = [];
  const fieldTexts: CardId[] = [];
  const used = usedEffects();
  let tryAt = 0;
  for (let z = 0; z < TABLE_ZONES.length; z++) {
    const list = s.zones[zk(seat, TABLE_ZONES[z])] ?? NONE;
    lists.push(list);
    const field = z >= PLAY_ZONES.length;
    // Copies of one card in the hand (or in the Hangar) have the same options: the first of them
    // is listed, and the app offers its moves for the others too (`withCopies` in the renderer).
    // A Hangar copy is not the hand's: each zone lists its own.
    const seen: string[] = [];
    const firsts: SeatTable['plays'][number] = [];
    for (let i = 0; i < list.length; i++) {
      const card = list[i];
      const c = s.cards[card];
      read.push(c.key, c.attachedTo);
      const d = def(s, card);
      if (field) {
        if (c.attachedTo === null && printsOneOf(cardEffects(d), used)) abilityHeads.push(card);
        if (fieldText(d)) fieldTexts.push(card);
        continue;
      }
      if (playing[card] !== undefined || seen.includes(d.number)) continue;
      seen.push(d.number);
      const prof = profileOf(d);
      tryAt |= prof.tryAt;
      firsts.push({ card, d, prof });
    }
    if (!field) plays.push(firsts);
  }
  const table: SeatTable = {
    cards: s.cards,
    zones: s.zones,
    catalog: s.catalog,
    playing,
    lists,
    read,
    plays,
    tryAt,
    abilityHeads,
    fieldTexts,
  };
  return (seatTables[seat] = table);
}

function playIntents(s: GameState, seat: Seat, table: SeatTable, out: RulesIntent[]): void {
  const st = station(s);
  const own = s.turn.active === seat;
  const ownDisposition = own && st.phase === 'disposition';
  // Most moments have nothing to try for any card of the seat (each card's timing read once per printed card).
  const now = momentBit(rulesOf(s).station, own);
  if ((table.tryAt & now) === 0) return;
  let known: PlayFacts | null = null;
  const facts = () => (known ??= factsFor(s, seat));
  for (const firsts of table.plays)
    for (const { card, d, prof } of firsts)
      if ((prof.tryAt & now) !== 0) cardPlays(s, seat, card, d, prof, st, ownDisposition, facts, out);
}

/**
 * The play facts last worked out per seat (its Nation Power sources, the names on the Field),
 * with the tables they read: a pass changes none of them, so the listings of a window share them.
 */
interface KnownFacts {
  cards: GameState['cards'];
  zones: GameState['zones'];
  values: GameState['values'];
  catalog: GameState['catalog'];
  variableG: CardId[];
  entered: Record<CardId, number>;
  facts: PlayFacts;
}
const knownFacts: (KnownFacts | null)[] = [null, null];

function factsFor(s: GameState, seat: Seat): PlayFacts {
  const r = rulesOf(s);
  const k = knownFacts[seat];
  if (
    k !== null &&
    k.cards === s.cards &&
    k.zones === s.zones &&
    k.values === s.values &&
    k.catalog === s.catalog &&
    k.variableG === r.variableG &&
    k.entered === r.entered
  )
    return k.facts;
  const facts = playFacts(s, seat);
  const { cards, zones, values, catalog } = s;
  knownFacts[seat] = { cards, zones, values, catalog, variableG: r.variableG, entered: r.entered, facts };
  return facts;
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
  out: RulesIntent[],
): void {
  for (const t of triesFor(s, seat, card, d, prof, ownDisposition, facts)) {
    const ok = checkPlay(
      s,
      { seat, card, targets: t.targets, substitute: t.substitute === true, asG: t.asG === true },
      facts(),
    );
    if (typeof ok !== 'function') continue;
    const label = `${t.asG ? 'Put out as G' : 'Play'} ${d.name}${t.targets.length ? ` → ${t.targets.map((x) => def(s, x).name).join(', ')}` : ''}${t.substitute ? ' (Substitute Cost)' : ''}`;
    // Fields added in turn (the order the spreads gave): spreading into a literal copies slowly.
    const intent: RulesIntent = { type: 'play', seat, card, targets: t.targets };
    if (t.substitute) intent.substitute = true;
    if (t.asG) intent.asG = true;
    intent.label = label;
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

function abilityIntents(s: GameState, seat: Seat, table: SeatTable, out: RulesIntent[]): void {
  // Played text of cards on the Field (Ironvein Asteroid) first, then special effects.
  if (table.fieldTexts.length)
    for (const { card, targets } of fieldTextPlays(s, seat, table.fieldTexts))
      out.push({
        type: 'activate',
        seat,
        card,
        ability: 'text',
        targets,
        label: `${def(s, card).name}: play its text${targets.length ? ` → ${targets.map((t) => def(s, t).name).join(', ')}` : ''}`,
      });
  // Only special effects whose timing is open now, and only on cards that print one of them
  // (a card has no such effect beyond those it prints: Set cards lend squad effects only).
  if (table.abilityHeads.length === 0) return;
  const open = usedEffects().filter((k) => k.use.timing(s, seat));
  if (open.length === 0) return;
  for (const card of table.abilityHeads) {
    if (!printsOneOf(cardEffects(def(s, card)), open)) continue;
    const fx = effectsOf(s, card);
    for (const { kind: ability, use } of open) {
      if (!fx.some((e) => e.kind === ability)) continue;
      const options: CardId[][] = use.offers?.(s, card) ?? [[]];
      for (const targets of options) {
        if (typeof checkActivate(s, seat, card, ability, targets) !== 'function') continue;
        out.push({
          type: 'activate',
          seat,
          card,
          ability,
          targets,
          label: `${def(s, card).name}: ${ability}${targets.length ? ` → ${targets.map((t) => def(s, t).name).join(', ')}` : ''}`,
        });
      }
    }
  }
}

export function legalIntents(s: GameState, seat: Seat): RulesIntent[] {
  if (s.winner !== null || s.mode !== 'rules' || !s.rules) return [];
  if (s.pending) return decisionIntents(s, seat);
  const fx = rulesOf(s).effects;
  if (!fx.free || fx.priority !== seat) return [];
  // One list filled in turn (no spread of partial lists): this runs before every move.
  const out: RulesIntent[] = [{ type: 'pass', seat, label: fx.cut.length ? 'Pass (let the Cut resolve)' : 'Pass' }];
  const table = seatTable(s, seat);
  playIntents(s, seat, table, out);
  abilityIntents(s, seat, table, out);
  return out;
}

/** The seat expected to act now (for random players and the bench). */
export function seatToAct(s: GameState): Seat | null {
  if (s.winner !== null) return null;
  if (s.pending) return s.pending.seat;
  return rulesOf(s).effects.priority;
}
