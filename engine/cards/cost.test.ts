import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { loadCardFile } from './import/load';
import { costWordsMessage, printedCost, printedCostMessage } from './cost';
import type { Card } from './model';

const cards = loadCardFile(
  [
    '番号,名前,種類,色,コスト',
    'C-1,札,ユニット,青,1-2-1',
    'C-2,札二,キャラクター,,青1黒1-3-1',
    'C-3,札三,コマンド,,黒1-1-X',
    'C-4,札四,コマンド,白,3',
    'C-5,大地,G,青,',
  ].join('\n'),
  'c.csv',
  { game: 'gundam-war' },
).cards;
const by = (n: string) => cards.find((c) => c.number === n) as Card;
const en = createTranslator('en');
const ja = createTranslator('ja');
const shown = (n: string, tr = ja) => tr(printedCostMessage(printedCost(by(n))!));

describe('a printed cost as the card prints it', () => {
  it('in Japanese: 青1-2-1, two colours, X', () => {
    expect(shown('C-1')).toBe('青1-2-1');
    expect(shown('C-2')).toBe('青1黒1-3-1');
    expect(shown('C-3')).toBe('黒1-1-X');
  });

  it('in English, with words for a screen reader', () => {
    expect(shown('C-1', en)).toBe('Blue 1-2-1');
    expect(shown('C-2', en)).toBe('Blue 1 Black 1-3-1');
    expect(en(costWordsMessage(printedCost(by('C-3'))!))).toBe('designated Black 1, total 1, resource cost X');
    expect(ja(costWordsMessage(printedCost(by('C-1'))!))).toBe('指定国力 青1、合計国力 2、資源コスト 1');
  });

  it('a number the file left out is *, a missing Resource Cost is 0; a G has no cost', () => {
    expect(shown('C-4')).toBe('*-3-0');
    expect(printedCost(by('C-5'))).toBeUndefined();
  });
});
