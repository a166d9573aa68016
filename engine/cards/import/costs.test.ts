/**
 * A Gundam War card's three printed numbers, Designated Nation Power - Total Nation Power -
 * Resource Cost (`青1-2-1`), read from every way sheets write them: one cell, three columns,
 * Japanese or English headers, full-width digits and dashes, and `X` as the Resource Cost.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownColumn, loadCardFile } from '.';
import { readPrintedCost, readResourceCost } from './values';
import type { GundamWarCard } from '../model';

const gw = (csv: string) => loadCardFile(csv, 'costs.csv', { game: 'gundam-war' });
const only = (csv: string) => {
  const r = gw(csv);
  expect(r.issues).toEqual([]);
  return r.cards[0] as GundamWarCard;
};
const fixture = (name: string) => readFileSync(new URL(`../../../e2e/fixtures/${name}`, import.meta.url), 'utf8');

describe('a printed cost in one cell', () => {
  it('reads designated-total-resource in every written form', () => {
    expect(readPrintedCost('1-2-1')).toEqual({ designated: 1, total: 2, resource: 1 });
    expect(readPrintedCost('青1-2-1')).toEqual({ parts: [{ color: 'blue', count: 1 }], total: 2, resource: 1 });
    expect(readPrintedCost('茶2-5-3')).toEqual({ parts: [{ color: 'brown', count: 2 }], total: 5, resource: 3 });
    for (const cell of ['１－２－１', '1 - 2 - 1', '1ー2ー1', '1−2−1', '1–2–1'])
      expect(readPrintedCost(cell), cell).toEqual({ designated: 1, total: 2, resource: 1 });
    expect(readPrintedCost('青1黒1-3-1')?.parts).toEqual([
      { color: 'blue', count: 1 },
      { color: 'black', count: 1 },
    ]);
    expect(readPrintedCost('黒1-1-X')?.resource).toBe('X');
    expect(readPrintedCost('黒１－１－Ｘ')?.resource).toBe('X');
    expect(readPrintedCost('黒1-1-x')?.resource).toBe('X');
  });

  it('is not read from anything else', () => {
    for (const cell of ['1-2', '3/3/1', '青2', '1-2-1-1', 'X-1-1', '1-X-1', '青-2-1', `${'1-'.repeat(30)}1`])
      expect(readPrintedCost(cell), cell).toBeUndefined();
    expect(readResourceCost('Ｘ')).toBe('X');
    expect(readResourceCost('２')).toBe(2);
    expect(readResourceCost('-1')).toBeUndefined();
  });

  it('fills the colour, designated power, total and Resource Cost, in any cost column', () => {
    const expected = { color: 'blue', nation_cost: 1, cost: 2, resource_cost: 1 };
    expect(only('番号,名前,種類,コスト\n1,札,コマンド,青1-2-1\n')).toMatchObject(expected);
    expect(only('番号,名前,種類,国力\n1,札,コマンド,青1-2-1\n')).toMatchObject(expected);
    expect(only('番号,名前,種類,色\n1,札,コマンド,青1-2-1\n')).toMatchObject(expected);
    expect(only('番号,名前,種類,色,コスト\n1,札,コマンド,青,1-2-1\n')).toMatchObject(expected);
    expect(only('番号,名前,種類,色,コスト\n1,札,コマンド,青,１－２－１\n')).toMatchObject(expected);
  });

  it('two designated colours keep each colour’s power', () => {
    const card = only('番号,名前,種類,コスト\n1,札,コマンド,青1黒1-3-1\n');
    expect(card).toMatchObject({ color: 'blue', nation_cost: 1, cost: 3, resource_cost: 1 });
    expect(card.nation_costs).toEqual([
      { color: 'blue', count: 1 },
      { color: 'black', count: 1 },
    ]);
  });

  it('X is a Resource Cost chosen as the card is played', () => {
    expect(only('番号,名前,種類,コスト\n1,札,コマンド,黒1-1-X\n')).toMatchObject({ cost: 1, resource_cost: 'X' });
    expect(only('番号,名前,種類,コスト\n1,札,コマンド,黒1-1-Ｘ\n').resource_cost).toBe('X');
  });

  it('a column that says otherwise, or two cells printing different costs, is a problem on that row only', () => {
    const r = gw('番号,名前,種類,コスト,資源コスト\n1,札,コマンド,青1-2-1,2\n2,札二,コマンド,青1-2-1,１\n');
    expect(r.cards.map((c) => c.number)).toEqual(['2']);
    expect(r.issues).toMatchObject([
      { row: 2, number: '1', reason: 'resource_cost is 2 but the printed cost says 青1-2-1' },
    ]);
    const two = gw('番号,名前,種類,色,コスト\n1,札,コマンド,青1-2-1,青1-3-1\n');
    expect(two.issues[0].reason).toBe('cost and color print different costs ("青1-3-1" and "青1-2-1")');
    const low = gw('番号,名前,種類,コスト\n1,札,コマンド,青3-2-1\n');
    expect(low.cards).toHaveLength(1);
    expect(low.warnings[0].reason).toBe('cost 2 is less than the designated nation power it names (3)');
  });
});

describe('three columns', () => {
  it('Japanese and English headers feed designated, total and resource', () => {
    for (const h of ['資源コスト', '資源', 'resource cost', 'Resource_Cost', 'RC', 'resource'])
      expect(knownColumn(h), h).toBe('resource_cost');
    for (const h of ['指定国力', '国力', 'designated', 'Designated Nation Power'])
      expect(knownColumn(h), h).toBe('nation_cost');
    for (const h of ['合計国力', 'total', 'Total Nation Power']) expect(knownColumn(h), h).toBe('cost');
  });

  it('read as numbers, full-width or half, with X and Ｘ; a G has none', () => {
    const r = gw(
      '番号,名前,種類,色,指定国力,合計国力,資源コスト\n1,札,ユニット,青,１,２,１\n2,札二,コマンド,黒,1,1,Ｘ\n3,大地,G,青,,,\n',
    );
    expect(r.issues).toEqual([]);
    const [a, b, g] = r.cards as GundamWarCard[];
    expect(a).toMatchObject({ nation_cost: 1, cost: 2, resource_cost: 1 });
    expect(b.resource_cost).toBe('X');
    expect(g.resource_cost).toBeUndefined();
  });

  it('a bad Resource Cost names the row, the card and the column, and skips only that row', () => {
    const r = gw(
      '番号,名前,種類,色,指定国力,合計国力,資源コスト\n1,札,コマンド,青,1,2,たくさん\n2,札二,コマンド,青,1,2,-1\n3,札三,コマンド,青,1,2,0\n',
    );
    expect(r.cards.map((c) => c.number)).toEqual(['3']);
    expect(r.issues).toMatchObject([
      {
        where: 'row 2',
        number: '1',
        reason: 'resource_cost must be a whole number from 0 to 99, or X (got "たくさん")',
      },
      { where: 'row 3', number: '2', reason: 'resource_cost must be a whole number from 0 to 99, or X (got "-1")' },
    ]);
  });

  it('JSON card files give the Resource Cost as a number or "X"', () => {
    const r = loadCardFile(
      JSON.stringify([
        { game: 'gundam-war', number: 'J-1', name: 'Ledger', type: 'command', cost: 2, resource_cost: 1 },
        { game: 'gundam-war', number: 'J-2', name: 'Open Ledger', type: 'command', cost: 1, resource_cost: 'X' },
      ]),
      'cards.json',
    );
    expect(r.issues).toEqual([]);
    expect(r.cards.map((c) => (c as GundamWarCard).resource_cost)).toEqual([1, 'X']);
  });
});

describe('the cost sheets of the e2e fixtures import whole', () => {
  it('e2e/fixtures/gundam-war-costs.csv: one cell per cost, Japanese headers', () => {
    const r = loadCardFile(fixture('gundam-war-costs.csv'), 'gundam-war-costs.csv');
    expect([r.ok, r.issues, r.missingColumns, r.unknownValues]).toEqual([true, [], [], {}]);
    const by = new Map((r.cards as GundamWarCard[]).map((c) => [c.number, c]));
    expect(by.get('RC-001')).toMatchObject({ color: 'blue', nation_cost: 1, cost: 2, resource_cost: 1 });
    expect(by.get('RC-003')).toMatchObject({ color: 'brown', nation_cost: 2, cost: 5, resource_cost: 3 });
    expect(by.get('RC-004')).toMatchObject({ color: 'red', nation_cost: 1, cost: 2, resource_cost: 1 });
    expect(by.get('RC-005')?.nation_costs).toHaveLength(2);
    expect([by.get('RC-006')?.resource_cost, by.get('RC-007')?.resource_cost]).toEqual(['X', 'X']);
    expect(by.get('RC-008')).toMatchObject({ type: 'ace', resource_cost: 2 });
    expect(by.get('RC-009')?.resource_cost).toBe(0);
    expect(by.get('RC-010')).toMatchObject({ type: 'g', color: 'blue' });
  });

  it('e2e/fixtures/gundam-war-costs-en.csv: three columns, English headers', () => {
    const r = loadCardFile(fixture('gundam-war-costs-en.csv'), 'gundam-war-costs-en.csv');
    expect([r.ok, r.issues, r.missingColumns]).toEqual([true, [], []]);
    expect(r.detectedGame?.game).toBe('gundam-war');
    const cards = r.cards as GundamWarCard[];
    expect(cards.map((c) => c.resource_cost)).toEqual([1, 0, 'X', 1, 2, undefined]);
    expect(cards[3]).toMatchObject({ color: 'blue', nation_cost: 1, cost: 3 });
    expect(cards[3].nation_costs).toHaveLength(2);
  });
});
