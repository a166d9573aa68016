import { describe, expect, it } from 'vitest';
import { parseKeywords } from './parse';
import { keywordLabel } from './label';

describe('keyword labels in the reader language', () => {
  const [space, swift, ps] = parseKeywords('Space Battle (2), Swift Strike\nPS Armor', 'gundam-war');

  it('tells Japanese readers the printed Japanese name, keeping the parameter', () => {
    expect(keywordLabel(space, 'gundam-war', 'ja')).toBe('宇宙戦闘 (2)');
    expect(keywordLabel(swift, 'gundam-war', 'ja')).toBe('速攻');
    expect(keywordLabel(ps, 'gundam-war', 'ja')).toBe('PS装甲');
  });

  it('keeps the English label for English readers', () => {
    expect(keywordLabel(space, 'gundam-war', 'en')).toBe('Space Battle (2)');
    const [sand] = parseKeywords('Sand', 'ms-war');
    expect(keywordLabel(sand, 'ms-war', 'en')).toBe('Sand');
  });

  it("tells M.S. War's keywords, printed in English only, by Sortie's Japanese names (issue 47)", () => {
    const keywords = parseKeywords(
      'Preemptive Strike, Battleship, Mobile Armor, Sand, Sea, Dock Pilot, Attack, Limit one per deck',
      'ms-war',
    );
    expect(keywords.map((k) => keywordLabel(k, 'ms-war', 'ja'))).toEqual([
      '先制攻撃',
      '戦艦',
      'モビルアーマー',
      '砂地',
      '海',
      'ドックパイロット',
      'アタック',
      'デッキに1枚まで',
    ]);
  });
});
