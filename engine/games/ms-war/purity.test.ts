import { describe, expect, it } from 'vitest';
import { hashJson } from '../../core/hash';
import { createPrng } from '../../core/prng';
import { createGame } from '../../core/setup';
import { step } from '../../core/step';
import { DEMO_CARDS, demoDeck } from '../../core/testing/demo';
import { isRuleError, type GameState, type Seat } from '../../core/types';
import { randomPlayer } from '../../sim/players';
import { gameModule } from '../registry';

const module = gameModule('ms-war');

describe('M.S. War steps never edit the state they were given', () => {
  // 400 steps, each state hashed twice: seconds on a loaded machine, hence the longer timeout.
  it('leaves every earlier state of a random game exactly as it was', { timeout: 30_000 }, () => {
    const start = createGame(module, {
      game: 'ms-war',
      mode: 'rules',
      seed: 11,
      seats: [
        { name: 'A', main: demoDeck('ms-war') },
        { name: 'B', main: demoDeck('ms-war', 20) },
      ],
      cards: DEMO_CARDS['ms-war'],
    });
    if (isRuleError(start)) throw new Error(start.error);
    let state: GameState = start.state;
    let prng = createPrng(3);
    for (let i = 0; i < 400 && state.winner === null; i++) {
      const first: Seat = state.pending?.seat ?? state.turn.active;
      const seat = module.legalIntents(state, first).length ? first : ((1 - first) as Seat);
      const legal = module.legalIntents(state, seat);
      let intent;
      [intent, prng] = randomPlayer(state, legal, prng);
      const before = hashJson(state);
      const r = step(module, state, intent);
      if (isRuleError(r)) throw new Error(r.error);
      // Stepping twice from the same state (undo, then a different choice) must see it unchanged.
      expect(hashJson(state)).toBe(before);
      state = r.state;
    }
  });
});
