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
