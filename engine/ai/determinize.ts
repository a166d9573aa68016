/**
 * A determinization: one complete table that agrees with everything a seat can see, with
 * every card hidden from it (the opponent's hand, both decks' order, face-down Factory
 * materials…) filled in by sampling. The search plays its futures on such tables, so what
 * it decides can only depend on the seat's view (docs/ai.md, "Playing from its own view").
 *
 * What the seat may use: its own deck list (so its own hidden cards are its list minus the
 * cards it sees), and the opponent's list only when the players chose to share lists;
 * otherwise the opponent's hidden cards are sampled from the cards the opponent has shown,
 * and from the game's card pool when it has shown none. The real game's random state is
 * replaced with one drawn from the AI's own generator: future shuffles are hidden too.
 *
 * Hidden cards are also renumbered: card ids follow deck-list order at setup, so the id of
 * a card in a hidden hand would betray it. Each owner's hidden ids are dealt out, lowest
 * first, to the hidden places in table order, so two tables that look the same to the seat
 * give the same determinization.
 */
import { canSee } from '../core/visibility';
import type { GameLayout } from '../core/layout';
import { nextInt, shuffle, type PrngState } from '../core/prng';
import type { CardId, CardInstance, GameState, Seat } from '../core/types';

export interface DeterminizeOptions {
  /** Whether the seat knows the opponent's deck list (the players chose to share lists). */
  sharedLists: boolean;
}

/** Each hidden place on the table, by owner, in table order (zone order, then top first). */
interface Hidden {
  places: { zone: string; index: number; card: CardInstance }[][];
  ids: CardId[][];
  keys: string[][];
  shown: string[][];
}

function hiddenOf(state: GameState, layout: GameLayout, seat: Seat): Hidden {
  const h: Hidden = { places: [[], []], ids: [[], []], keys: [[], []], shown: [[], []] };
  for (const zone in state.zones) {
    const ids = state.zones[zone];
    for (let index = 0; index < ids.length; index++) {
      const card = state.cards[ids[index]];
      if (canSee(layout, card, seat)) {
        h.shown[card.owner].push(card.key);
        continue;
      }
      h.places[card.owner].push({ zone, index, card });
      h.ids[card.owner].push(card.id);
      h.keys[card.owner].push(card.key);
    }
  }
  return h;
}

/** The printed cards to deal into one owner's hidden places, in an order drawn from `prng`. */
function keysFor(
  state: GameState,
  h: Hidden,
  owner: Seat,
  seat: Seat,
  o: DeterminizeOptions,
  prng: PrngState,
): [string[], PrngState] {
  const n = h.places[owner].length;
  if (owner === seat || o.sharedLists) {
    // The list minus what the seat sees is the hidden cards' multiset; sorted first, so the
    // draw cannot depend on where those cards really are.
    return shuffle(h.keys[owner].slice().sort(), prng);
  }
  const pool = h.shown[owner].length ? h.shown[owner] : Object.keys(state.catalog).sort();
  const keys: string[] = [];
  let p = prng;
  for (let i = 0; i < n; i++) {
    let k: number;
    [k, p] = nextInt(p, pool.length);
    keys.push(pool[k]);
  }
  return [keys, p];
}

/** A table consistent with `seat`'s view of `state`, hidden cards and the random state sampled. */
export function determinize(
  state: GameState,
  layout: GameLayout,
  seat: Seat,
  prng: PrngState,
  o: DeterminizeOptions,
): [GameState, PrngState] {
  const h = hiddenOf(state, layout, seat);
  const cards = state.cards.slice();
  const zones: Record<string, CardId[]> = {};
  for (const zone in state.zones) zones[zone] = state.zones[zone];
  const renamed = new Map<CardId, CardId>();
  let p = prng;
  for (let owner = 0 as Seat; owner < state.seats; owner = (owner + 1) as Seat) {
    const places = h.places[owner];
    if (!places.length) continue;
    let keys: string[];
    [keys, p] = keysFor(state, h, owner, seat, o, p);
    const ids = h.ids[owner].slice().sort((a, b) => a - b);
    for (let i = 0; i < places.length; i++) {
      const { zone, index, card } = places[i];
      const id = ids[i];
      renamed.set(card.id, id);
      // What the seat sees of the place stays (face, turned, counters); the card is new.
      cards[id] = { ...card, id, key: keys[i] };
      if (zones[zone] === state.zones[zone]) zones[zone] = zones[zone].slice();
      zones[zone][index] = id;
    }
  }
  if (renamed.size) {
    for (let i = 0; i < cards.length; i++) {
      const at = cards[i].attachedTo;
      const to = at === null ? undefined : renamed.get(at);
      if (to !== undefined && to !== at) cards[i] = { ...cards[i], attachedTo: to };
    }
  }
  let seed: number;
  [seed, p] = nextInt(p, 0x7fffffff);
  // The rules slice is copied whole: games memoise derived values on its objects' identity,
  // and a hand card that is now another card must not find the old card's values.
  const rules = structuredClone(state.rules);
  return [{ ...state, cards, zones, rules, prng: { seed, state: seed } }, p];
}
