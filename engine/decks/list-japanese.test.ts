/** Deck lists typed by Japanese players: official 9-digit numbers and full-width digits (Japanese issue). */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { parseDeckList } from './list';
import { gw, GW_FILLER } from './test-cards';

const catalog = createCatalog('gundam-war', [...GW_FILLER, gw('101020126', '星の翼'), gw('105020126', '星の翼')]);

describe('deck lines with official numbers', () => {
  it('a 9-digit number is read as a card number, in half or full width', () => {
    const { list, problems } = parseDeckList('Main:\n3 101020126\n１ １０５０２０１２６\n', {
      catalogs: [catalog],
      game: 'gundam-war',
    });
    expect(problems).toEqual([]);
    expect(list.main).toEqual([
      { number: '101020126', count: 3 },
      { number: '105020126', count: 1 },
    ]);
  });

  it('a line that cannot be read is quoted as written', () => {
    const { problems } = parseDeckList('Main:\nみっつ １０１０２０１２６\n', {
      catalogs: [catalog],
      game: 'gundam-war',
    });
    expect(problems[0].message).toContain('cannot read "みっつ １０１０２０１２６"');
  });
});
