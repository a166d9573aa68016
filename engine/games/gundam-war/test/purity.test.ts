/**
 * Steps never edit the state they were given (docs/engine.md, copy-on-write): a new state
 * shares every part a step left alone with the old one, so an edit through a shared part
 * would change an earlier state — the one undo goes back to, a replay shows, or a search
 * tries other moves from. Every state here is deeply frozen before the next step (in strict
 * mode an edit of a frozen object throws, which the step reports as a refusal), and random
 * games are played on the property tests' three tables, quiet (as simulations play) and
 * logged (as the app plays).
 */
import { describe, expect, it } from 'vitest';
import { step } from '../../../core/step';
import { createPrng } from '../../../core/prng';
import { isRuleError, type GameState, type Seat } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { greedyPlayer, randomPlayer, type Player } from '../../../sim/players';
import { DEMO_DECKS, POLLUTION_DECK } from '../demo';
import { gundamWarModule as module } from './session';
import { demoGame } from './demo-game';

/** Freezes everything reachable from `value` that is not frozen yet (shared parts were frozen with an earlier state). */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
}

const TABLES: { name: string; decks: DeckEntry[][]; players: Player[] }[] = [
  { name: 'the demo decks', decks: [DEMO_DECKS[0], DEMO_DECKS[1]], players: [randomPlayer, randomPlayer] },
  { name: 'a Pollution deck', decks: [POLLUTION_DECK, DEMO_DECKS[1]], players: [greedyPlayer, randomPlayer] },
  { name: 'a goldfish', decks: [DEMO_DECKS[0]], players: [randomPlayer] },
];

function playFrozen(decks: DeckEntry[][], players: Player[], seed: number, quiet: boolean): number {
  let state: GameState = demoGame(decks, seed, quiet).state;
  let prng = createPrng(seed);
  let steps = 0;
  while (state.winner === null && steps < 3000) {
    deepFreeze(state);
    const first: Seat = state.pending?.seat ?? state.turn.active;
    const seat = module.legalIntents(state, first).length ? first : ((1 - first) as Seat);
    const legal = module.legalIntents(state, seat);
    expect(legal.length, `step ${steps}: someone can act`).toBeGreaterThan(0);
    const [intent, next] = players[seat](state, legal, prng);
    prng = next;
    const r = step(module, state, intent, quiet);
    if (isRuleError(r)) throw new Error(`step ${steps}, ${JSON.stringify(intent)}: ${r.error}`);
    state = r.state;
    steps++;
  }
  return steps;
}

describe('Gundam War steps never edit the state they were given', () => {
  for (const { name, decks, players } of TABLES)
    for (const quiet of [true, false])
      it(
        `plays random games on ${name} with every state frozen (${quiet ? 'quiet' : 'logged'})`,
        {
          timeout: 60_000,
        },
        () => {
          for (const seed of [3, 17]) expect(playFrozen(decks, players, seed, quiet)).toBeGreaterThan(50);
        },
      );
});
