/**
 * Automatic effects A–D (GW 11): A continuous and re-evaluated, B with the entry and from
 * other zones, C on the Cut, D at once; effects applied mid-Cut pause and resume it;
 * "once per turn" versus "every time"; automatic effects a player activates.
 */
import { describe, expect, it } from 'vitest';
import { activate, activatePlayerAuto, endTurn, openFreeTiming, pass, trigger } from '../index';
import type { JsonValue } from '../types';
import { auto, card, draft, hooks, moveCard, ok, table, values, type StaticAbility, type Table } from './table';

function resolveTop(s: Table): Table {
  return ok(pass(ok(pass(s, hooks, s.effects.priority!)), hooks, s.effects.priority === 0 ? 1 : 0));
}

const commanderAura: StaticAbility = {
  ability: 'aura',
  scope: { kind: 'static', selector: { zones: ['field'], controller: 'you', types: ['Unit'], excludeSource: true } },
  change: { kind: 'modify', deltas: { attack: 1 } },
};

describe('Auto A (GW 11, Auto A; Differences between A, C and D)', () => {
  it('applies as soon as its source is on the field, covers newcomers, stops the moment it leaves; never on the Cut', () => {
    let s = table([card('amuro', { types: ['Character'], statics: [commanderAura] }), card('gundam')]);
    expect(values(s, 'gundam').stats.attack).toBe(3);
    expect(s.effects.cut).toEqual([]);
    s = { ...s, cards: { ...s.cards, gm: card('gm', { zone: 'hand' }) } };
    expect(values(s, 'gm').stats.attack).toBe(2);
    s = moveCard(s, 'gm', 'field');
    expect(values(s, 'gm').stats.attack).toBe(3);
    s = moveCard(s, 'amuro', 'junkyard');
    expect(values(s, 'gundam').stats.attack).toBe(2);
  });

  it('is applied before an Auto D at the same timing: the D sees the A-modified value', () => {
    let s = table([card('gundam')]);
    s = { ...s, cards: { ...s.cards, amuro: card('amuro', { zone: 'hand', types: ['Character'], statics: [commanderAura], onEnter: [auto('auto-d', 'Amuro: read attack', { do: 'read', stat: 'attack', of: 'gundam' })] }) } };
    s = ok(openFreeTiming(s, hooks));
    s = resolveTop(ok(activate(s, hooks, draft('Play Amuro', 0, { do: 'enter' }, { kind: 'play-card', card: 'amuro', source: 'amuro' }))));
    expect(s.log).toEqual(['amuro enters', 'gundam attack 3']);
  });
});

describe('Auto B (GW 11, Auto B; Activation timing for Auto B and D)', () => {
  it('as the card enters: B is applied with the entry, before D, and neither goes on the Cut', () => {
    let s = table([]);
    s = { ...s, cards: { nu: card('nu', { zone: 'hand', onEnter: [auto('auto-d', 'D: draw', { do: 'log', text: 'D' }), auto('auto-b', 'B: fin funnels', { do: 'log', text: 'B' })] }) } };
    s = ok(openFreeTiming(s, hooks));
    s = resolveTop(ok(activate(s, hooks, draft('Play Nu', 0, { do: 'enter' }, { kind: 'play-card', card: 'nu', source: 'nu' }))));
    expect(s.log).toEqual(['nu enters', 'B', 'D']);
    expect(s.effects.cut).toEqual([]);
    expect(s.effects.pending).toBeNull();
  });

  it('works from another zone, e.g. a deck-building allowance read from the deck', () => {
    const allowance: StaticAbility = { ability: 'limitless', fromZones: ['deck', 'hand'], scope: { kind: 'static', selector: { excludeSource: false, ids: ['ball'] } }, change: { kind: 'set-values', values: { copiesAllowed: 99 } } };
    const s = table([card('ball', { zone: 'deck', stats: { copiesAllowed: 3 }, statics: [allowance] })]);
    expect(values(s, 'ball').stats.copiesAllowed).toBe(99);
  });
});

describe('Auto C and D (GW 11, Auto C; Auto D; Application in the Middle of a Cut)', () => {
  it('Auto D resolves at once without the Cut; Auto C goes on the Cut and can be cut into', () => {
    let s = ok(openFreeTiming(table([]), hooks));
    s = ok(trigger(s, hooks, [auto('auto-d', 'D', { do: 'log', text: 'D' }), auto('auto-c', 'C', { do: 'log', text: 'C' })]));
    expect(s.log).toEqual(['D']);
    expect(s.effects.cut.map((a) => a.label)).toEqual(['C']);
  });

  it('a D triggered mid-Cut pauses the Cut; one it triggers comes straight after; then the Cut resumes', () => {
    let s = ok(openFreeTiming(table([]), hooks));
    const d2 = [auto('auto-d', 'D2', { do: 'log', text: 'D2' })];
    const d1 = [auto('auto-d', 'D1', { do: 'chain', text: 'D1', triggers: d2 as unknown as JsonValue })];
    s = ok(activate(s, hooks, draft('Bottom', 0, { do: 'log', text: 'bottom' })));
    s = ok(activate(s, hooks, draft('Top', 1, { do: 'chain', text: 'top', triggers: d1 as unknown as JsonValue })));
    s = resolveTop(s);
    expect(s.log).toEqual(['top', 'D1', 'D2']);
    expect(s.effects.cut.map((a) => a.label)).toEqual(['Bottom']);
    s = resolveTop(s);
    expect(s.log).toEqual(['top', 'D1', 'D2', 'bottom']);
  });

  it('"if ~ is done" effects happen once per turn per card; "every time ~" ones every time (GW 11, Special Timings)', () => {
    let s = ok(openFreeTiming(table([card('gouf')]), hooks));
    const once = auto('auto-d', 'When Gouf attacks', { do: 'log', text: 'once' }, { source: 'gouf', ability: 'sortie', frequency: 'once-per-turn' });
    const every = auto('auto-d', 'Every time Gouf attacks', { do: 'log', text: 'every' }, { source: 'gouf', ability: 'each', frequency: 'every-time' });
    s = ok(trigger(s, hooks, [once]));
    s = ok(trigger(s, hooks, [once]));
    s = ok(trigger(s, hooks, [every]));
    s = ok(trigger(s, hooks, [every]));
    expect(s.log).toEqual(['once', 'every', 'every']);
    s = ok(trigger(ok(endTurn(s, hooks)), hooks, [once]));
    expect(s.log).toEqual(['once', 'every', 'every', 'once']);
  });
});

describe('automatic effects a player activates (GW 11, Auto effects that can be activated by Player)', () => {
  it('allowed in the middle of a Cut, never put on it, applied at once; the Cut and priority carry on', () => {
    let s = ok(openFreeTiming(table([]), hooks));
    s = ok(activate(s, hooks, draft('On the Cut', 0, { do: 'log', text: 'cut' })));
    s = ok(activatePlayerAuto(s, hooks, draft('Repair now', 1, { do: 'log', text: 'repair' })));
    expect(s.log).toEqual(['repair']);
    expect(s.effects.cut.map((a) => a.label)).toEqual(['On the Cut']);
    expect(s.effects.priority).toBe(1);
    expect(activate(s, hooks, { ...draft('x', 1, { do: 'log', text: 'x' }), kind: 'auto-c' })).toMatchObject({ error: expect.stringContaining('automatic effect') });
  });
});
