/**
 * Hand adjustment at end of turn (basic rules, supplementary notes — end of turn): the
 * prompt and the number of cards to discard both come from HAND_LIMIT, so the figure the
 * player reads is the figure the engine enforces.
 */
import { describe, expect, it } from 'vitest';
import { step } from '../../../core/step';
import { isRuleError, type GameState } from '../../../core/types';
import { buildTable } from '../../../scenario/build';
import { Scenario } from '../../../scenario/format';
import { DEMO_CARDS } from '../demo';
import { HAND_LIMIT } from '../asks';
import { gundamWarModule as module } from './session';

function endOfTurnWith(handSize: number): GameState {
  const sc = Scenario.parse({
    name: 'hand limit',
    rule: 'basic rules — hand adjustment',
    game: 'gundam-war',
    setup: { filler: 'GD-001', zones: { '0:nation': 10, '1:nation': 10, '0:hand': handSize }, at: 'return-after' },
    steps: [],
  });
  const built = buildTable(module, sc, DEMO_CARDS);
  if (isRuleError(built)) throw new Error(built.error);
  let s = built.state;
  for (const seat of [0, 1] as const) {
    const r = step(module, s, { type: 'pass', seat });
    if (isRuleError(r)) throw new Error(r.error);
    s = r.state;
  }
  return s;
}

describe('hand adjustment at end of turn', () => {
  it('names HAND_LIMIT in the prompt and asks for exactly the excess', () => {
    const s = endOfTurnWith(HAND_LIMIT + 2);
    expect(s.pending?.kind).toBe('discard');
    expect(s.pending?.prompt).toBe(`Your hand is over ${HAND_LIMIT}: discard 2 cards.`);
    expect([s.pending?.min, s.pending?.max]).toEqual([2, 2]);
    const r = step(module, s, { type: 'answer', seat: 0, choice: s.pending!.options.slice(0, 2).map((o) => o.id) });
    if (isRuleError(r)) throw new Error(r.error);
    expect(r.state.zones['0:hand']).toHaveLength(HAND_LIMIT);
  });

  it('asks nothing of a hand at the limit', () => {
    const s = endOfTurnWith(HAND_LIMIT);
    expect(s.pending).toBeNull();
    expect(s.zones['0:hand']).toHaveLength(HAND_LIMIT);
  });
});
