import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadDemoSets } from '../demo';
import { searchCards, QueryError, parseQuery, sortCards } from '.';

const cards = loadDemoSets().filter((c) => Number(c.number.slice(3)) < 100);
const numbers = (q: string) => {
  const r = searchCards(cards, q);
  if (r.error) throw r.error;
  return r.cards.map((c) => c.number);
};

describe('searchCards: the query language of docs/search.md', () => {
  it('an empty query matches every card', () => {
    expect(numbers('')).toHaveLength(cards.length);
  });

  it('free words match English or Japanese names, case- and width-insensitively', () => {
    expect(numbers('heron')).toEqual(['GD-013']);
    expect(numbers('WHITE HERON')).toEqual(['GD-013']);
    expect(numbers('ヘロン')).toEqual(['GD-013']);
    expect(numbers('ｈｅｒｏｎ')).toEqual(['GD-013']);
    // Half-width katakana reads as full-width (NFKC).
    expect(numbers('ﾍﾛﾝ')).toEqual(['GD-013']);
  });

  it('several words must all match; quoted phrases match as a whole', () => {
    expect(numbers('vanguard ace')).toEqual(['SD-003']);
    expect(numbers('"trooper kai"')).toEqual(['SD-002']);
    expect(numbers('"kai trooper"')).toEqual([]);
  });

  it('t:, c:, game:, set: filter by field', () => {
    expect(new Set(searchCards(cards, 't:unit').cards.map((c) => c.type))).toEqual(new Set(['unit']));
    expect(numbers('t:g c:purple')).toEqual(['GD-007']);
    expect(numbers('game:ms t:mission')).toEqual(['SD-058']);
    expect(numbers('set:demo')).toHaveLength(cards.length);
    expect(numbers('c:principality t:battlefield')).toEqual(['SD-052', 'SD-053']);
  });

  it('number comparisons: cost<=3, clash>=8, cost=0', () => {
    expect(searchCards(cards, 'cost<=1 t:ms').cards.every((c) => (c.cost ?? 99) <= 1)).toBe(true);
    expect(numbers('clash>=8')).toEqual(['SD-018', 'SD-025', 'SD-026']);
    expect(numbers('cost=0 game:ms')).toEqual(['SD-049', 'SD-057', 'SD-058']);
    expect(numbers('hp>=8')).toEqual(['GD-015']);
  });

  it('kw: matches keyword labels and ids; o: matches text', () => {
    expect(numbers('kw:"space battle"')).toEqual(['GD-013', 'GD-025']);
    expect(numbers('kw:space-battle')).toEqual(['GD-013', 'GD-025']);
    expect(numbers('kw:"ps armor (2)"')).toEqual(['GD-037']);
    expect(numbers('o:junkyard t:command')).toEqual(['GD-056']);
  });

  it('OR, - (not) and parentheses', () => {
    expect(numbers('(kw:sand OR kw:sea) -t:event game:ms -t:battlefield')).toEqual([
      'SD-007',
      'SD-008',
      'SD-014',
      'SD-015',
      'SD-016',
    ]);
    expect(numbers('-game:gw -t:ms -t:pilot -t:event -t:battlefield')).toEqual(['SD-058']);
  });

  it('OR binds looser than the implicit AND', () => {
    // (t:mission) OR (t:g AND c:white)
    expect(numbers('t:mission OR t:g c:white').sort()).toEqual(['GD-005', 'SD-058']);
  });
});

describe('malformed queries give a message with the position', () => {
  const error = (q: string): QueryError => {
    const r = searchCards(cards, q);
    expect(r.error, q).toBeInstanceOf(QueryError);
    expect(r.cards).toEqual([]);
    return r.error!;
  };
  it.each([
    ['(t:unit', 'This "(" is never closed', 0],
    ['t:unit)', 'This ")" has no matching "("', 6],
    ['"space', 'This quote is never closed', 0],
    ['cost<=x', 'cost needs a whole number (got "x")', 0],
    ['foo:bar', 'Unknown field "foo"', 0],
    ['t:unit OR', 'OR needs a search term after it', 7],
    ['OR t:unit', 'OR needs a search term before it', 0],
    ['t:', '"t:" needs a value after it', 0],
    ['game:chess', 'game must be gw', 0],
    ['name<3', 'name is not a number', 0],
    ['()', 'These parentheses are empty', 0],
  ])('%s', (query, message, pos) => {
    const e = error(query);
    expect(e.message).toContain(message);
    expect(e.pos).toBe(pos);
    expect(e.display).toMatch(/at column \d+/);
  });

  it('never throws anything but QueryError, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (q) => {
        try {
          parseQuery(q);
        } catch (e) {
          expect(e).toBeInstanceOf(QueryError);
          expect((e as QueryError).pos).toBeGreaterThanOrEqual(0);
          expect((e as QueryError).pos).toBeLessThanOrEqual(q.length);
        }
      }),
    );
  });

  it('"-x" is the complement of "x" for any term', () => {
    fc.assert(
      fc.property(fc.constantFrom('t:unit', 'cost<=2', 'kw:quick', 'frame', 'c:red', 'game:ms'), (q) => {
        expect(numbers(q).length + numbers(`-${q}`).length).toBe(cards.length);
        expect(numbers(`-(${q})`)).toEqual(numbers(`-${q}`));
      }),
    );
  });
});

describe('sortCards', () => {
  it('sorts numbers naturally and missing values last', () => {
    const sorted = sortCards(cards, { key: 'clash', dir: 'desc' });
    expect(sorted[0].number).toBe('SD-025');
    const clash = (c: (typeof cards)[number]) => (c.game === 'ms-war' ? c.clash : undefined);
    expect(clash(sorted.at(-1)!)).toBeUndefined();
    expect(sorted.findIndex((c) => clash(c) === undefined)).toBe(sorted.filter((c) => clash(c) !== undefined).length);
    const byNumber = sortCards([cards[10], cards[1], cards[2]], { key: 'number', dir: 'asc' }).map((c) => c.number);
    expect(byNumber).toEqual(['SD-002', 'SD-003', 'SD-011']);
  });
});

describe('id: and code: (official card id, printed code)', () => {
  const gw = (number: string, extra: Record<string, string>) => ({
    game: 'gundam-war' as const,
    number,
    name: `Card ${number}`,
    type: 'unit' as const,
    text: '',
    set: 'T',
    rarity: 'C',
    keywords: [],
    traits: [],
    ...extra,
  });
  const pool = [
    gw('T-1', { card_id: '101020126', code: 'U-347', color: 'blue' }),
    gw('T-2', { card_id: '103020126', code: 'U-347', color: 'black' }),
    gw('101990001', {}),
    gw('T-4', { code: 'U-3470' }),
  ];
  const found = (q: string) => searchCards(pool, q).cards.map((c) => c.number);

  it('id: finds the card with that official id, or numbered by it', () => {
    expect(found('id:101020126')).toEqual(['T-1']);
    expect(found('id:101990001')).toEqual(['101990001']);
    expect(found('id:10102')).toEqual([]);
  });

  it('code: finds every card printed with the whole code, in any width and case; c: tells colours apart', () => {
    expect(found('code:U-347')).toEqual(['T-1', 'T-2']);
    expect(found('code:ｕ－３４７ c:黒')).toEqual(['T-2']);
    expect(found('-code:u-347')).toEqual(['101990001', 'T-4']);
  });
});
