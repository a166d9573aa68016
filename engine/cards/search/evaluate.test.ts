import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadDemoSets } from '../demo';
import { cardKey, type Card } from '../model';
import { loadCardFile } from '../import';
import { generateCardCsv } from '../testing/generate';
import {
  buildSearchIndex,
  compileQuery,
  indexCard,
  queryIndex,
  runQuery,
  sortCards,
  SORT_KEYS,
  type CardSort,
} from '.';

const cards = [...loadDemoSets(), ...loadCardFile(generateCardCsv(600, 7), 'generated.csv').cards];
const index = buildSearchIndex(cards);
const rows = cards.map(indexCard);

/** The plain meaning: the compiled matcher asked about every card, one by one. */
const oneByOne = (query: string) => {
  const matcher = compileQuery(query);
  return rows.filter((row) => matcher(row)).map((row) => row.card);
};
const keys = (list: readonly Card[]) => list.map(cardKey);

const TERMS = [
  'heron',
  'vanguard',
  'ヘロン',
  'ﾍﾛﾝ',
  '"white heron"',
  'gd-013',
  'sd-001',
  'frame',
  't:unit',
  't:ms',
  't:char',
  'c:blue',
  'c:principality',
  'c:red',
  'game:ms',
  'game:gw',
  'cost<=2',
  'cost>4',
  'cost=0',
  'cost!=3',
  'clash>=5',
  'hp>=4',
  'melee<2',
  'nation>=1',
  'kw:"space battle"',
  'kw:sand',
  'kw:quick',
  'o:draw',
  'o:destroy',
  'set:demo',
  'set:"set 1"',
  'r:r',
  'r!=c',
  'terrain:space',
  'terrain:both',
  'model:pz1',
  'trait:nt',
  'corps:earth',
  'num:GX-1',
];

const query = fc.letrec<{ q: string }>((tie) => ({
  q: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TERMS),
    fc.tuple(tie('q'), tie('q')).map(([a, b]) => `${a} ${b}`),
    fc.tuple(tie('q'), tie('q')).map(([a, b]) => `(${a} OR ${b})`),
    tie('q').map((a) => `-(${a})`),
  ),
})).q;

describe('columnar evaluation', () => {
  it('finds exactly the cards the one-by-one matcher finds, in index order', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(keys(runQuery(index, compileQuery(q)))).toEqual(keys(oneByOne(q)));
      }),
      { numRuns: 300 },
    );
  });

  it('returns the same order as sorting the matches, for every sort', () => {
    fc.assert(
      fc.property(
        query,
        fc.constantFrom(...SORT_KEYS),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        (q, key, dir) => {
          const sort: CardSort = { key, dir };
          expect(keys(queryIndex(index, q, sort))).toEqual(keys(sortCards(oneByOne(q), sort)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a plain matcher without a plan still works on the index (row by row)', () => {
    const cheap = (row: { cost: number }) => row.cost === 1;
    expect(runQuery(index, cheap as never).map((c) => c.number)).toEqual(
      cards.filter((c) => c.cost === 1).map((c) => c.number),
    );
  });

  it('keeps each sort order once per index', () => {
    const sort: CardSort = { key: 'name', dir: 'desc' };
    queryIndex(index, '', sort);
    const kept = index.orders.get('name:desc');
    queryIndex(index, 't:unit', sort);
    expect(index.orders.get('name:desc')).toBe(kept);
  });
});
