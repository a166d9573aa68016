/** The card catalog: later imports replace earlier ones, names and printings, built with work linear in the library. */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { gw, ms } from './test-cards';
import { FACTOR, MAX_GROWTH, workGrowth } from '../hostile/work';

describe('createCatalog', () => {
  it('keeps the later import of a number, in the later place, as the card database does', () => {
    const first = ms('MS-1', 'Old Suit');
    const other = ms('MS-2', 'Other Suit');
    const again = ms('ms-1', 'New Suit');
    const catalog = createCatalog('ms-war', [first, other, again]);
    expect(catalog.size).toBe(2);
    expect(catalog.byNumber('MS-1')).toBe(again);
    expect(catalog.all()).toEqual([other, again]);
    expect(catalog.byName('Old Suit')).toEqual([]);
    expect(catalog.byName('new suit')).toEqual([again]);
  });

  it('lists a card once under a name it carries in two languages or with its model', () => {
    const unit = gw('U-1', 'Gundam', { name_ja: 'Gundam', model: 'RX-78-2' });
    const catalog = createCatalog('gundam-war', [unit]);
    expect(catalog.byName('Gundam')).toEqual([unit]);
    expect(catalog.byName('RX-78-2 Gundam')).toEqual([unit]);
  });

  it('groups the printings of one card, in library order', () => {
    const a = gw('U-1', 'Zaku', { text: 'Quick' });
    const b = gw('U-2', 'Zaku', { text: 'Quick' });
    const c = gw('U-3', 'Zaku', { text: 'High Mobility' });
    const catalog = createCatalog('gundam-war', [a, c, b]);
    expect(catalog.printings(b)).toEqual([a, b]);
    expect(catalog.printings(c)).toEqual([c]);
  });

  // Work counted (cards and characters read, work.ts), never timed: `npm run bench -- decks` prints the times.
  it('is built with work linear in the library, even re-imported over itself with shared names', () => {
    // The worst shapes for a list: every number twice, every card one name and one printing.
    const library = (n: number) => {
      const cards = Array.from({ length: n }, (_, i) => gw(`U-${i}`, 'Zaku', { text: 'Quick' }));
      return [...cards, ...cards.map((c) => ({ ...c }))];
    };
    const small = library(1_000);
    const large = library(1_000 * FACTOR);
    const build = (cards: ReturnType<typeof library>) => {
      const catalog = createCatalog('gundam-war', cards);
      catalog.printings(cards[0]);
    };
    const { small: work, growth } = workGrowth(build, small, large);
    expect(work).toBeGreaterThan(small.length);
    expect(growth, `${FACTOR}× the cards took ${(growth * FACTOR).toFixed(1)}× the work`).toBeLessThan(MAX_GROWTH);
  });
});
