import { describe, expect, it } from 'vitest';
import { coverageOf, markUnread, type CoverageCard } from './coverage';

const card = (number: string, type: string, text: string): CoverageCard => ({
  game: 'gundam-war',
  number,
  name: `Test ${number}`,
  type,
  text,
});

describe('coverage by family of text', () => {
  const cards = [
    card('T-1', 'command', '（戦闘フェイズ）：敵軍ユニット１枚に２ダメージを与える。'),
    card('T-2', 'command', '（戦闘フェイズ）：カード１枚を引く。その後、自軍手札を全て見せる。'),
    card('T-3', 'unit', '高機動\n（自動Ｄ）：このカードが場に出た場合、カード１枚を引く。'),
    card('T-4', 'unit', '（自動Ｃ）：戦闘フェイズ開始時に、このカードをリロールする。'),
  ];
  const cov = coverageOf(cards);
  const family = (f: string) => cov.find((c) => c.family === f);

  it('counts each line as read fully, partly or not at all', () => {
    expect(family('command')).toMatchObject({ full: 1, partly: 1, none: 0 });
    expect(family('keyword')).toMatchObject({ full: 1, partly: 0, none: 0 });
    expect(family('auto-d')).toMatchObject({ full: 1 });
    expect(family('auto-c')).toMatchObject({ full: 0, none: 1 });
    expect(family('played')).toBeUndefined();
  });

  it('names the unread spans', () => {
    const [partly] = family('command')!.unread;
    expect(partly.number).toBe('T-2');
    expect(markUnread(partly)).toBe('（戦闘フェイズ）：カード１枚を引く。⟦その後、自軍手札を全て見せる⟧。');
    expect(markUnread(family('auto-c')!.unread[0])).toBe(
      '⟦（自動Ｃ）：戦闘フェイズ開始時に、このカードをリロールする。⟧',
    );
  });
});
