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

  it('keeps the English label for English readers and for M.S. War, printed in English only', () => {
    expect(keywordLabel(space, 'gundam-war', 'en')).toBe('Space Battle (2)');
    const [sand] = parseKeywords('Sand', 'ms-war');
    expect(keywordLabel(sand, 'ms-war', 'ja')).toBe('Sand');
  });
});
