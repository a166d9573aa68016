/** Deck-list name resolution: printings of one card, cards sharing a name, both languages, suggestions. */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { parseDeckList } from './list';
import { gw, GW_FILLER } from './test-cards';

const gunEz = gw('101010107', 'Gun EZ', { name_ja: 'ガンイージ', set: '4th', text: 'Any number.' });
const gunEzReprint = { ...gunEz, number: '101010275', set: '14th' };
const gundamA = gw('101010001', 'Gundam', { name_ja: 'ガンダム', text: 'High Mobility' });
const gundamB = gw('101010347', 'Gundam', { name_ja: 'ガンダム', text: 'Swift Strike' });
const gundamBReprint = { ...gundamB, number: '101010500', set: '20th' };
const catalog = createCatalog('gundam-war', [...GW_FILLER, gunEz, gunEzReprint, gundamA, gundamB, gundamBReprint]);
const read = (line: string) => parseDeckList(line, { catalogs: [catalog] });

describe('naming cards in a deck list', () => {
  it('reads a name that fits only printings of one card as that card (its first printing)', () => {
    expect(read('3 Gun EZ')).toEqual({
      list: expect.objectContaining({ main: [{ number: '101010107', count: 3 }] }),
      problems: [],
      matches: [{ line: 1, how: 'name', number: '101010107' }],
    });
  });

  it('keeps different cards that share a name ambiguous, listing each with its printings', () => {
    const { problems } = read('2 Gundam');
    expect(problems).toHaveLength(1);
    expect(problems[0].kind).toBe('ambiguous-card');
    expect(problems[0].candidates).toEqual([
      { number: '101010001', name: 'Gundam' },
      { number: '101010347', name: 'Gundam', printings: ['101010500'] },
    ]);
    expect(problems[0].message).toBe(
      '"Gundam" matches 2 different cards: 101010001 Gundam, 101010347 Gundam (also 101010500); write the card number instead',
    );
  });

  it('matches Japanese names (name_ja) and official 9-digit numbers', () => {
    expect(read('3 ガンイージ\n2 101010275').list.main).toEqual([
      { number: '101010107', count: 3 },
      { number: '101010275', count: 2 },
    ]);
    expect(read('1 ガンダム').problems[0].kind).toBe('ambiguous-card');
  });

  it('suggests the closest names for an unknown one, in either language', () => {
    const typo = read('3 Gun EX');
    expect(typo.problems[0]).toMatchObject({ kind: 'unknown-card', suggestions: ['Gun EZ'] });
    expect(typo.problems[0].message).toBe(
      'unknown card: no card named "Gun EX" in the gundam-war card library; did you mean "Gun EZ"?',
    );
    expect(read('3 ガンイーシ').problems[0].suggestions).toEqual(['ガンイージ']);
    expect(read('3 Zeta Plus C1').problems[0].message).not.toContain('did you mean');
  });
});

describe('suggestions in a long list of unknown names', () => {
  it('are given for the first 10 problem lines only', () => {
    const text = Array.from({ length: 14 }, () => '1 Gun EX').join('\n');
    const suggested = read(text).problems.map((p) => p.suggestions?.length ?? 0);
    expect(suggested).toEqual([...Array(10).fill(1), 0, 0, 0, 0]);
  });
});
