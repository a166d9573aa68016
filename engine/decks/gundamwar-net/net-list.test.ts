/** gundamwar.net's text export: read with every card matched, and written back to the same text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCardFile } from '../../cards/import';
import { createCatalog } from '../catalog';
import { parseDeckList } from '../list';
import { readDeckFile } from '../read';
import { serializeNetList } from './write';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const cards = loadCardFile(fixture('net-cards.csv'), 'net-cards.csv');
const catalog = createCatalog('gundam-war', cards.cards);
const read = (text: string) => parseDeckList(text, { catalogs: [catalog] });
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('gundamwar.net lists', () => {
  it('the test card file reads cleanly', () => {
    expect(cards.issues).toEqual([]);
    expect(cards.cards).toHaveLength(16);
  });

  it('reads every section with every card matched, and writes the same text back', () => {
    const text = fixture('net-blue.txt');
    const { list, problems, matches } = read(text);
    expect(problems).toEqual([]);
    expect(list.game).toBe('gundam-war');
    expect(list.main.reduce((n, e) => n + e.count, 0)).toBe(50);
    expect(list.side).toEqual([
      { number: 'NT-003', count: 3 },
      { number: 'NT-011', count: 2 },
    ]);
    // Equal codes told apart by colour: the blue U-347 in the main deck, the black one at the side.
    expect(list.main).toContainEqual({ number: 'NT-002', count: 3 });
    expect(list.main).toContainEqual({ number: 'NT-014', count: 16 });
    expect(list.main).toContainEqual({ number: 'NT-015', count: 8 });
    expect(serializeNetList(list, catalog)).toBe(text);
    const how = Object.fromEntries(matches!.map((m) => [m.line, m.how]));
    expect(how[2]).toBe('code');
    expect(how[22]).toBe('basic-g');
    expect(how[24]).toBe('code');
  });

  it('reads full-width forms, ideographic spaces and a Windows line end alike', () => {
    const text =
      'UNIT\r\n３　青　Ｕ－３４７　蒼穹の試作機\r\nGENERATION\r\n１２　黒　Ｇ－＊　基本Ｇ\r\n２ 特Ｇ Ｇ－３０ 蒼の宇宙港\r\n';
    const { list, problems } = read(text);
    expect(problems).toEqual([]);
    expect(list.main).toEqual([
      { number: 'NT-002', count: 3 },
      { number: 'NT-015', count: 12 },
      { number: 'NT-013', count: 2 },
    ]);
  });

  it('says which lines matched by number, official id, code, basic G and name', () => {
    const text = [
      '3 NT-001',
      '2 101990347',
      '1 青 U-1010',
      '1 黒 G-* 基本G',
      '2 蒼の艦長',
      '1 青 - 補給要請',
      '1 青 CH-999 若き整備士',
      '1 U-88',
    ].join('\n');
    const { problems, matches } = read(text);
    expect(problems).toEqual([]);
    expect(matches!.map((m) => [m.how, m.number])).toEqual([
      ['number', 'NT-001'],
      ['card-id', 'NT-002'],
      ['code', 'NT-004'],
      ['basic-g', 'NT-015'],
      ['name', 'NT-008'],
      ['name', 'NT-009'],
      ['name', 'NT-007'],
      ['code', 'NT-005'],
    ]);
  });

  it('an unknown code, a colour with no basic G, or a code two cards share name the line', () => {
    const twins = createCatalog('gundam-war', [
      ...cards.cards,
      { ...cards.cards[1], number: 'NT-902', name: 'Azure Prototype B', name_ja: '蒼穹の試作機B', text: 'Space' },
    ]);
    const { problems } = parseDeckList('3 青 U-999 無い機体\n2 赤 G-* 基本G\n1 青 U-347\n', { catalogs: [twins] });
    expect(problems.map((p) => [p.line, p.kind])).toEqual([
      [1, 'unknown-card'],
      [2, 'unknown-card'],
      [3, 'ambiguous-card'],
    ]);
    expect(problems[1].message).toContain('no basic G of the colour 赤');
    expect(problems[2].message).toContain('NT-002, NT-902');
  });

  it('a card without a printed code is written with its number and reads back', () => {
    const deck = { main: [{ number: 'NT-016', count: 2 }], side: [] };
    const text = serializeNetList(deck, catalog);
    expect(text).toBe('OPERATION\n2 NT-016 漂流する標識');
    expect(read(text).list.main).toEqual(deck.main);
  });

  it('reads through the deck-file reader the app and the command line share', () => {
    const r = readDeckFile(fixture('net-blue.txt'), { catalogs: [catalog] });
    expect(r.problems).toEqual([]);
    expect(squash(serializeNetList(r.list, catalog))).toBe(squash(fixture('net-blue.txt')));
  });
});
