/**
 * Goldfish in rules mode: one player, no opponent. Their single pass ends each exchange of
 * priority (interpretation recorded in docs/rules-coverage/gundam-war.md), so turns go by.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../core/setup';
import { step } from '../../../core/step';
import { isRuleError, type GameState, type RulesIntent } from '../../../core/types';
import { DEMO_CARDS, DEMO_DECKS } from '../demo';
import { seatToAct } from '../legal';
import { gundamWarModule as module } from './session';

function goldfish(seed: number): GameState {
  const r = createGame(module, {
    game: 'gundam-war',
    mode: 'rules',
    seed,
    seats: [{ name: 'Amuro', main: DEMO_DECKS[0] }],
    cards: DEMO_CARDS,
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

function act(s: GameState, pick: (options: RulesIntent[]) => RulesIntent): GameState {
  const seat = seatToAct(s);
  expect(seat).toBe(0);
  const options = module.legalIntents(s, 0);
  expect(options.length).toBeGreaterThan(0);
  const next = step(module, s, pick(options));
  if (isRuleError(next)) throw new Error(next.error);
  return next.state;
}

describe('Gundam War goldfish in rules mode', () => {
  it('a lone player passing moves the game through turns', () => {
    let s = goldfish(7);
    // Keep the opening hand(s), then only pass: each pass must move the game on.
    for (let i = 0; i < 400 && s.turn.number < 4 && s.winner === null; i++) {
      s = act(
        s,
        (options) => options.find((o) => o.type === 'pass') ?? options.find((o) => o.type === 'answer') ?? options[0],
      );
    }
    expect(s.turn.number).toBeGreaterThanOrEqual(4);
    expect(s.turn.active).toBe(0);
  });
});
