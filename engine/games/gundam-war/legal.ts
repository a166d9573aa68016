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
import { checkActivate, useMoments, usedEffects } from './abilities';
import { changeIntents } from './keywords/change';
import { cardEffects, commandText } from './card-text';
import { momentBit, momentsWhere, station, timingOpenAt } from './chart';
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
      // No Units is always a legal sortie (`checkSortie` finds nothing to refuse in empty squads).
      const out = [a([], 'Sortie no Units')];
      const tries: RulesIntent[] = [];
      for (const o of p.options) tries.push(a([o.id], `Sortie ${o.label}`));
      for (const area of ['earth', 'space']) {
        const all = ids.filter((id) => id.startsWith(`${area}:`));
        if (all.length > 1)
          tries.push(a(all, `Sortie every eligible Unit to the ${area === 'earth' ? 'Earth' : 'Space'} Area`));
      }
      const attacking = (rulesOf(s).ask as { attacking?: boolean } | null)?.attacking === true;
      for (const i of tries)
        if (checkSortie(s, seat, attacking, sortiePlan(i.choice as string[])) === null) out.push(i);
      return out;
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
 * What listing needs of a printed card, worked out once per printed card: its play profile,
 * and the moments where, on the Field, a special effect it prints that a player uses (as a
 * group head) or a text it plays may be open.
 */
interface CardInfo {
  number: string;
  prof: PlayProfile;
  /** The moments where one of the special effects it prints that a player uses is open (0: it prints none). */
  useAt: number;
  /** The moments where its played text (field-text.ts) may be played (0: it has none). */
  textAt: number;
}

const infos = new WeakMap<GundamWarCard, CardInfo>();

function infoOf(d: GundamWarCard): CardInfo {
  let info = infos.get(d);
  if (info) return info;
  let useAt = 0;
  const fx = cardEffects(d);
  for (const { kind } of usedEffects()) if (fx.some((e) => e.kind === kind)) useAt |= useMoments(kind);
  const text = fieldText(d);
  info = {
    number: d.number,
    prof: profileOf(d),
    useAt,
    textAt: text ? momentsWhere((st, own) => timingOpenAt(st, own, text.timing)) : 0,
  };
  infos.set(d, info);
  return info;
}

/**
 * What listing reads of one of a seat's zones, which changes only with it: for the hand and
 * the Hangar the first card of each name (not being played) with its profile, for the Field's
 * zones the group heads that print a special effect a player uses and the cards with a played
 * text. Each zone's part is kept while its list and its cards read the same, so a step that
 * moves cards in one zone has only that zone read again.
 */
interface ZonePart {
  /** The zone list it was read from (a step that edits a list replaces it; states are never edited). */
  list: CardId[];
  /** For each card of the list in turn, its printed card's key and the card it is Set on. */
  read: (string | CardId | null)[];
  /** The `playing` table it was read with (a hand or Hangar part skips the cards being played). */
  playing: Record<CardId, Seat> | null;
  plays: { card: CardId; d: GundamWarCard; prof: PlayProfile }[];
  heads: CardId[];
  texts: CardId[];
  /** Its cards' `tryAt`, `useAt` and `textAt` together. */
  tryAt: number;
  useAt: number;
  textAt: number;
}

/**
 * A seat's zone parts put together (hand and Hangar first, then the Field), with the tables
 * it was last found to read as: consecutive listings share it while nothing it reads changes.
 */
interface SeatTable {
  cards: GameState['cards'];
  zones: GameState['zones'];
  catalog: GameState['catalog'];
  playing: Record<CardId, Seat>;
  parts: ZonePart[];
  plays: ZonePart['plays'][];
  /** The moments where some card in `plays` may have something to try (its profiles' `tryAt` together). */
  tryAt: number;
  abilityHeads: CardId[];
  /** The moments where a special effect of a card in `abilityHeads` may be open. */
  useAt: number;
  /** The cards on the Field that print a played text (field-text.ts), in zone order. */
  fieldTexts: CardId[];
  /** The moments where one of those texts may be open. */
  textAt: number;
}

/**
 * Everything listing remembers between listings (each seat's table and play facts), in one
 * place so a listing can be worked out with nothing remembered (`freshLegalIntents`).
 */
interface Memory {
  tables: (SeatTable | null)[];
  facts: (KnownFacts | null)[];
}
const blank = (): Memory => ({ tables: [null, null], facts: [null, null] });
let memory = blank();

/** The zones a seat's table reads: the two it plays cards from (`PLAY_PARTS` of them), then the Field. */
const TABLE_ZONES = [ZONE.hand, ZONE.hangar, ZONE.disposition, 'earth-area', 'space-area'];
const PLAY_PARTS = 2;
const TABLE_KEYS = [0, 1].map((seat) => TABLE_ZONES.map((z) => zk(seat as Seat, z)));
const NONE: CardId[] = [];

/**
 * Whether a zone still reads as `part` did. Rolling, damage or a counter gives a card a new
 * instance (and the game a new card table) but changes nothing read here, so the list is
 * compared by identity and each card by its printed card and host alone.
 */
function samePart(s: GameState, part: ZonePart, list: CardId[], playing: Record<CardId, Seat>): boolean {
  if (part.list !== list || (part.playing !== null && part.playing !== playing)) return false;
  const read = part.read;
  for (let i = 0, k = 0; i < list.length; i++, k += 2) {
    const c = s.cards[list[i]];
    if (c.key !== read[k] || c.attachedTo !== read[k + 1]) return false;
  }
  return true;
}

function readPart(s: GameState, list: CardId[], play: boolean, playing: Record<CardId, Seat>): ZonePart {
  const part: ZonePart = {
    list,
    read: [],
    playing: play ? playing : null,
    plays: [],
    heads: [],
    texts: [],
    tryAt: 0,
    useAt: 0,
    textAt: 0,
  };
  // Copies of one card in the hand (or in the Hangar) have the same options: the first of them
  // is listed, and the app offers its moves for the others too (`withCopies` in the renderer).
  // A Hangar copy is not the hand's: each zone lists its own.
  const seen: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const card = list[i];
    const c = s.cards[card];
    part.read.push(c.key, c.attachedTo);
    const d = def(s, card);
    const info = infoOf(d);
    if (!play) {
      if (c.attachedTo === null && info.useAt !== 0) {
        part.heads.push(card);
        part.useAt |= info.useAt;
      }
      if (info.textAt !== 0) {
        part.texts.push(card);
        part.textAt |= info.textAt;
      }
      continue;
    }
    if (playing[card] !== undefined || seen.includes(info.number)) continue;
    seen.push(info.number);
    part.tryAt |= info.prof.tryAt;
    part.plays.push({ card, d, prof: info.prof });
  }
  return part;
}

function seatTable(s: GameState, seat: Seat): SeatTable {
  const playing = rulesOf(s).playing;
  const known = memory.tables[seat];
  if (known !== null && known.cards === s.cards && known.zones === s.zones && known.playing === playing) {
    if (known.catalog === s.catalog) return known;
  }
  const fresh = known === null || known.catalog !== s.catalog;
  const keys = TABLE_KEYS[seat];
  let parts: ZonePart[] | null = null;
  for (let z = 0; z < keys.length; z++) {
    const list = s.zones[keys[z]] ?? NONE;
    const was = fresh ? null : known.parts[z];
    if (was !== null && samePart(s, was, list, playing)) continue;
    parts ??= fresh ? [] : known.parts.slice();
    parts[z] = readPart(s, list, z < PLAY_PARTS, playing);
  }
  if (parts === null) {
    // The same reading on these tables: the next listing on them needs no walk.
    known!.cards = s.cards;
    known!.zones = s.zones;
    known!.playing = playing;
    return known!;
  }
  const table: SeatTable = {
    cards: s.cards,
    zones: s.zones,
    catalog: s.catalog,
    playing,
    parts,
    plays: [],
    tryAt: 0,
    abilityHeads: [],
    useAt: 0,
    fieldTexts: [],
    textAt: 0,
  };
  for (let z = 0; z < parts.length; z++) {
    const part = parts[z];
    if (z < PLAY_PARTS) table.plays.push(part.plays);
    table.tryAt |= part.tryAt;
    table.useAt |= part.useAt;
    table.textAt |= part.textAt;
    for (const h of part.heads) table.abilityHeads.push(h);
    for (const t of part.texts) table.fieldTexts.push(t);
  }
  return (memory.tables[seat] = table);
}

function playIntents(s: GameState, seat: Seat, table: SeatTable, now: number, out: RulesIntent[]): void {
  const st = station(s);
  const ownDisposition = s.turn.active === seat && st.phase === 'disposition';
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
function factsFor(s: GameState, seat: Seat): PlayFacts {
  const r = rulesOf(s);
  const k = memory.facts[seat];
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
  memory.facts[seat] = { cards, zones, values, catalog, variableG: r.variableG, entered: r.entered, facts };
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

function abilityIntents(s: GameState, seat: Seat, table: SeatTable, now: number, out: RulesIntent[]): void {
  // Played text of cards on the Field (Ironvein Asteroid) first, then special effects.
  if ((table.textAt & now) !== 0)
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
  if ((table.useAt & now) === 0) return;
  const st = station(s);
  const own = s.turn.active === seat;
  const open = usedEffects().filter((k) => k.use.timing(st, own));
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
  const r = rulesOf(s);
  const fx = r.effects;
  if (!fx.free || fx.priority !== seat) return [];
  // One list filled in turn (no spread of partial lists): this runs before every move.
  const out: RulesIntent[] = [{ type: 'pass', seat, label: fx.cut.length ? 'Pass (let the Cut resolve)' : 'Pass' }];
  const table = seatTable(s, seat);
  // Most moments have nothing to try for any card of the seat: each card's timings are read
  // once per printed card into masks of moments, so such a listing is Pass alone at once.
  const now = momentBit(r.station, s.turn.active === seat);
  if (((table.tryAt | table.textAt | table.useAt) & now) === 0) return out;
  if ((table.tryAt & now) !== 0) playIntents(s, seat, table, now, out);
  abilityIntents(s, seat, table, now, out);
  return out;
}

/**
 * `legalIntents` worked out with nothing remembered from earlier listings (no seat table, no
 * play facts): what every listing must equal (test/listing-memory.test.ts).
 */
export function freshLegalIntents(s: GameState, seat: Seat): RulesIntent[] {
  const kept = memory;
  memory = blank();
  try {
    return legalIntents(s, seat);
  } finally {
    memory = kept;
  }
}

/** The seat expected to act now (for random players and the bench). */
export function seatToAct(s: GameState): Seat | null {
  if (s.winner !== null) return null;
  if (s.pending) return s.pending.seat;
  return rulesOf(s).effects.priority;
}
