/** How finished games are told apart in the simulator's statistics, in each game's words. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../core/setup';
import { DEMO_CARDS, demoDeck } from '../core/testing/demo';
import { isRuleError, type GameState } from '../core/types';
import type { GameId } from '../cards/model';
import { gameModule } from '../games/registry';
import { endingOf, wilson } from './stats';

function opening(game: GameId): GameState {
  const r = createGame(gameModule(game), {
    game,
    mode: 'rules',
    seed: 5,
    seats: [0, 20].map((offset, i) => ({ name: `P${i}`, main: demoDeck(game, offset) })),
    cards: DEMO_CARDS[game],
    quiet: true,
  });
  if (isRuleError(r)) throw new Error(r.error);
  return r.state;
}

const ended = (s: GameState, change: Partial<GameState>): GameState => ({ ...s, winner: 1, ...change });

describe('endingOf', () => {
  it('M.S. War: six War Experience, else an empty Supply Base (Winning the Game)', () => {
    const s = opening('ms-war');
    expect(endingOf('ms-war', s)).toBe('unfinished');
    expect(endingOf('ms-war', ended(s, { values: { ...s.values, '1:war-experience': 6 } }))).toBe('war-experience');
    expect(endingOf('ms-war', ended(s, { zones: { ...s.zones, '0:supply-base': [] } }))).toBe('empty-supply-base');
  });

  it('Gundam War: an empty Nation, else ten Pollution Coins', () => {
    const s = opening('gundam-war');
    expect(endingOf('gundam-war', ended(s, { zones: { ...s.zones, '0:nation': [] } }))).toBe('empty-nation');
    const rules = {
      ...(s.rules as Record<string, unknown>),
      lossReason: '{p0} has 10 or more Pollution Coins at the end of the turn.',
    };
    expect(endingOf('gundam-war', ended(s, { rules: rules as GameState['rules'] }))).toBe('pollution');
  });
});

describe('wilson', () => {
  it('gives the 95% Wilson score interval (checked against published values)', () => {
    // 81 of 263: 0.2553–0.3662 (Wilson 1927 as tabulated by Newcombe 1998, method 3).
    const [lo, hi] = wilson(81, 263);
    expect(lo).toBeCloseTo(0.2553, 3);
    expect(hi).toBeCloseTo(0.3662, 3);
    // 0 of 10 stays inside [0, 1] and still admits a chance: 0–0.2775.
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(10, 10)[1]).toBe(1);
    // Every count from 0 to 6 of 6: the interval holds the rate, never a rounding hair inside it.
    for (let wins = 0; wins <= 6; wins++) {
      const [l, h] = wilson(wins, 6);
      expect(l).toBeLessThanOrEqual(wins / 6);
      expect(h).toBeGreaterThanOrEqual(wins / 6);
    }
  });
});
