import { describe, expect, it } from 'vitest';
import { unbreakableWords } from './wordWidth';

describe("a card name's unbreakable words", () => {
  it('are the words between spaces, a hyphen ending one', () => {
    expect(unbreakableWords('Emergency Bulkhead')).toEqual(['Emergency', 'Bulkhead']);
    expect(unbreakableWords('Psycho Gundam Mk-II Neo Zeon')).toEqual(['Psycho', 'Gundam', 'Mk-', 'II', 'Neo', 'Zeon']);
    expect(unbreakableWords('Char Aznable, the Red Comet')).toEqual(['Char', 'Aznable,', 'the', 'Red', 'Comet']);
  });

  it('leave out Japanese, which may wrap between any two characters', () => {
    expect(unbreakableWords('赤い彗星シャア・アズナブル')).toEqual([]);
    expect(unbreakableWords('フルアーマーＺＺガンダム改')).toEqual([]);
    expect(unbreakableWords('ガンダムGP03デンドロビウム')).toEqual(['GP03']);
  });
});
