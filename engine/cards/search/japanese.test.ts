import { describe, expect, it } from 'vitest';
import { loadCardFile } from '../import';
import { searchCards } from '.';

const { cards } = loadCardFile(
  [
    'カード番号,カード名,種類,国力,戦闘力,地形,テキスト',
    '101020126,蒼天ファルコン,ユニット,青2,3/3/1,宇宙,高機動',
    '１０１０２０１２７,紅月ランサー,ユニット,赤1,2/2/2,地球・宇宙,ＰＳ装甲（２）',
    '101020128,緊急発進,コマンド,青1,,,',
  ].join('\n'),
  'ja.csv',
);
const found = (query: string) => searchCards(cards, query).cards.map((c) => c.number);

describe('searching a Japanese card list', () => {
  it('finds cards by their Japanese name, whole or in part', () => {
    expect(found('ファルコン')).toEqual(['101020126']);
    expect(found('n:紅月')).toEqual(['101020127']);
  });

  it('finds an official 9-digit number, written in full width or not', () => {
    expect(found('101020127')).toEqual(['101020127']);
    expect(found('１０１０２０１２６')).toEqual(['101020126']);
  });

  it('reads Japanese values in filters: t:ユニット, c:青, terrain:宇宙, kw:高機動', () => {
    expect(found('t:ユニット c:青')).toEqual(['101020126']);
    expect(found('c:赤')).toEqual(['101020127']);
    expect(found('terrain:宇宙')).toEqual(['101020126', '101020127']);
    expect(found('kw:高機動')).toEqual(['101020126']);
    expect(found('kw:PS装甲')).toEqual(found('kw:"ps armor"'));
    expect(found('t:コマンド')).toEqual(['101020128']);
  });
});
