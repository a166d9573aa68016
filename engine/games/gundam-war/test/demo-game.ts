/**
 * A rules game of Gundam War on the demo cards, one deck a seat, started the way the tests
 * that play random games from it (derived-afresh, purity, same-games) all start theirs.
 */
import { createGame } from '../../../core/setup';
import { isRuleError, type StepOk } from '../../../core/types';
import type { DeckEntry } from '../../../decks/model';
import { DEMO_CARDS } from '../demo';
import { gundamWarModule } from './session';

/** The opening state and its events; `quiet` as simulations play (no log). */
export function demoGame(decks: DeckEntry[][], seed: number, quiet = false): StepOk {
  const started = createGame(gundamWarModule, {
    game: 'gundam-war',
    mode: 'rules',
    seed,
    seats: decks.map((main, i) => ({ name: `Player ${i + 1}`, main })),
    cards: DEMO_CARDS,
    quiet,
  });
  if (isRuleError(started)) throw new Error(started.error);
  return started;
}
