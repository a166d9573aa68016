import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import { loadCardFile } from './load';

describe('the import report in the reader language', () => {
  const file = 'game,number,name,type,cost\nms-war,D-1,One,ms,1\nms-war,D-1,Again,ms,1\nms-war,D-3,Three,ms,lots\n';
  const r = loadCardFile(file, 'dupes.csv');

  it('tells each problem in Japanese, with its row and values', () => {
    const ja = createTranslator('ja');
    expect(r.issues.map((i) => `${ja(i.at)}: ${i.said.map(ja).join('。')}`)).toEqual([
      '3行目: カード番号が重複しています：D-1 は2行目にもあります',
      '4行目: コスト（cost）は整数にしてください（「lots」が指定されています）',
    ]);
  });

  it('keeps the English words the console and older reports show', () => {
    const en = createTranslator('en');
    for (const i of r.issues) {
      expect(en(i.at)).toBe(i.where);
      expect(i.said.map(en).join('; ')).toBe(i.reason);
    }
    expect(r.issues[0].reason).toBe('duplicate card number: D-1 is already on row 2');
  });
});

describe('a refused file in the reader language', () => {
  const ja = createTranslator('ja');
  const en = createTranslator('en');
  const cases = [
    `number,${'x'.repeat(250)}\n1,2\n`,
    `${Array.from({ length: 600 }, (_, i) => `c${i}`).join(',')}\n`,
    JSON.stringify([{ number: 'A', name: 'B', type: 'ms', [`${'y'.repeat(300)}`]: 1 }]),
    'type,cost\nms,1\n',
    'game,number,name,type\n',
  ];

  it('says why in Japanese, and in English as the error always read', () => {
    for (const text of cases) {
      const r = loadCardFile(text, text.startsWith('[') ? 'cards.json' : 'cards.csv');
      expect(r.ok, text.slice(0, 40)).toBe(false);
      expect(en(r.errorSaid!)).toBe(r.error);
      expect(ja(r.errorSaid!)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect(ja(loadCardFile(cases[0], 'cards.csv').errorSaid!)).toMatch(
      /^1行目の2列目の名前「x+…?」は250文字あります。/,
    );
    expect(loadCardFile(cases[0], 'cards.csv').error).toMatch(/^Row 1, column 2 is named "x+…?", 250 characters long/);
  });
});
