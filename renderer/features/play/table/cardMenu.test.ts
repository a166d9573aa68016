import { describe, expect, it } from 'vitest';
import type { RulesIntent } from '../../../../engine/core/types';
import { cardMenuItems } from './cardMenu';

const attack: RulesIntent = { type: 'attack', seat: 0, card: '7' };
const rule = (intent: RulesIntent, id: string, label: string) => ({
  intent,
  item: { id, label, group: 'Rules', run() {} },
});
const hand = (id: string, label: string, shortcut: string, rules: RulesIntent[]) => ({
  id,
  label,
  shortcut,
  group: 'Card',
  rules,
  run() {},
});

describe('a card menu', () => {
  it('lists the move P makes by the rules once, as the rules entry showing P', () => {
    const items = cardMenuItems(
      [rule(attack, 'rule-0', 'Attack')],
      [hand('play', 'Attack (by the rules)', 'P', [{ ...attack }]), hand('turn', 'Expend', 'T', [])],
    );
    expect(items.map((i) => [i.label, i.shortcut])).toEqual([
      ['Attack', 'P'],
      ['Expend', 'T'],
    ]);
  });

  it("keeps P's move by hand where the rules allow nothing, and a choice among several moves", () => {
    const two: RulesIntent[] = [attack, { ...attack, type: 'activate' }];
    expect(cardMenuItems([], [hand('play', 'Play', 'P', [])]).map((i) => i.label)).toEqual(['Play']);
    const items = cardMenuItems(
      two.map((i, n) => rule(i, `rule-${n}`, i.type)),
      [hand('play', 'Play by the rules…', 'P', two)],
    );
    expect(items.map((i) => i.label)).toEqual(['attack', 'activate', 'Play by the rules…']);
    expect(items[0].shortcut).toBeUndefined();
  });
});
