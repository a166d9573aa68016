/** `rc`: the Resource Cost of Gundam War cards (docs/search.md), X found as `rc:x`. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCardFile } from '../import/load';
import { inEnglish } from '../../i18n/translate';
import { buildSearchIndex, compileQuery, runQuery, searchCards } from '.';
import { CardIndex } from './index-cards';

const sheet = readFileSync(new URL('../../../e2e/fixtures/gundam-war-costs.csv', import.meta.url), 'utf8');
const cards = loadCardFile(sheet, 'gundam-war-costs.csv').cards;
const numbers = (q: string) => {
  const r = searchCards(cards, q);
  if (r.error) throw r.error;
  return r.cards.map((c) => c.number);
};

describe('rc: the Resource Cost', () => {
  it('compares numbers; a G has none and an X is no number', () => {
    expect(numbers('rc<=1')).toEqual(['RC-001', 'RC-002', 'RC-004', 'RC-005', 'RC-009']);
    expect(numbers('rc=0')).toEqual(['RC-009']);
    expect(numbers('rc>=2')).toEqual(['RC-003', 'RC-008']);
    expect(numbers('resource>2')).toEqual(['RC-003']);
    expect(numbers('rc=１')).toEqual(numbers('rc:1'));
  });

  it('rc:x finds the X costs (in either width), rc!=x the rest', () => {
    expect(numbers('rc:x')).toEqual(['RC-006', 'RC-007']);
    expect(numbers('rc=Ｘ')).toEqual(['RC-006', 'RC-007']);
    expect(numbers('rc!=x t:command')).toEqual([]);
    expect(numbers('rc:x OR rc=0')).toEqual(['RC-006', 'RC-007', 'RC-009']);
  });

  it('a card without a Resource Cost in its file costs 0', () => {
    const old = loadCardFile('number,name,type,color,cost\nO-1,Old,command,blue,2\n', 'old.csv', {
      game: 'gundam-war',
    });
    expect(searchCards(old.cards, 'rc=0').cards).toHaveLength(1);
  });

  it('the card-by-card matcher and the columnar index agree', () => {
    const index = buildSearchIndex(cards);
    for (const q of ['rc<=1', 'rc:x', '-rc:x', 'rc>0 c:black']) {
      const matcher = compileQuery(q);
      const rows = index.entries.filter((e) => matcher(e)).map((e) => e.card.number);
      expect(
        runQuery(index as CardIndex, matcher).map((c) => c.number),
        q,
      ).toEqual(rows);
    }
  });

  it('X compared as a number is refused, saying how to find it', () => {
    const r = searchCards(cards, 'rc<x');
    expect(r.error && inEnglish(r.error.msg)).toBe(
      'X is not a number: rc:x finds an X cost, rc!=x the others (< compares numbers)',
    );
  });
});
