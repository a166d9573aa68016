/**
 * Effects put on hold and how long effects last (GW 12: Effects that are "put on hold";
 * 'End of Return Step' and 'End of Turn'; Effective Interval of Effects).
 */
import { describe, expect, it } from 'vitest';
import { activate, addContinuous, answer, endTurn, openFreeTiming, pass, runTiming } from '../index';
import type { JsonValue } from '../types';
import { card, draft, hooks, moveCard, ok, table, target, values, type Table } from './table';

function resolveTop(s: Table): Table {
  return ok(pass(ok(pass(s, hooks, s.effects.priority!)), hooks, s.effects.priority === 0 ? 1 : 0));
}

const blast = { do: 'damage', amount: 1 } as unknown as JsonValue;

describe('effects put on hold (GW 12, Effects that are "put on hold")', () => {
  it('a resolved effect waits, then re-activates at its timing and chooses its "all ~" targets again then', () => {
    let s = ok(openFreeTiming(table([card('zaku', { owner: 1 }), card('gouf', { owner: 1 })]), hooks));
    const delayed = draft('At end of turn: 1 to all enemy units', 0, { do: 'hold', timing: 'end-of-turn', then: blast }, { all: { controller: 1 } });
    s = resolveTop(ok(activate(s, hooks, delayed)));
    expect(s.effects.holds).toHaveLength(1);
    expect(s.damage).toEqual({});
    // The field changes before the timing: Gouf leaves, Dom arrives.
    s = moveCard(s, 'gouf', 'junkyard');
    s = { ...s, cards: { ...s.cards, dom: card('dom', { owner: 1, entered: 99 }) } };
    s = ok(runTiming(s, hooks, 'end-of-turn', { free: false }));
    expect(s.damage).toEqual({ zaku: 1, dom: 1 });
    expect(s.effects.holds).toEqual([]);
  });

  it('a hold is not negated by its source leaving, and an unreached hold ends with the turn', () => {
    let s = ok(openFreeTiming(table([card('char'), card('zaku', { owner: 1 })]), hooks));
    const at = (timing: string) => draft(`Char: at ${timing}, 1 to Zaku`, 0, { do: 'hold', timing, then: blast }, { source: 'char', targets: [target(s, 'zaku')] });
    s = resolveTop(ok(activate(s, hooks, at('return-step'))));
    s = resolveTop(ok(activate(s, hooks, at('next-draw'))));
    s = moveCard(s, 'char', 'junkyard');
    s = ok(runTiming(s, hooks, 'return-step', { free: false }));
    expect(s.damage).toEqual({ zaku: 1 });
    s = ok(endTurn(s, hooks));
    expect(s.effects.holds).toEqual([]);
  });

  it('several holds at one timing without Cut-in: the attacking player orders them', () => {
    let s = ok(openFreeTiming(table([], 1), hooks));
    for (const text of ['first', 'second']) {
      s = ok(activate(s, hooks, draft(text, 1, { do: 'hold', timing: 'end-of-turn', then: { do: 'log', text } })));
      s = resolveTop(s);
    }
    s = ok(runTiming(s, hooks, 'end-of-turn', { free: false }));
    const d = s.effects.pending!;
    expect(d.seat).toBe(1);
    s = ok(answer(s, hooks, 1, d.id, [d.options[1].id, d.options[0].id]));
    expect(s.log).toEqual(['first', 'second', 'second', 'first']);
  });
});

describe('durations (GW 12, Effective Interval of Effects; End of Return Step = End of Turn)', () => {
  it('unless stated, an effect lasts until the end of the turn; "this battle" ends at the same moment; "game" stays', () => {
    let s = table([card('gundam')]);
    const plus = (n: number, duration: 'turn' | 'battle' | 'game') =>
      addContinuous(s, hooks, { source: null, controller: 0, scope: { kind: 'instanced', objects: [target(s, 'gundam')] }, change: { kind: 'modify', deltas: { attack: n } }, duration }).state;
    s = plus(1, 'turn');
    s = plus(10, 'battle');
    s = plus(100, 'game');
    expect(values(s, 'gundam').stats.attack).toBe(113);
    const ended = endTurn(s, hooks);
    expect('events' in ended && ended.events).toEqual([{ type: 'expired', ids: [s.effects.continuous[0].id, s.effects.continuous[1].id] }]);
    expect(values(ok(ended), 'gundam').stats.attack).toBe(102);
  });

  it('the turn cannot end while a Cut is open', () => {
    let s = ok(openFreeTiming(table([]), hooks));
    s = ok(activate(s, hooks, draft('x', 0, { do: 'log', text: 'x' })));
    expect(endTurn(s, hooks)).toMatchObject({ rule: expect.stringContaining('End of Turn') });
  });
});
