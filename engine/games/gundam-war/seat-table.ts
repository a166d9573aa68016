/**
 * What Gundam War's listing (legal.ts) remembers between listings: for each printed card, the
 * moments where it may have anything to try (its play profile, its special effects and played
 * text), and for each seat a table of what its hand, Hangar and Field zones offer, read again
 * only for the zones a step changed; with each seat's play facts. Nearly every listing is Pass
 * alone, and these tell it at once.
 */
import { memoPart, type Memo } from '../../core/memo';
import type { RulesCard } from './read';
import type { CardId, GameState, Seat } from '../../core/types';
import { useMoments, usedEffects } from './abilities';
import { cardEffects } from './card-text';
import { momentsWhere, timingOpenAt } from './chart';
import type { PerTurn, Station } from './state';
import { autoATexts } from './auto-a';
import { fieldText } from './field-text';
import { effectsWith, hasEffect, playsBy } from './keywords';
import { commandTimelyAt, playFacts, type PlayFacts } from './moves/play-check';
import { def } from './read';
import { rulesOf } from './state';
import { zoneAt, zoneIndex, type ZoneName } from './zone-lists';

/**
 * What listing asks of a printed card on every pass, read from its special effects and script
 * once per printed card: nearly every listing finds nothing to try for nearly every card, and
 * these answers tell it without scanning the card's effects again.
 */
export interface PlayProfile {
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
  /** The moments where its timing is open (`triesFor`'s first test): for a Command, its text's timing. */
  timelyAt: number;
  /**
   * How many were played this turn of the kind that allows one a turn (`checkPlay`'s basic rules:
   * G, Unit, Cruiser-like, Character, Operation), or null for a card with no such limit: one reader
   * per kind, each reading its count by name (a read by a varying key is a megamorphic lookup).
   */
  playedThisTurn: ((t: PerTurn) => number) | null;
  /** Its special effects whose payment can refuse every play of it at once (Extra Cost), with their rules: most cards have none. */
  unpaid: ReturnType<typeof effectsWith<'play'>>;
}

const profiles = new WeakMap<RulesCard, PlayProfile>();

type OncePerTurn = 'g' | 'unit' | 'ace' | 'cruiserLike' | 'character' | 'operation';

const PLAYED: Record<OncePerTurn, (t: PerTurn) => number> = {
  g: (t) => t.g,
  unit: (t) => t.unit,
  ace: (t) => t.ace,
  cruiserLike: (t) => t.cruiserLike,
  character: (t) => t.character,
  operation: (t) => t.operation,
};

function profileOf(d: RulesCard): PlayProfile {
  let p = profiles.get(d);
  if (p) return p;
  const fx = cardEffects(d);
  const quick = playsBy(fx, 'anyFreeTiming');
  const command = d.type === 'command';
  const change = hasEffect(fx, 'change');
  const t = d.type;
  const cruiserLike = playsBy(fx, 'cruiserLike');
  const variable = playsBy(fx, 'asG');
  // As `triesFor` decides whether the card's timing is open.
  const timely = (st: Station, own: boolean): boolean =>
    command ? commandTimelyAt(st, own, d, quick) : (own && st.phase === 'disposition') || quick;
  const oncePerTurn: OncePerTurn | null = quick
    ? null
    : t === 'g' || t === 'character' || t === 'operation'
      ? t
      : t === 'unit'
        ? d.ace
          ? 'ace'
          : cruiserLike
            ? 'cruiserLike'
            : 'unit'
        : null;
  p = {
    playedThisTurn: oncePerTurn === null ? null : PLAYED[oncePerTurn],
    quick,
    command,
    variable,
    substitute: playsBy(fx, 'chosenCost'),
    change,
    unpaid: effectsWith(fx, 'play').filter(({ rules }) => rules.unpaid !== undefined),
    timelyAt: momentsWhere(timely),
    tryAt: momentsWhere((st, own) => {
      const ownDisposition = own && st.phase === 'disposition';
      // As `triesFor` and `cardPlays` decide what to try (a G put out by Variable only while none was this turn).
      return timely(st, own) || (ownDisposition && variable) || (!ownDisposition && st.step === 'attack' && change);
    }),
  };
  profiles.set(d, p);
  return p;
}

/**
 * What listing needs of a printed card, worked out once per printed card: its play profile,
 * and the moments where, on the Field, a special effect it prints that a player uses (as a
 * group head) or a text it plays may be open.
 */
interface CardInfo {
  d: RulesCard;
  /** Its card number, the same for every printing of that number: a hand's copies share it. */
  number: string;
  prof: PlayProfile;
  /** The moments where one of the special effects it prints that a player uses is open (0: it prints none). */
  useAt: number;
  /** The moments where its played text (field-text.ts) may be played (0: it has none). */
  textAt: number;
  /** How much its constant texts could take off its controller's Commands, working or not (auto-a.ts `command-discount`). */
  discount: number;
}

const infos = new WeakMap<RulesCard, CardInfo>();

function infoOf(d: RulesCard): CardInfo {
  let info = infos.get(d);
  if (info) return info;
  let useAt = 0;
  const fx = cardEffects(d);
  for (const { kind } of usedEffects()) if (fx.some((e) => e.kind === kind)) useAt |= useMoments(kind);
  const text = fieldText(d);
  info = {
    d,
    number: d.number,
    prof: profileOf(d),
    useAt,
    textAt: text ? momentsWhere((st, own) => timingOpenAt(st, own, text.timing)) : 0,
    discount: autoATexts(d).reduce((sum, a) => (a.k === 'command-discount' ? sum + Math.max(0, a.amount) : sum), 0),
  };
  infos.set(d, info);
  return info;
}

/**
 * The info of each card id of the session's game (by its key, for one catalog), in the memo:
 * read for every card a part reads, it saves finding the printed card (`def`) each time.
 */
interface Infos {
  catalog: GameState['catalog'] | null;
  keys: string[];
  cards: CardInfo[];
}
const INFOS = memoPart('card infos', (): Infos => ({ catalog: null, keys: [], cards: [] }));

function cardInfo(s: GameState, card: CardId, key: string, memo: Memo | null): CardInfo {
  if (memo === null) return infoOf(def(s, card));
  const known = memo.get(INFOS);
  if (s.catalog !== known.catalog) {
    known.catalog = s.catalog;
    known.keys = [];
    known.cards = [];
  } else if (known.keys[card] === key) return known.cards[card];
  const info = infoOf(def(s, card));
  known.keys[card] = key;
  known.cards[card] = info;
  return info;
}

/**
 * What listing reads of one of a seat's zones, which changes only with it: for the hand and
 * the Hangar the first card of each name (not being played) with its profile, for the Field's
 * zones the group heads that print a special effect a player uses and the cards with a played
 * text. Each zone's part is kept while its list is the same one (`samePart`), so a step that
 * moves cards in one zone has only that zone read again.
 */
interface ZonePart {
  /** The zone list it was read from (a step that edits a list replaces it; states are never edited). */
  list: CardId[];
  /** In a hand or Hangar part, whether each card of the list in turn is being played (skipped then); empty in a Field zone's. */
  played: boolean[];
  /** A hand or Hangar part (the cards played from), or a Field zone's. */
  play: boolean;
  /** `number`: the card's number as `CardInfo` keeps it. */
  plays: { card: CardId; d: RulesCard; prof: PlayProfile; number: string }[];
  heads: CardId[];
  texts: CardId[];
  /** Its cards' `tryAt`, `useAt` and `textAt` together. */
  tryAt: number;
  useAt: number;
  textAt: number;
  /** Its cards' `discount`s summed (a Field zone's). */
  discount: number;
}

/**
 * A seat's zone parts put together (hand and Hangar first, then the Field), with the tables
 * it was last found to read as: consecutive listings share it while nothing it reads changes.
 */
export interface SeatTable {
  zones: GameState['zones'];
  catalog: GameState['catalog'];
  playing: Record<CardId, Seat>;
  parts: ZonePart[];
  plays: ZonePart['plays'][];
  /** The moments where some card in `plays` may have something to try (its profiles' `tryAt` together). */
  tryAt: number;
  /** Put together from the parts when a listing first asks (`abilityHeads`): most tables are never asked. */
  heads: CardId[] | null;
  /** The moments where a special effect of a card in `abilityHeads` may be open. */
  useAt: number;
  /** The cards on the Field that print a played text (field-text.ts), in zone order; put together as `heads` is (`fieldTexts`). */
  texts: CardId[] | null;
  /** The moments where one of those texts may be open. */
  textAt: number;
  /**
   * The most the constant texts of the seat's Field could lower its Commands' Total Nation Power
   * by, working now or not: listing's bound on what a Command in hand may cost (legal.ts).
   */
  discount: number;
}

/** The group heads on the seat's Field that print a special effect a player uses, in zone order. */
export function abilityHeads(table: SeatTable): CardId[] {
  return (table.heads ??= joined(table.parts, (part) => part.heads));
}

/** The cards on the seat's Field that print a played text (field-text.ts), in zone order. */
export function fieldTexts(table: SeatTable): CardId[] {
  return (table.texts ??= joined(table.parts, (part) => part.texts));
}

/**
 * One list of the parts' lists, in part order (a loop: `flatMap` costs several times as much
 * here). The list is picked by a reader, not by its name as a key (a megamorphic lookup).
 */
function joined(parts: ZonePart[], list: (part: ZonePart) => CardId[]): CardId[] {
  const out: CardId[] = [];
  for (let z = 0; z < parts.length; z++) {
    const ids = list(parts[z]);
    for (let i = 0; i < ids.length; i++) out.push(ids[i]);
  }
  return out;
}

/**
 * Everything listing remembers between listings (each seat's table and play facts), in the
 * module's memo; with none, a listing works both out anew (`freshLegalIntents`).
 */
interface Memory {
  tables: (SeatTable | null)[];
  facts: (KnownFacts | null)[];
}
const MEMORY = memoPart('seat tables', (): Memory => ({ tables: [null, null], facts: [null, null] }));

/** The zones a seat's table reads: the two it plays cards from (`PLAY_PARTS` of them), then the Field. */
const TABLE_ZONES: ZoneName[] = ['hand', 'hangar', 'disposition-area', 'earth-area', 'space-area'];
const PLAY_PARTS = 2;
/** Their places (`zoneAt`), seat by seat. */
const TABLE_AT = ([0, 1] as Seat[]).map((seat) => TABLE_ZONES.map((z) => zoneIndex(seat, z)));
const NONE: CardId[] = [];
const NO_PLAYED: boolean[] = [];
const NO_PLAYS: ZonePart['plays'] = [];

/**
 * Whether a zone still reads as `part` did, compared by its list's identity alone: a card's
 * printed card never changes in a game, and the card it is Set on changes only with its zone's
 * list (a move, a Set, a Change and a detach all make the list anew: core/zones.ts, moves.ts
 * `setOn`, core/manual.ts), so the same list holds the same cards on the same hosts, however
 * their instances changed (rolled, damaged, countered). This holds for lists of finished states,
 * which nothing edits, and listing reads no other (a step's own draft edits its lists in place).
 * A card played or resolved changes the table of cards being played: then a hand or Hangar part
 * compares what it noted card by card.
 */
function samePart(
  part: ZonePart,
  list: CardId[],
  playing: Record<CardId, Seat>,
  playingWas: Record<CardId, Seat>,
): boolean {
  if (part.list !== list) return false;
  if (!part.play || playing === playingWas) return true;
  const played = part.played;
  for (let i = 0; i < list.length; i++) if ((playing[list[i]] !== undefined) !== played[i]) return false;
  return true;
}

function readPart(
  s: GameState,
  list: CardId[],
  play: boolean,
  playing: Record<CardId, Seat>,
  memo: Memo | null,
): ZonePart {
  // A hand or Hangar part fills `played` and `plays`, a Field zone's `heads` and `texts`: the
  // others are one shared empty list, never filled (a part is read again at most steps that move a card).
  const part: ZonePart = {
    list,
    played: play ? [] : NO_PLAYED,
    play,
    plays: play ? [] : NO_PLAYS,
    heads: play ? NONE : [],
    texts: play ? NONE : [],
    tryAt: 0,
    useAt: 0,
    textAt: 0,
    discount: 0,
  };
  // Copies of one card in the hand (or in the Hangar) have the same options: the first of them
  // is listed, and the app offers its moves for the others too (`withCopies` in the renderer).
  // A Hangar copy is not the hand's: each zone lists its own.
  for (let i = 0; i < list.length; i++) {
    const card = list[i];
    const c = s.cards[card];
    const info = cardInfo(s, card, c.key, memo);
    if (!play) {
      part.discount += info.discount;
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
    const played = playing[card] !== undefined;
    part.played.push(played);
    if (played || listsName(part.plays, info.number)) continue;
    part.tryAt |= info.prof.tryAt;
    part.plays.push({ card, d: info.d, prof: info.prof, number: info.number });
  }
  return part;
}

/** Whether a part's plays list a card of this number already (a loop over a hand's few names; no list of them kept). */
function listsName(plays: ZonePart['plays'], number: string): boolean {
  for (let i = 0; i < plays.length; i++) if (plays[i].number === number) return true;
  return false;
}

export function seatTable(s: GameState, seat: Seat, memo: Memo | null): SeatTable {
  const playing = rulesOf(s).playing;
  if (memo === null) return tableOf(s, seat, null, playing, null);
  const memory = memo.get(MEMORY);
  const known = memory.tables[seat];
  if (known === null || known.catalog !== s.catalog)
    return (memory.tables[seat] = tableOf(s, seat, null, playing, memo));
  if (known.zones === s.zones && known.playing === playing) return known;
  const places = TABLE_AT[seat];
  let parts: ZonePart[] | null = null;
  for (let z = 0; z < places.length; z++) {
    const list = zoneAt(s, places[z]) ?? NONE;
    if (samePart(known.parts[z], list, playing, known.playing)) continue;
    parts ??= known.parts.slice();
    parts[z] = readPart(s, list, z < PLAY_PARTS, playing, memo);
  }
  if (parts === null) {
    // The same reading on these tables: the next listing on them needs no walk.
    known.zones = s.zones;
    known.playing = playing;
    return known;
  }
  return (memory.tables[seat] = tableOf(s, seat, parts, playing, memo));
}

/** A seat's table of these parts, or of every zone read anew (`parts` null). */
function tableOf(
  s: GameState,
  seat: Seat,
  parts: ZonePart[] | null,
  playing: Record<CardId, Seat>,
  memo: Memo | null,
): SeatTable {
  if (parts === null) {
    parts = [];
    const places = TABLE_AT[seat];
    for (let z = 0; z < places.length; z++)
      parts.push(readPart(s, zoneAt(s, places[z]) ?? NONE, z < PLAY_PARTS, playing, memo));
  }
  const table: SeatTable = {
    zones: s.zones,
    catalog: s.catalog,
    playing,
    parts,
    plays: [],
    tryAt: 0,
    heads: null,
    useAt: 0,
    texts: null,
    textAt: 0,
    discount: 0,
  };
  for (let z = 0; z < parts.length; z++) {
    const part = parts[z];
    if (z < PLAY_PARTS) table.plays.push(part.plays);
    table.tryAt |= part.tryAt;
    table.useAt |= part.useAt;
    table.textAt |= part.textAt;
    table.discount += part.discount;
  }
  return table;
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
  entered: number[];
  facts: PlayFacts;
}
export function factsFor(s: GameState, seat: Seat, memo: Memo | null): PlayFacts {
  if (memo === null) return playFacts(s, seat);
  const r = rulesOf(s);
  const memory = memo.get(MEMORY);
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
