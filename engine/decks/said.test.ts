/** Issue 14: what the deck-list reader says, in English as always and in Japanese. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { createCatalog } from './catalog';
import { readDeckFile } from './read';
import { ms, MS_FILLER } from './test-cards';

const catalog = createCatalog('ms-war', [
  ...MS_FILLER,
  ms('MS-001', 'Leo', { name_ja: 'リーオー' }),
  ms('MS-002', 'Leo', { text: 'Sea' }),
  ms('MS-050', 'Tallgeese II'),
]);
const ja = createTranslator('ja');
const en = createTranslator('en');

describe('deck-list problems in the reader language', () => {
  const text = ['Format: nope', 'Main:', '2 Leo', '1 Talgeese II', '1 MS-999', '0 MS-050', 'what is this'].join('\n');
  const problems = readDeckFile(text, { catalogs: [catalog], game: 'ms-war' }).problems;

  it('says every problem in English exactly as its message, and in Japanese', () => {
    expect(problems.length).toBe(6);
    for (const p of problems) {
      expect(en(p.said!)).toBe(p.message);
      expect(ja(p.said!)).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const told = problems.map((p) => ja(p.said!));
    expect(told).toContain('レギュレーション「nope」はありません');
    expect(told.find((t) => t.startsWith('「Leo」'))).toBe(
      '「Leo」に当たるカードが2種類あります: MS-001 リーオー、MS-002 Leo。カード番号で書いてください',
    );
    expect(told.find((t) => t.includes('Talgeese'))).toMatch(/もしかして "Tallgeese II"？$/);
  });

  it('says an empty or oversized file in Japanese too', () => {
    const empty = readDeckFile('# nothing\n', { catalogs: [catalog] }).problems[0];
    expect(ja(empty.said!)).toMatch(/^リストにカードがありません/);
  });
});
