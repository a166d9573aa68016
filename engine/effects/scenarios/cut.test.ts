/**
 * The Cut: priority and passing, last in first out, priority returning between
 * resolutions, free timing ending, and timings nobody may Cut into.
 */
import { describe, expect, it } from 'vitest';
import { activate, openFreeTiming, pass, runTiming, trigger } from '../index';
import { auto, card, draft, hooks, ok, table } from './table';

describe('the Cut (GW Timings for Play: Free Timing and its Priority; GW 11/12)', () => {
  it('turn player has priority first; the other player may respond; both pass ⇒ the last effect resolves first', () => {
    let s = ok(openFreeTiming(table([card('zaku')], 0), hooks));
    expect(s.effects.priority).toBe(0);
    s = ok(activate(s, hooks, draft('A: first', 0, { do: 'log', text: 'A' })));
    expect(s.effects.priority).toBe(1);
    s = ok(activate(s, hooks, draft('B: response', 1, { do: 'log', text: 'B' })));
    expect(s.effects.priority).toBe(0);
    s = ok(activate(s, hooks, draft('C: response to B', 0, { do: 'log', text: 'C' })));
    s = ok(pass(s, hooks, 1));
    s = ok(pass(s, hooks, 0));
    expect(s.log).toEqual(['C']);
    // Priority returns (turn player first) before the next effect resolves: a new response is possible.
    expect(s.effects.priority).toBe(0);
    s = ok(activate(s, hooks, draft('D: between resolutions', 0, { do: 'log', text: 'D' })));
    s = ok(pass(s, hooks, 1));
    s = ok(pass(s, hooks, 0));
    expect(s.log).toEqual(['C', 'D']);
    s = ok(pass(s, hooks, 0));
    s = ok(pass(s, hooks, 1));
    s = ok(pass(s, hooks, 0));
    s = ok(pass(s, hooks, 1));
    expect(s.log).toEqual(['C', 'D', 'B', 'A']);
    expect(s.effects.cut).toEqual([]);
  });

  it('one pass alone resolves nothing; a pass after a new activation starts the count again', () => {
    let s = ok(openFreeTiming(table([], 0), hooks));
    s = ok(activate(s, hooks, draft('A', 0, { do: 'log', text: 'A' })));
    s = ok(pass(s, hooks, 1));
    expect(s.log).toEqual([]);
    s = ok(activate(s, hooks, draft('B', 0, { do: 'log', text: 'B' })));
    s = ok(pass(s, hooks, 1));
    expect(s.log).toEqual([]);
    s = ok(pass(s, hooks, 0));
    expect(s.log).toEqual(['B']);
  });

  it('both passing on an empty Cut ends free timing', () => {
    let s = ok(openFreeTiming(table([], 1), hooks));
    expect(s.effects.priority).toBe(1);
    s = ok(pass(s, hooks, 1));
    const end = pass(s, hooks, 0);
    expect('events' in end && end.events.map((e) => e.type)).toContain('free-timing-ended');
    expect(ok(end).effects.free).toBe(false);
  });

  it('only the player with priority may play or pass, with an error naming the rule', () => {
    const s = ok(openFreeTiming(table([], 0), hooks));
    expect(activate(s, hooks, draft('Out of turn', 1, { do: 'log', text: 'x' }))).toMatchObject({ rule: expect.stringContaining('Priority of Free Timing') });
    expect(pass(s, hooks, 1)).toMatchObject({ error: expect.stringContaining('player 1 has priority') });
  });

  it('outside free timing nothing can be played (GW 07: no free timing at the end of a step)', () => {
    const s = ok(runTiming(table([], 0), hooks, 'end-of-turn', { free: false }));
    expect(activate(s, hooks, draft('Too late', 0, { do: 'log', text: 'x' }))).toMatchObject({ error: expect.stringContaining('allows no play or Cut-in') });
  });

  it('an Auto C at a timing that allows no Cut-in resolves without anyone getting priority (GW 11, Auto C)', () => {
    let s = ok(runTiming(table([], 0), hooks, 'end-of-turn', { free: false }, [auto('auto-c', 'Cleanup', { do: 'log', text: 'cleanup' })]));
    expect(s.log).toEqual(['cleanup']);
    expect(s.effects.priority).toBeNull();
    // With free timing the same Auto C can be cut into.
    s = ok(openFreeTiming(table([], 0), hooks));
    s = ok(trigger(s, hooks, [auto('auto-c', 'Sortie bonus', { do: 'log', text: 'bonus' })]));
    expect(s.log).toEqual([]);
    s = ok(activate(s, hooks, draft('Cut-in', 0, { do: 'log', text: 'cut-in' })));
    s = ok(pass(s, hooks, 1));
    s = ok(pass(s, hooks, 0));
    s = ok(pass(s, hooks, 0));
    s = ok(pass(s, hooks, 1));
    expect(s.log).toEqual(['cut-in', 'bonus']);
  });
});
