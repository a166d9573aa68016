/**
 * Layered continuous effects (continuous-effects-layers: Layers, Timestamps, Dependencies,
 * Instanced vs Static Effects; GW 12: Priority of Contradictive Effects), with our own
 * cards standing in for the rulebook's examples.
 */
import { describe, expect, it } from 'vitest';
import { activate, addContinuous, derive, openFreeTiming, pass } from '../index';
import type { Change, Scope, Selector } from '../types';
import { card, continuous, draft, hooks, moveCard, ok, table, target, values, type StaticAbility, type Table } from './table';

const all = (selector: Selector): Scope => ({ kind: 'static', selector });
const fixed = (s: Table, ...ids: string[]): Scope => ({ kind: 'instanced', objects: ids.map((id) => target(s, id)) });
function add(s: Table, scope: Scope, change: Change): Table {
  return addContinuous(s, hooks, { source: null, controller: 0, scope, change }).state;
}
const silence = (ids: string[]): StaticAbility => ({ ability: 'silence', scope: all({ ids }), change: { kind: 'lose', abilities: 'all' } });

describe('layers (continuous-effects-layers, Layers)', () => {
  it('base values are set before stats are modified, whatever the timestamps', () => {
    let s = table([card('gm')]);
    s = add(s, fixed(s, 'gm'), { kind: 'modify', deltas: { attack: 2 } });
    s = add(s, fixed(s, 'gm'), { kind: 'set-values', values: { attack: 1 } });
    expect(values(s, 'gm').stats.attack).toBe(3);
  });

  it('stats: changes that do not set values, then counters, then swaps', () => {
    let s = table([card('gm', { stats: { attack: 2, defence: 5 }, counters: { attack: 1 } })]);
    s = add(s, fixed(s, 'gm'), { kind: 'swap', stats: ['attack', 'defence'] });
    s = add(s, fixed(s, 'gm'), { kind: 'modify', deltas: { attack: 1 } });
    expect(values(s, 'gm').stats).toEqual({ attack: 5, defence: 4 });
  });

  it('Nullifying Lantern stand-in: a "cards in junkyards are colourless" static still works when its source loses all abilities (colour layer before abilities)', () => {
    const beacon: StaticAbility = { ability: 'null-field', scope: all({ zones: ['junkyard'] }), change: { kind: 'colour', set: 'colourless' } };
    let s = table([card('beacon', { statics: [beacon] }), card('wreck', { zone: 'junkyard', colour: 'red' }), card('hush', { statics: [silence(['beacon'])] })]);
    expect(values(s, 'beacon').abilities).toEqual([]);
    expect(values(s, 'wreck').colour).toBe('colourless');
    s = { ...s, cards: { ...s.cards, late: card('late', { zone: 'junkyard', colour: 'green', entered: 50 }) } };
    expect(values(s, 'late').colour).toBe('colourless');
  });

  it('…whereas a lord\'s stat bonus stops when the lord loses its abilities (abilities layer before stats)', () => {
    const lord: StaticAbility = { ability: 'command', scope: all({ zones: ['field'], excludeSource: true }), change: { kind: 'modify', deltas: { attack: 1 } } };
    const s = table([card('lord', { statics: [lord] }), card('gm'), card('hush', { statics: [silence(['lord'])] })]);
    expect(values(s, 'gm').stats.attack).toBe(2);
  });
});

describe('timestamps (continuous-effects-layers, Timestamps)', () => {
  it('within a layer the newer effect wins a contradiction; a static effect takes its source\'s entry time', () => {
    const setTo = (n: number): StaticAbility => ({ ability: `set${n}`, scope: all({ ids: ['gm'] }), change: { kind: 'set-values', values: { attack: n } } });
    let s = table([card('gm'), card('old', { statics: [setTo(4)] }), card('new', { statics: [setTo(7)] })]);
    expect(values(s, 'gm').stats.attack).toBe(7);
    s = moveCard(moveCard(s, 'old', 'hand'), 'old', 'field');
    expect(values(s, 'gm').stats.attack).toBe(4);
    s = add(s, fixed(s, 'gm'), { kind: 'set-values', values: { attack: 9 } });
    expect(values(s, 'gm').stats.attack).toBe(9);
  });
});

describe('instanced versus static (continuous-effects-layers, Instanced and Static Effects)', () => {
  it('Inspiring Call stand-in: "your units get +1" covers only those there at resolution; a lord\'s "your units have +1" covers newcomers', () => {
    const lord: StaticAbility = { ability: 'lord', scope: all({ zones: ['field'], controller: 'you', types: ['Unit'] }), change: { kind: 'modify', deltas: { defence: 1 } } };
    let s = ok(openFreeTiming(table([card('lord', { types: ['Character'], statics: [lord] }), card('gm')]), hooks));
    const rally = draft('Rally Order: your units get +1 attack', 0, { do: 'continuous', effect: { scope: { kind: 'instanced', objects: [] }, change: { kind: 'modify', deltas: { attack: 1 } } } }, { targets: [target(s, 'gm')] });
    s = ok(pass(ok(pass(ok(activate(s, hooks, rally)), hooks, 1)), hooks, 0));
    s = { ...s, cards: { ...s.cards, zaku: card('zaku', { entered: 90 }) } };
    expect(values(s, 'gm').stats).toEqual({ attack: 3, defence: 3 });
    expect(values(s, 'zaku').stats).toEqual({ attack: 2, defence: 3 });
  });

  it('an instanced effect is lost by a card that leaves and comes back (a new object)', () => {
    let s = table([card('gm')]);
    s = add(s, fixed(s, 'gm'), { kind: 'modify', deltas: { attack: 5 } });
    expect(values(s, 'gm').stats.attack).toBe(7);
    s = moveCard(moveCard(s, 'gm', 'hand'), 'gm', 'field');
    expect(values(s, 'gm').stats.attack).toBe(2);
  });
});

describe('"lose ~" and "get ~" (GW 12, Priority of Contradictive Effects)', () => {
  it('"lose" applies before "get" whatever the timestamps, and a card under "lose" cannot "get" it', () => {
    const grounded: StaticAbility = { ability: 'grounded', scope: all({ zones: ['field'], excludeSource: true }), change: { kind: 'lose', abilities: ['Flight'] } };
    let s = table([card('jammer', { statics: [grounded] }), card('gm', { abilities: ['Flight'] })]);
    expect(values(s, 'gm').abilities).toEqual([]);
    s = add(s, fixed(s, 'gm'), { kind: 'gain', abilities: ['Flight', 'Ranged'] });
    expect(values(s, 'gm').abilities).toEqual(['Ranged']);
  });
});

describe('dependencies (continuous-effects-layers, Dependencies)', () => {
  // Mordred/Caliburn stand-in: the Flawless Lord (older) gives Floating Memory to junkyard
  // cards with Strike; the Silencing Sword (newer) gives junkyard cards Strike. The lord's
  // effect depends on the sword's, so the sword's applies first although it is newer.
  const lordAbility: StaticAbility = { ability: 'flawless', scope: all({ zones: ['junkyard'], controller: 'you', abilities: ['Strike'] }), change: { kind: 'gain', abilities: ['Floating Memory'] } };
  const swordAbility: StaticAbility = { ability: 'silencing', scope: all({ zones: ['junkyard'], controller: 'you' }), change: { kind: 'gain', abilities: ['Strike'] } };

  it('the dependent effect applies after the one it depends on, overriding timestamps', () => {
    const s = table([card('lord', { statics: [lordAbility] }), card('sword', { statics: [swordAbility] }), card('spent', { zone: 'junkyard' })]);
    expect(values(s, 'spent').abilities).toEqual(['Strike', 'Floating Memory']);
    expect(derive(s, continuous).applied.abilities).toEqual(['sword#0', 'lord#0']);
  });

  it('effects in a loop fall back to timestamp order', () => {
    // Knighting: units of type Lord become Knights. Vow: Knights lose the type Lord. Each reads what the other writes.
    const knighting: StaticAbility = { ability: 'knighting', scope: all({ zones: ['field'], types: ['Lord'] }), change: { kind: 'types', add: ['Knight'], remove: [], set: null } };
    const vow: StaticAbility = { ability: 'vow', scope: all({ zones: ['field'], types: ['Knight'] }), change: { kind: 'types', add: [], remove: ['Lord'], set: null } };
    let s = table([card('k', { types: ['Character'], statics: [knighting] }), card('v', { types: ['Character'], statics: [vow] }), card('duke', { types: ['Lord'] })]);
    expect(values(s, 'duke').types).toEqual(['Knight']);
    s = moveCard(moveCard(s, 'k', 'hand'), 'k', 'field');
    expect(values(s, 'duke').types).toEqual(['Lord', 'Knight']);
  });
});

describe('derived, never stored', () => {
  it('derive is memoised per state object and leaves the state untouched', () => {
    let s = table([card('gm')]);
    s = add(s, fixed(s, 'gm'), { kind: 'modify', deltas: { attack: 1 } });
    const before = JSON.stringify(s);
    expect(derive(s, continuous)).toBe(derive(s, continuous));
    expect(JSON.stringify(s)).toBe(before);
    const next = add(s, fixed(s, 'gm'), { kind: 'modify', deltas: { attack: 1 } });
    expect(derive(next, continuous)).not.toBe(derive(s, continuous));
    expect(values(next, 'gm').stats.attack).toBe(4);
  });
});
