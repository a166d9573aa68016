/**
 * Choices a player makes as an effect resolves (an automatic effect has no target chosen
 * when it is played): no card, nothing happens; one card is no choice; several are a
 * decision for the effect's controller, answered in decisions.ts. Also a G's chosen colour.
 */
import type { GundamWarColor } from '../../cards/model';
import type { Draft } from '../../core/draft';
import { shuffle } from '../../core/prng';
import { idText } from '../../core/ids';
import type { CardId, GameState, LogParam, Seat } from '../../core/types';
import { activationRefs, type Activation } from '../../effects';
import { log, moveTo } from './moves';
import { askRestOrder } from './nation-order';
import { cardType, colourKey, def, isPlaying } from './read';
import { rulesOf, rw, ZONE, zk } from './state';
import { card, says } from './words';
import { zoneList } from './zone-lists';

/** Cards of a kind (`card`: any) in a seat's Junkyard, the choices of "move 1 Unit from your Junkyard to your hand". */
export function junkyardCards(s: GameState, seat: Seat, kind = 'unit'): CardId[] {
  return zoneList(s, seat, 'junkyard').filter((id) => kind === 'card' || cardType(s, id) === kind);
}

export function moveJunkToHand(d: Draft, seat: Seat, id: CardId): void {
  moveTo(d, id, ZONE.hand, seat);
  log(d, 'move', seat, says('log.junkToHand', { player: { seat }, card: card(0) }), [id]);
}

/**
 * "Move 1 Unit from your Junkyard to your hand" (or another place, `to`), the card chosen as the
 * effect resolves among `units`; `place` moves one (script-places.ts, which knows every place).
 */
export function chooseJunkyardUnit(
  d: Draft,
  a: Activation,
  seat: Seat,
  units: readonly CardId[],
  to: string,
  place: (id: CardId) => void,
): 'paused' | undefined {
  if (units.length === 0) return void log(d, 'move', seat, says('log.noJunkyardUnit', { player: { seat } }));
  if (units.length === 1) return void place(units[0]);
  const { label, refs } = effectLabel(a);
  if (to !== 'hand') return askJunkyardCard(d, a, seat, units, to, label, refs);
  const options = units.map((id) => ({
    id: idText(id),
    label: `Take ${def(d.state, id).name} back to your hand`,
    msg: says('ask.takeBack', { card: card(refs.push(id) - 1) }),
    cards: [id],
  }));
  rw(d).ask = { kind: 'junk-to-hand' };
  d.state.pending = {
    id: `junk-to-hand-${d.tick()}`,
    seat,
    kind: 'junk-to-hand',
    prompt: `${a.label}: move 1 Unit from your Junkyard to your hand.`,
    msg: says('ask.junkToHand', { label }),
    refs,
    options,
    min: 1,
    max: 1,
  };
  return 'paused';
}

/** A Junkyard card to move to a place other than the hand: the player chooses which. */
function askJunkyardCard(
  d: Draft,
  a: Activation,
  seat: Seat,
  ids: readonly CardId[],
  to: string,
  label: LogParam,
  refs: CardId[],
): 'paused' {
  const options = ids.map((id) => ({
    id: idText(id),
    label: def(d.state, id).name,
    msg: says('ask.card', { card: card(refs.push(id) - 1) }),
    cards: [id],
  }));
  rw(d).ask = { kind: 'junk-to-hand', to };
  d.state.pending = {
    id: `junk-to-hand-${d.tick()}`,
    seat,
    kind: 'junk-to-hand',
    prompt: `${a.label}: choose 1 card of your Junkyard to move.`,
    msg: says('ask.junkToPlace', { label }),
    refs,
    options,
    min: 1,
    max: 1,
  };
  return 'paused';
}

/** "Put N cards from your hand on the bottom of your Nation": the player chooses them (all of a hand of N or fewer). */
export function chooseForNationBottom(d: Draft, a: Activation, seat: Seat, count = 1): 'paused' | undefined {
  // A Command being played waits in the hand while it resolves: it is not one of the cards to choose.
  const hand = zoneList(d.state, seat, 'hand').filter((id) => !isPlaying(d.state, id));
  if (hand.length === 0) return undefined;
  if (hand.length <= count) {
    for (const id of [...hand]) putOnBottom(d, seat, id);
    return undefined;
  }
  const { label, refs } = effectLabel(a);
  const options = hand.map((id) => ({
    id: idText(id),
    label: def(d.state, id).name,
    msg: says('ask.card', { card: card(refs.push(id) - 1) }),
    cards: [id],
  }));
  rw(d).ask = { kind: 'hand-to-bottom' };
  d.state.pending = {
    id: `hand-to-bottom-${d.tick()}`,
    seat,
    kind: 'hand-to-bottom',
    prompt: `${a.label}: choose the card from your hand to put on the bottom of your Nation.`,
    msg: says('ask.handToNationBottom', { label }),
    refs,
    options,
    min: count,
    max: count,
    secret: true,
  };
  return 'paused';
}

/** An effect's label as a message over its own cards, for a question asked as it resolves. */
function effectLabel(a: Activation): { label: LogParam; refs: CardId[] } {
  return { label: a.labelMsg ?? a.label, refs: activationRefs(a) };
}

/** The Nation is secret, so the log does not name the card. */
export function putOnBottom(d: Draft, seat: Seat, id: CardId): void {
  moveTo(d, id, ZONE.nation, seat, 'bottom');
  log(d, 'nation-bottom', seat, says('log.handToNationBottom', { player: { seat } }));
}

const COLOURS: GundamWarColor[] = ['blue', 'green', 'black', 'red', 'white', 'brown'];

/** Asks for the colour of a G just put out (Harbor Colony Seven); purple is not a colour a G is chosen to give. */
export function askColour(d: Draft, seat: Seat, id: CardId): void {
  const options = COLOURS.map((c) => ({
    id: c,
    label: `${c[0].toUpperCase()}${c.slice(1)} Nation Power`,
    msg: says(`ask.colour.${c}`),
  }));
  rw(d).ask = { kind: 'g-colour', card: id };
  d.state.pending = {
    id: `g-colour-${d.tick()}`,
    seat,
    kind: 'g-colour',
    prompt: `${def(d.state, id).name}: choose the colour of Nation Power it gives.`,
    msg: says('ask.colour.prompt', { card: card(0) }),
    refs: [id],
    options,
    min: 1,
    max: 1,
  };
}

export function setColour(d: Draft, seat: Seat, id: CardId, colour: string): void {
  d.setValue(colourKey(id), `${colour}@${rulesOf(d.state).entered[id]}`);
  log(d, 'colour', seat, says('log.givesColour', { card: card(0), colour: says(`colour.${colour}`) }), [id]);
}

/** What `search` looks for (engine/abilities/gundam-war/search.ts). */
export interface SearchAsk {
  card: string;
  count: number;
  may: boolean;
  shuffle: boolean;
  /** Only the top N cards are looked at. */
  top?: number;
  /** Where the looked-at cards not taken go (`nation-top`, `nation-bottom`, `junkyard`); absent, they stay. */
  rest?: string;
  /** 「好きな順番で」: their player orders them. */
  order?: boolean;
}

/** The cards a search looks at: the whole Nation, or its top N. */
const lookedAt = (s: GameState, seat: Seat, ask: SearchAsk): CardId[] => {
  const nation = zoneList(s, seat, 'nation');
  return ask.top ? nation.slice(0, ask.top) : [...nation];
};

const NONE = 'none';

/**
 * "Look at your Nation and put 1 Unit from it into your hand" (ch. 20 "Look at card": the
 * cards are seen by their player only). The player chooses among the cards of the kind named;
 * with no choice to make (nothing fits, or no more than `count` fit and the text does not say
 * "may") it happens at once. The Nation is shuffled afterwards when the text says so.
 */
export function searchNation(d: Draft, a: Activation, seat: Seat, ask: SearchAsk): 'paused' | undefined {
  const s = d.state;
  const seen = lookedAt(s, seat, ask);
  const fits = seen.filter((id) => ask.card === 'card' || cardType(s, id) === ask.card);
  log(
    d,
    'search',
    seat,
    ask.top
      ? says('log.looksAtTop', { player: { seat }, count: seen.length })
      : says('log.searchesNation', { player: { seat } }),
  );
  if (fits.length === 0 || (!ask.may && fits.length <= ask.count)) return takeSearched(d, seat, fits, ask, seen);
  const { label, refs } = effectLabel(a);
  const options = fits.map((id) => ({
    id: idText(id),
    label: def(s, id).name,
    msg: says('ask.card', { card: card(refs.push(id) - 1) }),
    cards: [id],
  }));
  if (ask.may) options.push({ id: NONE, label: 'Take none', msg: says('ask.searchNone'), cards: [] });
  rw(d).ask = { kind: 'search', ...ask };
  s.pending = {
    id: `search-${d.tick()}`,
    seat,
    kind: 'search',
    prompt: `${a.label}: choose up to ${ask.count} card${ask.count === 1 ? '' : 's'} of your Nation to put into your hand.`,
    msg: says('ask.search', { label, count: ask.count }),
    refs,
    options,
    min: 1,
    max: Math.min(ask.count, fits.length),
    // The Nation is secret: only its player sees what it holds.
    secret: true,
  };
  return 'paused';
}

/** The answer to a search: the chosen cards (none for "Take none") go to the hand, then the Nation is shuffled if the text says so. */
export function answerSearch(d: Draft, seat: Seat, ask: SearchAsk, choice: readonly string[]): 'paused' | undefined {
  const ids = choice.includes(NONE) && choice.length === 1 ? [] : choice.filter((c) => c !== NONE).map(Number);
  return takeSearched(d, seat, ids, ask, lookedAt(d.state, seat, ask));
}

function takeSearched(
  d: Draft,
  seat: Seat,
  ids: readonly CardId[],
  ask: SearchAsk,
  seen: readonly CardId[],
): 'paused' | undefined {
  for (const id of ids) moveTo(d, id, ZONE.hand, seat);
  const rest = ask.rest ? seen.filter((id) => !ids.includes(id)) : [];
  // 「好きな順番で」: the player orders the rest (nation-order.ts); a shuffle after it would undo any order.
  if (ask.order && ask.rest !== 'junkyard' && !ask.shuffle && rest.length > 1) {
    logTaken(d, seat, ids);
    return askRestOrder(d, seat, rest, ask.rest ?? 'nation-top', false);
  }
  // The rest of the looked-at cards, in the order they were in (the text names no order).
  for (const id of rest)
    moveTo(
      d,
      id,
      ask.rest === 'junkyard' ? ZONE.junkyard : ZONE.nation,
      seat,
      ask.rest === 'junkyard' ? undefined : ask.rest === 'nation-top' ? undefined : 'bottom',
    );
  if (rest.length)
    log(
      d,
      'search',
      seat,
      says(`log.searchRest.${ask.rest}`, { player: { seat }, count: rest.length }),
      ask.rest === 'junkyard' ? [...rest] : [],
    );
  logTaken(d, seat, ids);
  if (ask.shuffle) shuffleNation(d, seat);
  return undefined;
}

/** The cards are not named: the opponent does not see what was taken (ch. 20 "Look at card"). */
function logTaken(d: Draft, seat: Seat, ids: readonly CardId[]): void {
  if (ids.length) log(d, 'search', seat, says('log.searchTakes', { player: { seat }, count: ids.length }));
  else log(d, 'search', seat, says('log.searchTakesNone', { player: { seat } }));
}

/** "Shuffle your Nation": a new order from the game's seeded generator, so a replay shuffles the same. */
export function shuffleNation(d: Draft, seat: Seat): void {
  const nation = zk(seat, ZONE.nation);
  const [order, prng] = shuffle(d.state.zones[nation], d.state.prng);
  d.zone(nation).splice(0, order.length, ...order);
  d.state.prng = prng;
  log(d, 'shuffle', seat, says('log.shufflesNation', { player: { seat } }));
}
