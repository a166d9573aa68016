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
