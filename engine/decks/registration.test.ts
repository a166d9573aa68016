import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { sheetSection } from './registration';
import { gw } from './test-cards';

const catalog = createCatalog('gundam-war', [
  gw('U-1', 'Gundam'),
  gw('C-1', 'Amuro Ray', { type: 'character' }),
  gw('G-1', 'Blue Basic G', { type: 'g' }),
  gw('U-2', 'Guncannon'),
]);

describe('registration sheet', () => {
  it('groups a section by card type in the game order, with counts per type and in total', () => {
    const section = sheetSection(
      [
        { number: 'G-1', count: 20 },
        { number: 'U-1', count: 3 },
        { number: 'C-1', count: 2 },
        { number: 'U-2', count: 3 },
        { number: 'X-9', count: 1 },
      ],
      'gundam-war',
      catalog,
    );
    expect(section.groups.map((g) => [g.type, g.count, g.lines.map((l) => l.number)])).toEqual([
      ['unit', 6, ['U-1', 'U-2']],
      ['character', 2, ['C-1']],
      ['g', 20, ['G-1']],
      ['other', 1, ['X-9']],
    ]);
    expect(section.total).toBe(29);
  });
});
