/**
 * Property: whatever legal mix of plays, passes, triggered effects and ordering answers,
 * every activated effect is carried out exactly once (resolved, applied or failed), the
 * processor never stalls, and replaying the same commands gives the same state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashJson } from '../../core/hash';
import { activate, answer, openFreeTiming, pass, trigger } from '../index';
import type { EffectEvent, EffectsResult, JsonValue } from '../types';
import { auto, draft, hooks, ok, table, type Table } from './table';

type Command = { kind: 'play' | 'pass' | 'trigger' | 'chain'; n: number };
const command = fc.record({
  kind: fc.constantFrom<Command['kind']>('play', 'pass', 'pass', 'trigger', 'chain'),
  n: fc.integer({ min: 1, max: 3 }),
});

function perform(s: Table, c: Command, i: number, events: EffectEvent[]): Table {
  const record = (r: EffectsResult<Table>) => {
    const next = ok(r);
    if ('events' in r) events.push(...r.events);
    return next;
  };
  if (s.effects.pending) {
    const ids = s.effects.pending.options.map((o) => o.id);
    const order = ids.map((_, k) => ids[(k + c.n) % ids.length]);
    return record(answer(s, hooks, s.effects.pending.seat, s.effects.pending.id, order));
  }
  if (s.effects.priority === null) return record(openFreeTiming(s, hooks));
  const seat = s.effects.priority;
  switch (c.kind) {
    case 'pass':
      return record(pass(s, hooks, seat));
    case 'play':
      return record(activate(s, hooks, draft(`play ${i}`, seat, { do: 'log', text: `play ${i}` })));
    case 'trigger':
      return record(
        trigger(
          s,
          hooks,
          Array.from({ length: c.n }, (_, k) =>
            auto(k % 2 ? 'auto-d' : 'auto-c', `t${i}.${k}`, { do: 'log', text: `t${i}.${k}` }),
          ),
        ),
      );
    case 'chain': {
      const more = Array.from({ length: c.n }, (_, k) =>
        auto(k % 2 ? 'auto-c' : 'auto-d', `c${i}.${k}`, { do: 'log', text: `c${i}.${k}` }),
      ) as unknown as JsonValue;
      return record(activate(s, hooks, draft(`chain ${i}`, seat, { do: 'chain', text: `chain ${i}`, triggers: more })));
    }
  }
}

function playOut(commands: Command[]): { state: Table; events: EffectEvent[] } {
  const events: EffectEvent[] = [];
  let s = table([], 0);
  commands.forEach((c, i) => (s = perform(s, c, i, events)));
  // Drain: keep passing (and answering) until nothing is left to carry out.
  for (
    let guard = 0;
    guard < 1000 && (s.effects.cut.length || s.effects.pending || s.effects.nextCut.length || s.effects.free);
    guard++
  )
    s = perform(s, { kind: 'pass', n: 1 }, 10_000 + guard, events);
  return { state: s, events };
}

describe('effect processor invariants', () => {
  it('every activated effect is carried out exactly once, nothing is left pending, replay is identical', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const { state, events } = playOut(commands);
        const activated = events.filter((e) => e.type === 'activated').map((e) => (e as { id: string }).id);
        const done = events
          .filter((e) => e.type === 'resolved' || e.type === 'applied' || e.type === 'failed')
          .map((e) => (e as { id: string }).id);
        expect([...done].sort()).toEqual([...activated].sort());
        expect(state.effects.cut).toEqual([]);
        expect(state.effects.agenda).toEqual([]);
        expect(state.effects.pending).toBeNull();
        expect(hashJson(playOut(commands).state)).toBe(hashJson(state));
      }),
      { numRuns: 150 },
    );
  });
});
