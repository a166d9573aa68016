/**
 * Failure to resolve, costs, "N times a turn", and unresolved effects outliving their
 * source (GW 12: Failure in Resolving; Unresolved Effects; Amount of Times an Effect can be Played).
 */
import { describe, expect, it } from 'vitest';
import { activate, openFreeTiming, pass } from '../index';
import { card, draft, hooks, moveCard, ok, table, target, type Table } from './table';

function resolveTop(s: Table): Table {
  return ok(pass(ok(pass(s, hooks, s.effects.priority!)), hooks, s.effects.priority === 0 ? 1 : 0));
}

describe('failure in resolving (GW 12, Failure in Resolving of Effects)', () => {
  it('a lost target ⇒ the effect does nothing', () => {
    let s = ok(openFreeTiming(table([card('gm', { owner: 1 }), card('zaku', { owner: 1 })]), hooks));
    s = ok(activate(s, hooks, draft('Beam Rifle: 3 to GM', 0, { do: 'damage', amount: 3 }, { targets: [target(s, 'gm')] })));
    s = ok(activate(s, hooks, draft('Retreat GM', 1, { do: 'destroy' }, { targets: [target(s, 'gm')] })));
    s = resolveTop(s);
    const result = pass(ok(pass(s, hooks, 0)), hooks, 1);
    expect('events' in result && result.events).toContainEqual(expect.objectContaining({ type: 'failed', reason: 'target-lost' }));
    expect(ok(result).damage).toEqual({});
  });

  it('a target that left and came back is a new card: still lost', () => {
    let s = ok(openFreeTiming(table([card('gm', { owner: 1 })]), hooks));
    s = ok(activate(s, hooks, draft('Beam Rifle', 0, { do: 'damage', amount: 3 }, { targets: [target(s, 'gm')] })));
    s = moveCard(moveCard(s, 'gm', 'hand'), 'gm', 'field');
    s = resolveTop(s);
    expect(s.damage).toEqual({});
  });

  it('an unmet condition at resolution ⇒ the effect does nothing', () => {
    let s = ok(openFreeTiming(table([card('char')]), hooks));
    s = ok(activate(s, hooks, draft('If Char is on the field: log', 0, { do: 'log', text: 'applied' }, { condition: { onField: 'char' } })));
    s = { ...moveCard(s, 'char', 'junkyard') };
    s = resolveTop(s);
    expect(s.log).toEqual([]);
  });

  it('a card whose play fails goes to its original owner\'s Junkyard; its cost stays paid; its use still counts', () => {
    let s = table([card('gm', { owner: 1 }), card('beam', { zone: 'hand', owner: 0 })]);
    s = ok(openFreeTiming(s, hooks));
    s = { ...s, paid: [2, 0] }; // the game paid the cost before activating
    const play = draft('Beam Command', 0, { do: 'damage', amount: 3 }, { kind: 'play-card', card: 'beam', source: 'beam', ability: 'command', targets: [target(s, 'gm')] });
    s = ok(activate(s, hooks, play, { perTurn: 1 }));
    s = ok(activate(s, hooks, draft('Retreat GM', 1, { do: 'destroy' }, { targets: [target(s, 'gm')] })));
    s = resolveTop(s);
    s = resolveTop(s);
    expect(s.cards.beam.zone).toBe('junkyard');
    expect(s.paid).toEqual([2, 0]);
    expect(activate(s, hooks, play, { perTurn: 1 })).toMatchObject({ error: expect.stringContaining('limit is 1'), rule: expect.stringContaining('Amount of Times') });
  });

  it('the effect still resolves after its source left the field (GW 12, Unresolved Effects)', () => {
    let s = ok(openFreeTiming(table([card('guncannon'), card('zaku', { owner: 1 })]), hooks));
    s = ok(activate(s, hooks, draft('Guncannon: 2 to Zaku', 0, { do: 'damage', amount: 2 }, { source: 'guncannon', targets: [target(s, 'zaku')] })));
    s = ok(activate(s, hooks, draft('Destroy Guncannon', 1, { do: 'destroy' }, { targets: [target(s, 'guncannon')] })));
    s = resolveTop(s);
    expect(s.cards.guncannon.zone).toBe('junkyard');
    s = resolveTop(s);
    expect(s.damage).toEqual({ zaku: 2 });
  });
});

describe('times per turn (GW 12, Amount of Times an Effect can be Played, and Restrictions on Targets)', () => {
  const twice = { perTurn: 2 };
  it('"N times a turn" counts per card: two copies each have their own uses', () => {
    let s = ok(openFreeTiming(table([card('a1'), card('a2')]), hooks));
    const use = (src: string) => draft(`${src}: ping`, 0, { do: 'log', text: src }, { source: src, ability: 'ping' });
    for (let i = 0; i < 2; i++) s = resolveTop(ok(activate(s, hooks, use('a1'), twice)));
    expect(activate(s, hooks, use('a1'), twice)).toMatchObject({ error: expect.stringContaining('already played 2') });
    s = resolveTop(ok(activate(s, hooks, use('a2'), twice)));
    expect(s.log).toEqual(['a1', 'a1', 'a2']);
  });

  it('"this effect will not be repeated": a shared key limits all copies together', () => {
    let s = ok(openFreeTiming(table([card('a1'), card('a2')]), hooks));
    const use = (src: string) => draft(`${src}: ping`, 0, { do: 'log', text: src }, { source: src, ability: 'ping' });
    s = resolveTop(ok(activate(s, hooks, use('a1'), { perTurn: 1, key: 'Ping Unit' })));
    expect(activate(s, hooks, use('a2'), { perTurn: 1, key: 'Ping Unit' })).toMatchObject({ error: expect.stringContaining('limit is 1') });
  });

  it('"cannot target the same Unit in a turn" is per card', () => {
    let s = ok(openFreeTiming(table([card('a1'), card('a2'), card('zaku', { owner: 1 })]), hooks));
    const use = (src: string) => draft(`${src}: 1 to Zaku`, 0, { do: 'damage', amount: 1 }, { source: src, ability: 'shot', targets: [target(s, 'zaku')] });
    const limit = { perTurn: 3, sameTargetOncePerTurn: true };
    s = resolveTop(ok(activate(s, hooks, use('a1'), limit)));
    expect(activate(s, hooks, use('a1'), limit)).toMatchObject({ error: expect.stringContaining('cannot target zaku again') });
    s = resolveTop(ok(activate(s, hooks, use('a2'), limit)));
    expect(s.damage).toEqual({ zaku: 2 });
  });
});
