import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCardFile } from '../cards/import/load';
import { loadDemoSets } from '../cards/demo';
import { createCatalog } from './catalog';
import { deckStats } from './stats';

const sheet = readFileSync(new URL('../../e2e/fixtures/gundam-war-costs.csv', import.meta.url), 'utf8');
const catalog = createCatalog('gundam-war', loadCardFile(sheet, 'gundam-war-costs.csv').cards);

describe('deck stats: the Resource Cost curve and what the deck costs its Nation', () => {
  it('counts non-G cards per Resource Cost, X as a bar of its own; G is not counted', () => {
    const stats = deckStats(
      [
        { number: 'RC-001', count: 3 }, // 1
        { number: 'RC-003', count: 2 }, // 3
        { number: 'RC-006', count: 1 }, // X
        { number: 'RC-009', count: 2 }, // 0
        { number: 'RC-010', count: 20 }, // G
      ],
      catalog,
    );
    expect(stats.resourceCurve).toEqual([
      { resource: 0, count: 2 },
      { resource: 1, count: 3 },
      { resource: 2, count: 0 },
      { resource: 3, count: 2 },
      { resource: 'X', count: 1 },
    ]);
    // 3×1 + 2×3 + 2×0 = 9 cards from the Nation over the 7 cards with a number; X left out of both.
    expect(stats.nationCost).toEqual({ total: 9, mean: 9 / 7, variable: 1, cards: 8 });
  });

  it('a deck of G and X costs only has no mean; M.S. War has neither figure', () => {
    const onlyX = deckStats([{ number: 'RC-007', count: 3 }], catalog);
    expect(onlyX.nationCost).toEqual({ total: 0, mean: null, variable: 3, cards: 3 });
    expect(onlyX.resourceCurve).toEqual([{ resource: 'X', count: 3 }]);
    const ms = createCatalog('ms-war', loadDemoSets());
    const msStats = deckStats([{ number: 'SD-001', count: 3 }], ms);
    expect([msStats.resourceCurve, msStats.nationCost]).toEqual([[], null]);
  });
});
