/**
 * Replay fingerprints of a fixed set of seeded random games in both games: the intents each
 * game made, move for move, and its final table (the printed-card catalog left out, so a
 * change to how card data is carried does not hide a change of play). `replays.json` holds
 * the fingerprints recorded before card abilities became scripts; `replays.test.ts` proves
 * the demo sets still play exactly as they did (`REPLAYS_WRITE=1` records them anew). Recorded
 * anew once since, for a rules fix: a Unit moving about the Field keeps its entry time and so
 * what lasts until the end of the turn (Gundam War ch. 03, ch. 12). Every Gundam War final table
 * changed with it, and three games (seeds 1481, 1555, 2776) play on differently from the battle
 * where a Unit kept a Defence bonus through its sortie; M.S. War's are as they were. Recorded anew
 * again when Gundam War's economy was put right (issue 41): Nation Power became a threshold and the
 * Resource Cost a payment from the Nation, demo deck A got white G for its white cards, and the demo
 * set an ACE and a Recover Command: every Gundam War game plays on differently from its first
 * play; M.S. War's fingerprints are as they were.
 */
import type { GameId } from '../cards/model';
import { hashJson } from '../core/hash';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import { isRuleError, type GameState } from '../core/types';
import { DEMO_DECKS } from '../games/gundam-war/demo';
import { playGame } from './play';
import { randomPlayer } from './players';

export type Replay = { seed: number; steps: number; intents: string; final: string };

export const REPLAY_SEEDS = Array.from({ length: 50 }, (_, i) => 1000 + i * 37);

function tableOf(state: GameState): unknown {
  const { catalog: _catalog, ...rest } = asRecorded(state);
  return rest;
}

/**
 * A state as the recorded fingerprints saw it. Gundam War's table of entry times, a list by card
 * id now (gundam-war/state.ts), was a record keyed by card id then: the same times hash as that
 * record (a hole in the list is a card with no entry, as it was).
 */
export function asRecorded(state: GameState): GameState {
  const entered = (state.rules as { entered?: unknown } | null)?.entered;
  if (!Array.isArray(entered)) return state;
  const record: Record<number, number> = {};
  entered.forEach((at: number, id) => (record[id] = at));
  return { ...state, rules: { ...(state.rules as object), entered: record } };
}

export function replay(game: GameId, seed: number): Replay {
  const decks =
    game === 'gundam-war' ? DEMO_DECKS : [demoDeck('ms-war', seed % 41), demoDeck('ms-war', (seed + 17) % 57)];
  const played = playGame({ game, seed, decks, cards: DEMO_CARDS[game], players: [randomPlayer, randomPlayer] });
  if (isRuleError(played)) throw new Error(`${game} seed ${seed}: ${played.error}`);
  return {
    seed,
    steps: played.intents.length,
    intents: hashJson(played.intents),
    final: hashJson(tableOf(played.final)),
  };
}

export function replays(game: GameId, count = REPLAY_SEEDS.length): Replay[] {
  return REPLAY_SEEDS.slice(0, count).map((seed) => replay(game, seed));
}
