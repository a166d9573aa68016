/** Deck lists typed by Japanese players: official 9-digit numbers, full-width digits, Japanese headers (Japanese issue). */
import { describe, expect, it } from 'vitest';
import { createCatalog } from './catalog';
import { parseDeckList, serializeDeckList } from './list';
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

describe('headers and headings as Japanese players write them', () => {
  const read = (text: string) => parseDeckList(text, { catalogs: [catalog] });
  const main = [{ number: '101020126', count: 3 }];
  const side = [{ number: '105020126', count: 1 }];

  it('reads デッキ名, レギュレーション, メイン and サイド with full-width colons and counts', () => {
    const text = [
      'デッキ名：青単ビート',
      'レギュレーション：gundam-war',
      '',
      'メイン：（３）',
      '3 101020126',
      'サイド：(1)',
      '1 105020126',
    ];
    const { list, problems } = read(text.join('\n'));
    expect(problems).toEqual([]);
    expect(list).toMatchObject({ name: '青単ビート', format: 'gundam-war', game: 'gundam-war', main, side });
  });

  it.each([
    ['メインデッキ', 'サイドデッキ'],
    ['メイン デッキ（50枚）', 'サイド ボード（10枚）'],
    ['【メインデッキ】', '【サイドボード】'],
    ['■メイン 50枚', '■サイド'],
    ['デッキ：50枚', 'サイド:'],
    ['ＭＡＩＮ　ＤＥＣＫ', 'Ｓｉｄｅｂｏａｒｄ：'],
    ['[Main]', '<Side>'],
  ])('reads the sections %s / %s', (mainHeading, sideHeading) => {
    const { list, problems } = read([mainHeading, '3 101020126', sideHeading, '1 105020126'].join('\n'));
    expect(problems).toEqual([]);
    expect(list.main).toEqual(main);
    expect(list.side).toEqual(side);
  });

  it('takes デッキ and 名前 with a name for the deck name, and フォーマット for the format', () => {
    expect(read('デッキ：ストライク\n3 101020126').list.name).toBe('ストライク');
    expect(read('名前: ストライク\n3 101020126').list.name).toBe('ストライク');
    expect(read('フォーマット：関西クラシック\n3 101020126').list.format).toBe('kansai-classic');
  });

  it('passes over headings by card type and keeps the cards in their section', () => {
    const text = ['メイン', 'ユニット（3枚）', '3 101020126', 'G (0)', 'サイドボード', 'コマンド：', '1 105020126'];
    const { list, problems } = read(text.join('\n'));
    expect(problems).toEqual([]);
    expect(list.main).toEqual(main);
    expect(list.side).toEqual(side);
  });

  it('reads a count written with 枚', () => {
    expect(read('3枚 101020126\n1枚 星の翼').list.main).toEqual([{ number: '101020126', count: 4 }]);
  });

  it('reads a line that starts with a count as a card, even one named like a heading', () => {
    const { list, problems } = read('メイン\n3 サイド\n');
    expect(problems.map((p) => [p.line, p.kind])).toEqual([[2, 'unknown-card']]);
    expect(list.side).toEqual([]);
  });

  it('writes Japanese headers and names that read back', () => {
    const deck = { name: 'ジャブロー防衛', format: 'gundam-war', main, side };
    const text = serializeDeckList(deck, { catalog, lang: 'ja' });
    expect(text).toBe(
      'デッキ名: ジャブロー防衛\nレギュレーション: gundam-war\n\nメイン: (3)\n3 101020126 星の翼\n\nサイド: (1)\n1 105020126 星の翼\n',
    );
    expect(read(text).list).toMatchObject(deck);
  });
});
