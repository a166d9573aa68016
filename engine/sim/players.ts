/** Automatic players for the simulator, the bench and property tests: random and greedy. */
import { cardIdOf } from '../core/ids';
import type { PrngState } from '../core/prng';
import { nextInt } from '../core/prng';
import type { Card } from '../cards/model';
import type { GameState, RulesIntent, Seat } from '../core/types';
import { gameModule } from '../games/registry';

export type Player = (state: GameState, legal: readonly RulesIntent[], prng: PrngState) => [RulesIntent, PrngState];

/**
 * Any legal move, each as likely — but not a text played REPEAT_LIMIT times this turn already
 * while another move remains: with a free text to play, random games otherwise stacked it on
 * the Cut by the thousand and never ended.
 */
export const randomPlayer: Player = (state, legal, prng) => {
  const from = withoutRepeats(state, legal);
  const [i, next] = nextInt(prng, from.length);
  return [from[i], next];
};

/**
 * How many times in a turn automatic players make the same play (a card's text) before they
 * would rather move on. A text that costs nothing may be played again and again (the rules
 * leave stopping to the player); greedy players kept playing it, and a game never ended.
 */
export const REPEAT_LIMIT = 3;

/**
 * The moves an automatic player weighs: `legal` less any play made REPEAT_LIMIT times this turn
 * already, while another move remains (every player here and every computer level go through it).
 */
export function withoutRepeats(state: GameState, legal: readonly RulesIntent[]): readonly RulesIntent[] {
  // A move with no other beside it (most of a Gundam War game's) needs no look at the game's rules.
  if (legal.length < 2) return legal;
  const repeats = gameModule(state.game).repeatsThisTurn;
  if (repeats === undefined || !anActivation(legal)) return legal;
  const fresh = legal.filter((intent) => repeats(state, intent) < REPEAT_LIMIT);
  return fresh.length ? fresh : legal;
}

/** Whether some move is an activation (a loop: random players ask this before every move). */
function anActivation(legal: readonly RulesIntent[]): boolean {
  for (let i = 0; i < legal.length; i++) if (legal[i].type === 'activate') return true;
  return false;
}

/** How much the greedy player likes a move (higher first); the search levels try moves in this order too. */
export function greedyScore(state: GameState, intent: RulesIntent, seat: Seat): number {
  switch (intent.type) {
    case 'attack':
      return 50;
    case 'play':
    case 'upgrade': {
      const card = state.catalog[state.cards[cardIdOf(intent.card)]?.key];
      return 40 + Number(card?.cost ?? 0) - nationPaid(state, intent, card, seat);
    }
    case 'activate':
      return 20;
    case 'answer': {
      const kind = state.pending?.kind;
      const choice = intent.choice as string[];
      if (kind === 'produce' || kind === 'recycle') return choice[0] === 'yes' ? 10 : 0;
      if (kind === 'first-player') return choice[0] === 'first' ? 10 : 0;
      if (kind === 'mulligan') return -choice.length;
      if (kind === 'defend') return choice.length;
      if (kind === 'exchange' || kind === 'take') return choice.length ? 5 : 0;
      return 0;
    }
    case 'pass':
      return seat === state.turn.active ? 1 : 2;
    default:
      return 0;
  }
}

/**
 * What a Gundam War play costs its player's Nation, which is their life too (rules notes 00c §1):
 * each card of a Resource Cost weighs 2 against the play, and a play that would empty the Nation
 * (a loss at once) is the worst move there is.
 */
function nationPaid(state: GameState, intent: RulesIntent, card: Card | undefined, seat: Seat): number {
  if (card?.game !== 'gundam-war' || intent.asG === true) return 0;
  const paid = card.resource_cost === 'X' ? Number(intent.x ?? 0) : Number(card.resource_cost ?? 0);
  if (paid <= 0) return 0;
  return paid >= (state.zones[`${seat}:nation`]?.length ?? 0) ? 1000 : 2 * paid;
}

/** Takes the move a simple heuristic likes best: attack, develop, keep cards; ties broken at random. */
export const greedyPlayer: Player = (state, legal, prng) => {
  const seat = legal[0].seat;
  let best = -Infinity;
  let pool: RulesIntent[] = [];
  for (const intent of withoutRepeats(state, legal)) {
    const s = greedyScore(state, intent, seat);
    if (s > best) {
      best = s;
      pool = [intent];
    } else if (s === best) pool.push(intent);
  }
  const [i, next] = nextInt(prng, pool.length);
  return [pool[i], next];
};
