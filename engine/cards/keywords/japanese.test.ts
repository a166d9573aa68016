import { describe, expect, it } from 'vitest';
import { parseKeywords, splitKeywordText } from './parse';
import { GUNDAM_WAR_KEYWORDS, JAPANESE_KEYWORD_NAMES } from './definitions';

const ids = (text: string) => parseKeywords(text, 'gundam-war').map((k) => k.id);

describe('Japanese special effects (rules/gundam-war/21-special-effects.txt, by their Japanese names)', () => {
  it('every special effect of chapter 21 has a Japanese name, and each name alone reads as that keyword', () => {
    for (const def of GUNDAM_WAR_KEYWORDS) {
      expect(JAPANESE_KEYWORD_NAMES[def.id], def.id).toBeDefined();
      for (const name of def.ja!) {
        const param =
          def.param === 'number' ? '(2)' : def.param === 'bracket' ? '[A]' : def.param === 'stats' ? '(+1/+1/+1)' : '';
        const arrow =
          def.param === 'arrow-rest' ? '→A' : def.param === 'substitute' ? '→[*]:A' : def.param === 'team' ? '[A]' : '';
        const expected = def.expandsTo ? def.expandsTo.map((e) => e.id) : [def.id];
        expect(ids(`${name}${param}${arrow}`), name).toEqual(expected);
      }
    }
  });

  it('reads parameters in full-width and half-width alike', () => {
    expect(parseKeywords('範囲兵器（３）', 'gundam-war')).toEqual([
      { id: 'area-weapon', label: 'Area Weapon (3)', value: 3 },
    ]);
    expect(parseKeywords('範囲兵器(3)', 'gundam-war')).toEqual(parseKeywords('範囲兵器（３）', 'gundam-war'));
    expect(parseKeywords('ＰＳ装甲（２）', 'gundam-war')[0]).toMatchObject({ id: 'ps-armor', value: 2 });
    expect(parseKeywords('艦船用改造（＋１／－０／＋２）', 'gundam-war')[0]).toMatchObject({
      id: 'cruiser-use-modification',
      param: '+1/-0/+2',
    });
    expect(ids('１枚制限／デッキ')).toEqual(['restrict-1-deck']);
  });

  it('reads a bracketed name in any of the written brackets: 〔〕, ［］, 【】', () => {
    for (const text of ['換装〔ガンダムDX〕', '換装［ガンダムDX］', '換装[ガンダムDX]', '換装【ガンダムDX】']) {
      expect(parseKeywords(text, 'gundam-war'), text).toEqual([
        { id: 'change', label: 'Change [ガンダムDX]', param: 'ガンダムDX' },
      ]);
    }
  });

  it('reads a keyword list separated by spaces or 、, passing over costs and another mode’s 【…】 text', () => {
    expect(ids('プリベント(5) バルチャー 【(防御ステップ):範囲兵器(5)】 変形')).toEqual([
      'prevent',
      'vulture',
      'transformer',
    ]);
    expect(ids('高機動、速攻、強襲')).toEqual(['high-mobility', 'swift-strike', 'raid']);
    expect(ids('《[2・4]》換装〔ガンダムDX〕')).toEqual(['change']);
    expect(ids('〔０〕：範囲兵器（３）')).toEqual(['area-weapon']);
  });

  it('takes the rest of the line for マルチプル, チーム, サブスティテュートコスト', () => {
    expect(parseKeywords('マルチプル→カードを1枚引く。', 'gundam-war')[0]).toMatchObject({
      id: 'multiple',
      effect: 'カードを1枚引く。',
    });
    expect(parseKeywords('チーム［黒い三連星］（自動A）：このカードは+1/+1/+1を得る。', 'gundam-war')[0]).toMatchObject(
      {
        id: 'team',
        param: '黒い三連星',
        effect: '(自動A):このカードは+1/+1/+1を得る。',
      },
    );
    expect(parseKeywords('サブスティテュートコスト→［＊］：手札1枚を廃棄する。', 'gundam-war')[0]).toMatchObject({
      id: 'substitute-cost',
      param: '*',
      effect: '手札1枚を廃棄する。',
    });
  });

  it('a keyword mentioned inside a sentence is not the card’s; a Japanese sentence ends at 。', () => {
    expect(ids('自軍ユニット1枚は「高機動」を得る。')).toEqual([]);
    expect(ids('水中用MSである。')).toEqual([]);
    expect(ids('高機動を持つユニットは+1/+0/+0を得る。速攻')).toEqual(['swift-strike']);
  });

  it('the longest Japanese name wins: 1枚制限/自軍 is not 1枚制限; セット/キャラ・G is both sets', () => {
    expect(ids('1枚制限/自軍')).toEqual(['restrict-1-self']);
    expect(ids('1枚制限')).toEqual(['restrict-1']);
    expect(ids('ターン1枚制限')).toEqual(['restrict-1-turn']);
    expect(ids('セット／キャラ・Ｇ')).toEqual(['set-character', 'set-g']);
  });

  it('a card face shows a full-width keyword line as chips once; a mixed line stays as written', () => {
    expect(splitKeywordText('サイコミュ（３） 宇宙戦闘（１）\n（常時）：カード１枚を引く。', 'gundam-war')).toEqual({
      keywords: [
        { id: 'psycommu', label: 'Psycommu (3)', value: 3 },
        { id: 'space-battle', label: 'Space Battle (1)', value: 1 },
      ],
      text: '（常時）：カード１枚を引く。',
    });
    const mixed = splitKeywordText('高機動。（常時）：カード１枚を引く。', 'gundam-war');
    expect(mixed).toEqual({ keywords: [], text: '高機動。（常時）：カード１枚を引く。' });
  });
});
