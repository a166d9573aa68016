/**
 * Effects that activate at the same timing: the attacking player orders them with one
 * decision and they form one Cut; Auto C arising mid-Cut opens a new Cut after it; at
 * timings without Cut-in, effects go in the attacking player's order, Cut effects last.
 */
import { describe, expect, it } from 'vitest';
import { activate, answer, openFreeTiming, pass, runTiming, trigger } from '../index';
import type { JsonValue } from '../types';
import { auto, draft, hooks, ok, table, type Table } from './table';

function passBoth(s: Table): Table {
  return ok(pass(ok(pass(s, hooks, s.effects.priority!)), hooks, s.effects.priority === 0 ? 1 : 0));
}

describe('simultaneous effects (GW 12, Effects that Activate and take Effect at the Same Timing; GW 11, beginning of a Cut)', () => {
  it('three Auto C at once: ONE decision for the attacking player, ONE Cut, the first chosen is cut into by the others', () => {
    let s = ok(openFreeTiming(table([], 1), hooks));
    s = ok(trigger(s, hooks, [
      auto('auto-c', 'X', { do: 'log', text: 'X' }, { controller: 0 }),
      auto('auto-c', 'Y', { do: 'log', text: 'Y' }, { controller: 1 }),
      auto('auto-c', 'Z', { do: 'log', text: 'Z' }, { controller: 0 }),
    ]));
    const decision = s.effects.pending!;
    expect(decision).toMatchObject({ kind: 'order-effects', seat: 1, min: 3, max: 3 });
    expect(decision.options.map((o) => o.label)).toEqual(['X', 'Y', 'Z']);
    expect(answer(s, hooks, 0, decision.id, [])).toMatchObject({ error: expect.stringContaining('attacking player') });
    const [x, y, z] = decision.options.map((o) => o.id);
    expect(answer(s, hooks, 1, decision.id, [x, x, y])).toMatchObject({ error: expect.stringContaining('exactly once') });
    s = ok(answer(s, hooks, 1, decision.id, [y, z, x]));
    expect(s.effects.pending).toBeNull();
    expect(s.effects.cut.map((a) => a.label)).toEqual(['Y', 'Z', 'X']);
    expect(s.effects.priority).toBe(1);
    s = passBoth(passBoth(passBoth(s)));
    expect(s.log).toEqual(['X', 'Z', 'Y']);
  });

  it('Auto C and the Abolish following Destruction open one Cut together', () => {
    let s = ok(openFreeTiming(table([], 0), hooks));
    s = ok(trigger(s, hooks, [auto('abolish', 'Abolish Zaku', { do: 'log', text: 'abolish' }), auto('auto-c', 'Revenge', { do: 'log', text: 'revenge' })]));
    const d = s.effects.pending!;
    s = ok(answer(s, hooks, 0, d.id, d.options.map((o) => o.id)));
    expect(s.effects.cut.map((a) => a.kind)).toEqual(['abolish', 'auto-c']);
  });

  it('an Auto C triggered in the middle of a Cut waits, then starts a new Cut right after that Cut ends (GW 11, Auto C)', () => {
    let s = ok(openFreeTiming(table([], 0), hooks));
    const triggers = [auto('auto-c', 'Echo', { do: 'log', text: 'echo' })] as unknown as JsonValue;
    s = ok(activate(s, hooks, draft('Bottom', 0, { do: 'log', text: 'bottom' })));
    s = ok(activate(s, hooks, draft('Top', 1, { do: 'chain', text: 'top', triggers })));
    s = passBoth(s);
    expect(s.log).toEqual(['top']);
    expect(s.effects.cut.map((a) => a.label)).toEqual(['Bottom']);
    expect(s.effects.nextCut.map((a) => a.label)).toEqual(['Echo']);
    s = passBoth(s);
    expect(s.log).toEqual(['top', 'bottom']);
    expect(s.effects.cut.map((a) => a.label)).toEqual(['Echo']);
    expect(s.effects.priority).toBe(0);
    s = passBoth(s);
    expect(s.log).toEqual(['top', 'bottom', 'echo']);
  });

  it('several Auto C arising in one Cut are ordered once, when the new Cut opens', () => {
    let s = ok(openFreeTiming(table([], 0), hooks));
    const one = [auto('auto-c', 'P', { do: 'log', text: 'P' })] as unknown as JsonValue;
    const two = [auto('auto-c', 'Q', { do: 'log', text: 'Q' })] as unknown as JsonValue;
    s = ok(activate(s, hooks, draft('first', 0, { do: 'chain', text: '1', triggers: one })));
    s = ok(activate(s, hooks, draft('second', 1, { do: 'chain', text: '2', triggers: two })));
    s = passBoth(s);
    expect(s.effects.pending).toBeNull();
    s = passBoth(s);
    const d = s.effects.pending!;
    expect(d.options.map((o) => o.label)).toEqual(['Q', 'P']);
    s = ok(answer(s, hooks, 0, d.id, [d.options[1].id, d.options[0].id]));
    s = passBoth(passBoth(s));
    expect(s.log).toEqual(['2', '1', 'Q', 'P']);
  });

  it('at the end of the turn (no Cut-in): effects in the attacking player\'s order, new-Cut effects after them (GW 12, Outside Free Timing)', () => {
    let s = table([], 1);
    s = ok(runTiming(s, hooks, 'end-of-turn', { free: false }, [
      auto('auto-c', 'C1', { do: 'log', text: 'C1' }),
      auto('auto-d', 'D1', { do: 'log', text: 'D1' }),
      auto('auto-d', 'D2', { do: 'log', text: 'D2' }),
    ]));
    const d = s.effects.pending!;
    expect(d.seat).toBe(1);
    expect(d.options.map((o) => o.label)).toEqual(['D1', 'D2']);
    s = ok(answer(s, hooks, 1, d.id, [d.options[1].id, d.options[0].id]));
    expect(s.log).toEqual(['D2', 'D1', 'C1']);
    expect(s.effects.priority).toBeNull();
  });

  it('a decision pending blocks play and passing until it is answered', () => {
    let s = ok(openFreeTiming(table([], 0), hooks));
    s = ok(trigger(s, hooks, [auto('auto-c', 'A', { do: 'log', text: 'A' }), auto('auto-c', 'B', { do: 'log', text: 'B' })]));
    expect(pass(s, hooks, 0)).toMatchObject({ error: expect.stringContaining('Waiting for player 1') });
    expect(activate(s, hooks, draft('x', 0, { do: 'log', text: 'x' }))).toMatchObject({ error: expect.stringContaining('Waiting') });
  });
});
