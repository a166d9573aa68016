import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCardFile } from './import/load';
import { loadDemoSets } from './demo';
import { cardFileJson, cardRecord } from './export';
import type { Card } from './model';

const roundTrip = (cards: Card[]) => {
  const read = loadCardFile(cardFileJson(cards), 'exported.json');
  expect(read.issues).toEqual([]);
  return read.cards;
};

describe('exported card files import as the same cards (issue 19)', () => {
  it('round-trips both demo sets, scripts included', () => {
    const demo = loadDemoSets();
    expect(demo.some((c) => c.script && !c.compiled)).toBe(true);
    expect(roundTrip(demo)).toEqual(demo);
  });

  it("round-trips a Japanese list's cards: several colours, combined stats, Japanese names", () => {
    const read = loadCardFile(readFileSync('e2e/fixtures/gundam-war-ja.csv', 'utf8'), 'gundam-war-ja.csv');
    expect(read.cards.length).toBeGreaterThan(3);
    expect(read.cards.some((c) => c.game === 'gundam-war' && c.nation_costs)).toBe(true);
    expect(roundTrip(read.cards)).toEqual(read.cards);
  });

  it('round-trips printed costs: 1-2-1, an X Resource Cost, two designated colours, ACE', () => {
    const read = loadCardFile(readFileSync('e2e/fixtures/gundam-war-costs.csv', 'utf8'), 'gundam-war-costs.csv');
    expect(read.issues).toEqual([]);
    const records = read.cards.map(cardRecord);
    expect(records.find((r) => r.number === 'RC-001')).toMatchObject({ nation_cost: 1, cost: 2, resource_cost: 1 });
    expect(records.find((r) => r.number === 'RC-006')).toMatchObject({ resource_cost: 'X' });
    expect(records.find((r) => r.number === 'RC-005')).toMatchObject({ nation_cost: '青1黒1', resource_cost: 1 });
    expect(roundTrip(read.cards)).toEqual(read.cards);
  });

  it("writes a card's own script but not one compiled from its text, nor the keywords", () => {
    const [scripted, compiled] = loadCardFile(
      [
        'game,number,name,type,cost,text,script',
        'gundam-war,T-1,Own,command,1,"(Own Turn): Draw 1 card.","{""v"":1,""abilities"":[]}"',
        'gundam-war,T-2,Read,command,1,"(Own Turn): Draw 1 card.",',
      ].join('\n'),
      'x.csv',
    ).cards;
    expect(cardRecord(scripted)).toEqual({
      game: 'gundam-war',
      number: 'T-1',
      name: 'Own',
      type: 'command',
      cost: 1,
      text: '(Own Turn): Draw 1 card.',
      set: 'Imported',
      rarity: '',
      script: { v: 1, abilities: [] },
    });
    expect(compiled.compiled).toBe(true);
    expect(cardRecord(compiled)).not.toHaveProperty('script');
  });
});
