/** Builds the opening table from decks: card instances, shuffled decks, opening hands. */
import { cardKey, type Card, type GameId } from '../cards/model';
import { withKeywords } from '../cards/keywords';
import { withScript } from '../cards/script';
import { Draft } from './draft';
import { createDummy, defaultDummyPile } from './dummy';
import { newIdList } from './ids';
import { zoneKey } from './layout';
import { drawCards } from './manual';
import type { GameModule } from './module';
import { createPrng, shuffle } from './prng';
import type { CardId, CardInstance, Dummy, GameState, Mode, RuleError, Seat, StepOk } from './types';
import { refusal } from './refusal';
import { message } from '../i18n/message';

/** A line of a deck: a card number and how many copies (engine/decks stores decks of these; the core stands below decks). */
export interface DeckEntry {
  /** Card number within the deck's game, e.g. `MS-050`. */
  number: string;
  count: number;
}

export interface SeatSetup {
  name: string;
  /** The main deck as card numbers and counts of this game. */
  main: readonly DeckEntry[];
  /**
   * Card numbers of the deck put on top, in this order, after the shuffle: a test table deals
   * the card being tried (and what pays for it) in the opening hand. Part of the setup, so a
   * replay deals the same.
   */
  top?: readonly string[];
}

/** `order` with one copy of each `top` key moved to the front, in order; the index of a key the deck lacks. */
function onTop(
  order: CardId[],
  top: readonly (string | undefined)[],
  cards: readonly CardInstance[],
): CardId[] | number {
  const rest = order.slice();
  const front: CardId[] = [];
  for (const [i, key] of top.entries()) {
    const at = rest.findIndex((id) => cards[id].key === key);
    if (at < 0) return i;
    front.push(...rest.splice(at, 1));
  }
  return [...front, ...rest];
}

export interface SetupInput {
  game: GameId;
  mode: Mode;
  seed: number;
  /** One seat plays goldfish; two play hotseat. */
  seats: SeatSetup[];
  /** The printed cards the decks use (more is fine). */
  cards: Card[];
  /** Simulations: the same opening state without its log (nobody reads it). */
  quiet?: boolean;
  /**
   * Goldfish in rules mode: the dummy opponent's pile (the kill clock, engine/core/dummy.ts) —
   * a number of cards, or true for a full deck less its opening hand. No dummy when absent.
   */
  dummy?: number | boolean;
}

type CachedCatalog = {
  game: GameId;
  cards: Card[];
  catalog: Record<string, Card>;
  /**
   * The catalog's own key string of each card number. Every card instance of every game from
   * this list carries that one string object as its `key`, so the lookups rules make by key
   * (thousands per game) compare strings by pointer instead of by their characters.
   */
  keyOf: Map<string, string>;
};
const catalogs = new WeakMap<readonly Card[], CachedCatalog>();

/**
 * The printed cards of `game` by `cardKey`. Simulations start thousands of games from the
 * same card list, so the catalog is kept per list (states never edit it) and rebuilt when
 * the list's contents differ from last time.
 */
/**
 * A card read before cards carried scripts, or keywords their parameters (an older library, a
 * card written by hand), is read now as import reads it, once per catalog: the rules read only
 * scripts and parsed keywords, never the printed words.
 */
function scripted(card: Card): Card {
  const read = withKeywords(card);
  if (read.script || read.compiled) return read;
  const r = withScript(read, undefined);
  return r.ok ? r.card : read;
}

function catalogOf(cards: readonly Card[], game: GameId): CachedCatalog {
  const cached = catalogs.get(cards);
  if (
    cached &&
    cached.game === game &&
    cached.cards.length === cards.length &&
    cached.cards.every((c, i) => c === cards[i])
  )
    return cached;
  const own = cards.filter((c) => c.game === game);
  const catalog: Record<string, Card> = Object.fromEntries(own.map((c) => [cardKey(c), scripted(c)]));
  const keyOf = new Map<string, string>();
  for (const key of Object.keys(catalog)) keyOf.set(catalog[key].number, key);
  const made = { game, cards: cards.slice(), catalog, keyOf };
  catalogs.set(cards, made);
  return made;
}

function dummyFor(input: SetupInput, openingHand: number): Dummy | undefined {
  if (input.mode !== 'rules' || input.seats.length !== 1 || input.dummy === undefined || input.dummy === false)
    return undefined;
  return createDummy(input.dummy === true ? defaultDummyPile(openingHand) : input.dummy);
}

export function createGame(module: GameModule, input: SetupInput): StepOk | RuleError {
  const { layout } = module;
  if (input.seats.length !== 1 && input.seats.length !== 2)
    return refusal(message('core:refuse.deckCount', { count: input.seats.length }));
  if (input.mode === 'rules' && !module.hasRules)
    return refusal(message('core:refuse.manualOnly', { game: message(`games:${layout.game}`) }));
  if (!Number.isFinite(input.seed)) return refusal(message('core:refuse.seed'));
  if (typeof input.dummy === 'number' && !(Number.isInteger(input.dummy) && input.dummy >= 1 && input.dummy <= 999))
    return refusal(message('core:refuse.dummy', { dummy: input.dummy }));
  const { catalog, keyOf } = catalogOf(input.cards, input.game);
  // Ids are the cards' indices, added in order: a lookup by id is an array read.
  const cards: CardInstance[] = [];
  const zones: Record<string, CardId[]> = {};
  const values: GameState['values'] = {};
  let prng = createPrng(input.seed);
  let n = 0;
  for (let s = 0; s < input.seats.length; s++) {
    const seat = s as Seat;
    for (const z of layout.zones) zones[zoneKey(seat, z.id)] = newIdList();
    for (const v of layout.values) values[zoneKey(seat, v.id)] = v.initial;
    const deck = zoneKey(seat, layout.deckZone);
    const ids = newIdList();
    for (const entry of input.seats[s].main) {
      const key = keyOf.get(entry.number);
      if (key === undefined)
        return refusal(
          message('core:refuse.unknownCard', {
            deck: input.seats[s].name,
            number: entry.number,
            game: message(`games:${input.game}`),
          }),
        );
      for (let i = 0; i < entry.count; i++) {
        const id = n++;
        cards[id] = {
          id,
          owner: seat,
          key,
          zone: deck,
          faceUp: false,
          turned: false,
          counters: {},
          attachedTo: null,
          revealedTo: [],
        };
        ids.push(id);
      }
    }
    let order: CardId[];
    [order, prng] = shuffle(ids, prng);
    const top = input.seats[s].top;
    if (top?.length) {
      const moved = onTop(
        order,
        top.map((n) => keyOf.get(n)),
        cards,
      );
      if (typeof moved === 'number')
        return refusal(message('core:refuse.notInDeck', { deck: input.seats[s].name, number: top[moved] }));
      order = moved;
    }
    zones[deck] = order;
  }
  const state: GameState = {
    game: input.game,
    mode: input.mode,
    seats: input.seats.length as 1 | 2,
    players: input.seats.map((p, i) => p.name || `Player ${i + 1}`),
    catalog,
    cards,
    zones,
    values,
    turn: { number: 1, active: 0, phase: layout.phases[0].id, step: '' },
    prng,
    pending: null,
    winner: null,
    clock: 0,
    rules: null,
    dummy: dummyFor(input, layout.openingHand),
  };
  if (input.mode === 'rules') return module.startRules(state, input.quiet);
  const d = new Draft(state);
  d.log('setup', null, { key: 'log:setup.shuffled' });
  for (let s = 0; s < state.seats; s++) {
    const err = drawCards(
      d,
      layout,
      s as Seat,
      Math.min(layout.openingHand, state.zones[zoneKey(s as Seat, layout.deckZone)].length),
    );
    if (err) return err;
  }
  return { state: d.state, events: d.events };
}
