/**
 * A text that costs nothing may be played again and again: the rules leave stopping to the
 * player (Gundam War ch. 08 Steps for Playing Text set no count). Automatic players — the
 * computer at every level, the simulator's random and greedy players — stop at REPEAT_LIMIT plays of
 * it a turn, so the window closes and the game goes on; the rules still accept a fourth.
 */
import { describe, expect, it } from 'vitest';
import { createPrng, type PrngState } from '../core/prng';
import { step } from '../core/step';
import { DEMO_CARDS } from '../core/testing/demo';
import { isRuleError, type GameState, type RulesIntent } from '../core/types';
import { gameModule } from '../games/registry';
import { buildTable } from '../scenario/build';
import { scenarioCards } from '../scenario/cards';
import { Scenario } from '../scenario/format';
import { randomPlayer, REPEAT_LIMIT, type Player } from '../sim/players';
import { decide, LEVELS, type Level } from './levels';
import { toAct } from './search';

const module = gameModule('gundam-war');

// A Unit whose text, free and unlimited, gives it +1/+0/+0 until end of turn: each play resolves
// and the window opens again with its player's priority, so nothing but the player ends it.
const ENDLESS = {
  number: 'SC-090',
  name: 'Endless Booster',
  type: 'unit',
  color: 'blue',
  cost: 1,
  nation_cost: 1,
  melee: 1,
  ranged: 1,
  hp: 1,
  terrain: 'both',
  text: '(Free Timing): This card gets +1/+0/+0 until end of turn.',
  script: { v: 1, abilities: [{ kind: 'activated', timing: 'any', do: [{ op: 'modify', melee: 1 }] }] },
};

function table(): { state: GameState; booster: number } {
  const sc = Scenario.parse({
    name: 'endless booster',
    rule: 'Gundam War ch. 08 Steps for Playing Text',
    game: 'gundam-war',
    cards: [ENDLESS],
    setup: {
      filler: 'GD-001',
      zones: { '0:nation': 10, '1:nation': 10, '0:disposition-area': ['booster=SC-090', 'GD-001'] },
      at: 'disposition',
    },
    steps: [],
  });
  const set = scenarioCards('gundam-war', DEMO_CARDS['gundam-war'], sc.cards);
  if ('problems' in set) throw new Error(set.problems.join('; '));
  const built = buildTable(module, sc, set.cards);
  if (isRuleError(built)) throw new Error(built.error);
  return { state: built.state, booster: built.aliases.booster };
}

const plays = (s: GameState, booster: number) =>
  module.repeatsThisTurn!(s, { type: 'activate', seat: 0, card: booster, ability: 'text' });

/** Seat 0 at `level` (or a simulator player) against a seat that only passes, until the Disposition Phase is left (at most `max` moves). */
function playOut(level: Level | Player, max = 200, seed = 7): { state: GameState; moves: number } {
  let { state } = table();
  let prng: PrngState = createPrng(seed);
  for (let moves = 0; moves < max; moves++) {
    if (state.turn.phase !== 'disposition') return { state, moves };
    const act = toAct(module, state)!;
    let intent: RulesIntent = act.legal.find((i) => i.type === 'pass') ?? act.legal[0];
    if (act.seat === 0) {
      if (typeof level === 'function') [intent, prng] = level(state, act.legal, prng);
      else {
        const d = decide(state, 0, act.legal, level, prng, { thinkMs: null, iterations: 40 });
        intent = d.intent;
        prng = d.prng;
      }
    }
    const r = step(module, state, intent, true);
    if (isRuleError(r)) throw new Error(r.error);
    state = r.state;
  }
  return { state, moves: max };
}

describe('a text that costs nothing is not played for ever', () => {
  it('the rules accept it again and again, and count each play of the turn', () => {
    let { state, booster } = table();
    const text = { type: 'activate', seat: 0, card: booster, ability: 'text' } as const;
    for (let n = 1; n <= REPEAT_LIMIT + 1; n++) {
      let r = step(module, state, text, true);
      if (isRuleError(r)) throw new Error(r.error);
      // Both pass: it resolves, and seat 0 holds priority again in the same window.
      for (const seat of [1, 0] as const) {
        r = step(module, r.state, { type: 'pass', seat }, true);
        if (isRuleError(r)) throw new Error(r.error);
      }
      state = r.state;
      expect(plays(state, booster)).toBe(n);
      expect(state.turn.phase).toBe('disposition');
    }
    expect(module.derive!(state, booster, 'stats')).toEqual([1 + REPEAT_LIMIT + 1, 1, 1]);
  });

  it('Easy plays it REPEAT_LIMIT times, then passes and the turn goes on', () => {
    const { state, moves } = playOut('easy');
    expect(state.turn.phase, `still in the Disposition Phase after ${moves} moves`).not.toBe('disposition');
    expect(plays(state, table().booster)).toBe(REPEAT_LIMIT);
  });

  for (const level of LEVELS.filter((l) => l !== 'easy'))
    it(`${level} plays it at most REPEAT_LIMIT times, and the turn goes on`, () => {
      const { state, moves } = playOut(level);
      expect(state.turn.phase, `still in the Disposition Phase after ${moves} moves`).not.toBe('disposition');
      expect(plays(state, table().booster)).toBeLessThanOrEqual(REPEAT_LIMIT);
    });

  it("the simulator's random player stops there too", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const { state, moves } = playOut(randomPlayer, 400, seed);
      expect(state.turn.phase, `still in the Disposition Phase after ${moves} moves`).not.toBe('disposition');
      expect(plays(state, table().booster)).toBeLessThanOrEqual(REPEAT_LIMIT);
    }
  });
});
