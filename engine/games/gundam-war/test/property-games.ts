/**
 * Random Gundam War games for the property test (`test/endings.test.ts`) and the bench
 * (`bench/gundam-war-properties.bench.ts`): each game is played by automatic players, then
 * replayed with logged steps, and reports what the properties need — its ending, whether it
 * got stuck, cards lost, created or misplaced, and whether the replay reached the same state.
 * Three tables, so every ending comes up: the two demo decks (Nations emptied by damage or by
 * drawing), a Pollution deck against a demo deck (10 Pollution Coins), and a goldfish game of
 * one seat (its empty Nation is a draw); and now and then two decks nobody chose.
 */
import { hashJson } from '../../../core/hash';
import { createGame, type SetupInput } from '../../../core/setup';
import { step } from '../../../core/step';
import { isRuleError, type GameState } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { cardsAccountedFor } from '../../../sim/invariants';
import { playGame } from '../../../sim/play';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_CARDS, DEMO_DECKS, POLLUTION_DECK, variedDeck } from '../demo';
import { endingOf, type Ending } from '../endings';
import { gundamWarModule } from './session';

export type PropertyTable = 'demo' | 'pollution' | 'goldfish' | 'varied';

/**
 * The table of the n-th game: one in ten a goldfish, two in ten the Pollution deck, the rest the
 * demo decks — but one in 25 of those (the 24th, 49th…, after the games test/same-games.test.ts
 * recorded) two decks nobody chose (`variedDeck`), whose texts meet in ways the demo decks never make.
 */
export function tableOf(n: number): PropertyTable {
  const k = n % 10;
  return k === 0 ? 'goldfish' : k <= 2 ? 'pollution' : n % 25 === 24 ? 'varied' : 'demo';
}

export interface CheckedGame {
  table: PropertyTable;
  steps: number;
  ending: Ending | null;
  /** Why the game stopped before an ending, or null. */
  stuck: string | null;
  /** Cards created, lost or in the wrong place at the end (each named). */
  misplaced: string[];
  /** Why the logged replay differs from the game, or null. */
  difference: string | null;
}

/** Plays game `n` from `seed` and checks it. */
export function playChecked(n: number, seed: number): CheckedGame {
  const table = tableOf(n);
  const decks: DeckEntry[][] =
    table === 'goldfish'
      ? [DEMO_DECKS[n % 2]]
      : table === 'pollution'
        ? [POLLUTION_DECK, DEMO_DECKS[1]]
        : table === 'varied'
          ? [variedDeck(seed), variedDeck(seed ^ 0x5bd1e995)]
          : [DEMO_DECKS[0], DEMO_DECKS[1]];
  const players: Player[] =
    table === 'goldfish' ? [randomPlayer] : n % 3 === 0 ? [greedyPlayer, randomPlayer] : [randomPlayer, randomPlayer];
  const played = playGame({ game: 'gundam-war', seed, decks, cards: DEMO_CARDS, players });
  if (isRuleError(played))
    return { table, steps: 0, ending: null, stuck: played.error, misplaced: [], difference: null };
  const total = decks.flat().reduce((sum, e) => sum + e.count, 0);
  const misplaced = cardsAccountedFor(played.final);
  if (played.final.cards.length !== total) misplaced.push(`${played.final.cards.length} cards, not ${total}`);
  const setup: SetupInput = {
    game: 'gundam-war',
    mode: 'rules',
    seed,
    seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
    cards: DEMO_CARDS,
  };
  // Replayed with logged steps, as the app's replay and undo do; the state before the last step tells the ending.
  const started = createGame(gundamWarModule, setup);
  if (isRuleError(started))
    return {
      table,
      steps: played.intents.length,
      ending: null,
      stuck: played.stuck,
      misplaced,
      difference: started.error,
    };
  let state: GameState = started.state;
  let before = state;
  let difference: string | null = null;
  for (let i = 0; i < played.intents.length && !difference; i++) {
    const r = step(gundamWarModule, state, played.intents[i]);
    if (isRuleError(r)) difference = `intent ${i} is refused on replay: ${r.error}`;
    else [before, state] = [state, r.state];
  }
  if (!difference && hashJson(state) !== hashJson(played.final))
    difference = `the replay of ${played.intents.length} intents ends in another state`;
  return {
    table,
    steps: played.intents.length,
    ending: endingOf(before, played.final),
    stuck: played.stuck,
    misplaced,
    difference,
  };
}
