import { describe, expect, it } from 'vitest';
import { gw } from '../../decks/test-cards';
import { parseKeywords } from './parse';
import { withKeywords } from './card';
import { withParams } from './params';

const one = (text: string) => parseKeywords(text, 'gundam-war')[0];

describe('keyword parameters are read as the card is read (ch. 21)', () => {
  it("Cruiser-use-Modification's (+X/+Y/+Z), in English or Japanese", () => {
    expect(one('Cruiser-use-Modification (+0/+2/+1)').mod).toEqual({ melee: 0, ranged: 2, hp: 1 });
    expect(one('艦船用改造（＋１／＋０／－１）').mod).toEqual({ melee: 1, ranged: 0, hp: -1 });
  });

  it("Team's B: a bare Battle Modification is gained from every member, a text only once", () => {
    expect(one('Team ->[Black Stars]+1/+1/+0')).toMatchObject({
      param: 'Black Stars',
      mod: { melee: 1, ranged: 1, hp: 0 },
      modOnly: true,
    });
    const text = one('Team ->[Black Stars](Auto A): This card gets +1/+1/+1.');
    expect(text.mod).toEqual({ melee: 1, ranged: 1, hp: 1 });
    expect(text.modOnly).toBeUndefined();
    expect(one('Team (Black Tri-Stars)').mod).toBeUndefined();
  });

  it("Multiple's A, when it gives a Battle Modification", () => {
    expect(one('Multiple -> (Battle Phase): this card gets +2/+0/+0 until end of turn.').mod).toEqual({
      melee: 2,
      ranged: 0,
      hp: 0,
    });
    expect(one('Multiple -> Draw 1 card.').mod).toBeUndefined();
  });

  it("Substitute Cost's B in English: the total or the designated Nation Power; `*` is no change", () => {
    expect(one('Substitute Cost ->[Total Nation Power -1]: Discard 1 card.').costChange).toEqual({ total: -1 });
    expect(one('Substitute Cost ->[Designated Nation Power -2]: Discard 1 card.').costChange).toEqual({
      designated: -2,
    });
    expect(one('Substitute Cost ->[*]: Discard 1 card.').costChange).toBeUndefined();
  });

  it("Substitute Cost's B printed in Japanese: 合計国力 is the total, 指定国力 the designated", () => {
    expect(one('サブスティテュートコスト→［合計国力－１］：手札を１枚捨てる。')).toMatchObject({
      id: 'substitute-cost',
      costChange: { total: -1 },
    });
    expect(one('サブスティテュートコスト→［指定国力−２］：手札を１枚捨てる。').costChange).toEqual({ designated: -2 });
    expect(one('代替コスト→［合計国力－１、指定国力－１］：手札を１枚捨てる。').costChange).toEqual({
      total: -1,
      designated: -1,
    });
  });

  it('reading again gives the very same keyword', () => {
    for (const k of parseKeywords('Cruiser-use-Modification (+0/+2/+1)\nTeam ->[A]+1/+0/+0\nQuick', 'gundam-war'))
      expect(withParams(k)).toBe(k);
  });

  it('a card read before keywords carried their parameters, or written without keywords, gets them', () => {
    const old = { ...gw('U-1', 'Old Booster', { type: 'character', text: 'Cruiser-use-Modification (+0/+2/+1)' }) };
    old.keywords = [
      { id: 'cruiser-use-modification', label: 'Cruiser-use-Modification (+0/+2/+1)', param: '+0/+2/+1' },
    ];
    expect(withKeywords(old).keywords[0].mod).toEqual({ melee: 0, ranged: 2, hp: 1 });
    const bare = { ...old, keywords: [] as typeof old.keywords };
    expect(withKeywords(bare).keywords.map((k) => k.id)).toEqual(['cruiser-use-modification']);
    const read = withKeywords(old);
    expect(withKeywords(read)).toBe(read);
  });
});
