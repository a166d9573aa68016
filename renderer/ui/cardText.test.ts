import { describe, expect, it } from 'vitest';
import { loadDemoSets } from '../../engine/cards/demo';
import { splitKeywordText } from '../../engine/cards/keywords';
import { cardTextIn, faceTextIn } from './cardText';

const demo = loadDemoSets();
/**
 * Latin a Japanese card may print: Gundam War's own marks and abbreviations (（自動Ａ）, 〔Ｒ〕, MS, NT,
 * PS装甲, セット/G) and M.S. War's "M.S.".
 */
const LATIN_ALLOWED = /^(M\.S\.|PS|G|MS|MA|NT|MF|[ABCDR])$/;
const latinWords = (text: string) =>
  (text.normalize('NFKC').match(/[A-Za-z][A-Za-z.]*/g) ?? []).filter((w) => !LATIN_ALLOWED.test(w));

describe('demo cards in Japanese', () => {
  it('every demo card with a text has a Japanese text, in Japanese words', () => {
    for (const card of demo.filter((c) => c.text)) {
      expect(card.text_ja, card.number).toBeTruthy();
      expect(latinWords(card.text_ja!), card.number).toEqual([]);
    }
  });

  it('a Gundam War Japanese text names the same special effects as the English one', () => {
    for (const card of demo.filter((c) => c.game === 'gundam-war' && c.text)) {
      const ids = (text: string) => splitKeywordText(text, card.game).keywords.map((k) => k.id);
      expect(ids(card.text_ja!), card.number).toEqual(ids(card.text));
      expect(faceTextIn(card, 'ja').text === '', card.number).toBe(splitKeywordText(card.text, card.game).text === '');
    }
  });

  it('an M.S. War face keeps the English chips and the Japanese lines that are not keywords', () => {
    for (const card of demo.filter((c) => c.game === 'ms-war' && c.text)) {
      expect(card.text_ja!.split('\n'), card.number).toHaveLength(card.text.split('\n').length);
      const ja = faceTextIn(card, 'ja');
      expect(ja.keywords, card.number).toEqual(splitKeywordText(card.text, card.game).keywords);
      expect(latinWords(ja.text), card.number).toEqual([]);
    }
    const trooper = demo.find((c) => c.number === 'SD-009')!;
    expect(faceTextIn(trooper, 'ja').text).toBe(
      '自軍マテリアル1枚をロールする：このカードは、戦闘終了時まで交戦値＋1を得る。',
    );
  });

  it('English readers and cards without a Japanese text read the printed text', () => {
    const card = demo.find((c) => c.number === 'GD-010')!;
    expect(cardTextIn(card, 'en')).toBe(card.text);
    expect(cardTextIn(card, 'ja')).toBe(card.text_ja);
    expect(cardTextIn({ text: 'Quick' }, 'ja')).toBe('Quick');
  });
});
