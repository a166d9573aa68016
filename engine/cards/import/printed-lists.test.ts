/** How real card lists print traits, keyword lists and reminders (issue 42), read at import. */
import { describe, expect, it } from 'vitest';
import { compileText } from '../../abilities/compile';
import { parseKeywords, splitKeywordText } from '../keywords';
import type { GundamWarCard } from '../model';
import { loadCardFile } from './load';

const gw = (csv: string) => loadCardFile(csv, 'gw.csv', { game: 'gundam-war' }).cards as GundamWarCard[];

describe('printed lists at import (issue 42)', () => {
  it('parts traits at full-width spaces, keeping an ASCII space inside a trait', () => {
    const r = gw(
      'number,name,type,color,traits\nX-1,Blue Thing,unit,Blue,M\u3000Ch\u3000NT\nX-2,Red Thing,unit,Red,Earth Federation\n',
    );
    expect(r[0].traits).toEqual(['M', 'Ch', 'NT']);
    expect(r[1].traits).toEqual(['Earth Federation']);
  });

  it('keeps the known keywords of a list that also names one Sortie does not know', () => {
    const ids = (t: string) => parseKeywords(t, 'gundam-war').map((k) => k.id);
    expect(ids('戦闘配備、プリベント（３）')).toEqual(['prevent']);
    expect(ids('高機動　戦闘配備　バルチャー')).toEqual(['high-mobility', 'vulture']);
    // Unknown names alone are no list; a sentence is not one either.
    expect(ids('戦闘配備')).toEqual([]);
    expect(ids('このカードは、戦闘配備')).toEqual([]);
    // The card face keeps the line whole: a chip for the known one would lose the unknown name.
    expect(splitKeywordText('戦闘配備、プリベント（３）', 'gundam-war')).toEqual({
      keywords: [],
      text: '戦闘配備、プリベント（３）',
    });
  });

  it('does not read a reminder （注：…） as text', () => {
    const card = { game: 'gundam-war' as const, type: 'command', name: 'Test' };
    const text =
      '（戦闘フェイズ）：敵軍ユニット１枚を破壊する。（注：交戦中でなくてもよい）\n（注：このカードは場に出た場合ロールする）';
    const r = compileText({ ...card, text });
    expect(r.lines).toEqual([{ text: '（戦闘フェイズ）：敵軍ユニット１枚を破壊する。', status: 'compiled' }]);
  });
});
