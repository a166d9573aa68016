import { describe, expect, it } from 'vitest';
import { keywordName, msWarKeywordName } from './keyword-name';

describe('a special effect named for players (issue 47: no ids in the log)', () => {
  it("tells a Gundam War keyword's id by its English name and its printed Japanese name", () => {
    expect(keywordName('area-weapon')).toEqual({ name: 'Area Weapon', name_ja: '範囲兵器' });
    expect(keywordName('high-mobility')).toEqual({ name: 'High Mobility', name_ja: '高機動' });
  });

  it('keeps a name as a script wrote it', () => {
    expect(keywordName('High Mobility')).toEqual({ name: 'High Mobility', name_ja: '高機動' });
    expect(keywordName('Something Else')).toEqual({ name: 'Something Else' });
  });

  it("tells an M.S. War keyword's id by its printed name and Sortie's Japanese name", () => {
    expect(msWarKeywordName('preemptive-strike')).toEqual({ name: 'Preemptive Strike', name_ja: '先制攻撃' });
    expect(msWarKeywordName('battleship')).toEqual({ name: 'Battleship', name_ja: '戦艦' });
  });
});
