import { describe, expect, it } from 'vitest';
import { activate, openFreeTiming, pass } from './index';
import { card, draft, hooks, ok, table, type Table } from './scenarios/table';
import type { EffectsHooks } from './hooks';

// A goldfish game has one player: their pass is the only one needed (GW 07, Priority of
// Free Timing, read for a table with a single player), and a Cut still resolves last-in first-out.
const alone: EffectsHooks<Table> = { ...hooks, seatCount: () => 1 };

describe('the Cut with a single player (goldfish)', () => {
  it('keeps priority with the lone player and resolves on their single pass', () => {
    let s = ok(openFreeTiming(table([card('u1')]), alone));
    expect(s.effects.priority).toBe(0);
    s = ok(activate(s, alone, draft('A', 0, { do: 'log', text: 'A' })));
    expect(s.effects.priority).toBe(0);
    s = ok(activate(s, alone, draft('B', 0, { do: 'log', text: 'B' })));
    s = ok(pass(s, alone, 0));
    expect(s.log).toEqual(['B']);
    expect(s.effects.priority).toBe(0);
    s = ok(pass(s, alone, 0));
    expect(s.log).toEqual(['B', 'A']);
    s = ok(pass(s, alone, 0));
    expect(s.effects.free).toBe(false);
  });

  it('two players still need two passes', () => {
    let s = ok(openFreeTiming(table([card('u1')]), hooks));
    s = ok(activate(s, hooks, draft('A', 0, { do: 'log', text: 'A' })));
    expect(s.effects.priority).toBe(1);
    s = ok(pass(s, hooks, 1));
    expect(s.log).toEqual([]);
    expect(s.effects.priority).toBe(0);
    s = ok(pass(s, hooks, 0));
    expect(s.log).toEqual(['A']);
  });
});
