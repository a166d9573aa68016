/** The plain-text deck list (docs/deck-lists.md) and the lossless JSON form. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createCatalog } from './catalog';
import { parseDeckList, serializeDeckList } from './list';
import { deckFromJson, deckToJson } from './json';
import { readDeckFile } from './read';
import { gw, GW_FILLER, ms, MS_FILLER } from './test-cards';
import type { Deck } from './model';

const leoA = ms('MS-001', 'Leo');
const leoB = ms('MS-002', 'Leo', { text: 'Sea' }); // another card of the same name, not a reprint
const tallgeese = ms('MS-050', 'Tallgeese II');
const xGundam = ms('MS-077', 'X Gundam');
const msCatalog = createCatalog('ms-war', [...MS_FILLER, leoA, leoB, tallgeese, xGundam]);
const gwCatalog = createCatalog('gundam-war', [...GW_FILLER, gw('U-1', 'Gundam', { model: 'RX-78-2' })]);
const catalogs = [msCatalog, gwCatalog];

describe('reading deck lists', () => {
  it('reads headers, sections, counts with or without x, numbers and names, and comments', () => {
    const text = [
      '# my list',
      'Deck: Wing Rush',
      'Format: ms-war-2.1',
      '',
      'Main:',
      '3x MS-101 Filler Suit 1',
      '2 tallgeese ii   // by name, any case',
      '1 ms-050',
      '2 X Gundam',
      'Side: (3)',
      '3 MS-102',
    ].join('\n');
    const { list, problems } = parseDeckList(text, { catalogs });
    expect(problems).toEqual([]);
    expect(list).toEqual({
      name: 'Wing Rush',
      format: 'ms-war-2.1',
      game: 'ms-war',
      main: [
        { number: 'MS-101', count: 3 },
        { number: 'MS-050', count: 3 },
        { number: 'MS-077', count: 2 },
      ],
      side: [{ number: 'MS-102', count: 3 }],
    });
  });

  it('lets the number win over the name written after it', () => {
    expect(parseDeckList('2 MS-001 Tallgeese II', { catalogs, game: 'ms-war' }).list.main).toEqual([
      { number: 'MS-001', count: 2 },
    ]);
  });

  it('refuses an ambiguous name and lists the candidates', () => {
    const { problems } = parseDeckList('Format: ms-war-2.1\n3 Leo', { catalogs });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 2, kind: 'ambiguous-card' });
    expect(problems[0].candidates).toEqual([
      { number: 'MS-001', name: 'Leo' },
      { number: 'MS-002', name: 'Leo' },
    ]);
    expect(problems[0].message).toContain('MS-001 Leo, MS-002 Leo');
  });

  it('numbers every problem by its line', () => {
    const text = [
      'Deck: Broken',
      'Main:',
      '3 MS-101',
      'three MS-102',
      '0 MS-103',
      '2 MS-999',
      '1 Nobody Special',
      'Format: chess',
    ].join('\n');
    const { problems } = parseDeckList(text, { catalogs, game: 'ms-war' });
    expect(problems.map((p) => [p.line, p.kind])).toEqual([
      [4, 'syntax'],
      [5, 'syntax'],
      [6, 'unknown-card'],
      [7, 'unknown-card'],
      [8, 'unknown-format'],
    ]);
    expect(problems[2].message).toContain('MS-999');
    expect(problems[3].message).toContain('"Nobody Special"');
  });

  it('works out the game from the cards when there is no format header', () => {
    expect(parseDeckList('3 U-101\n2 Gundam', { catalogs }).list.game).toBe('gundam-war');
    expect(parseDeckList('3 RX-78-2 Gundam', { catalogs }).list.main).toEqual([{ number: 'U-1', count: 3 }]);
  });
});

const pool = [...MS_FILLER, leoA, leoB, tallgeese, xGundam];
const entries = fc.uniqueArray(
  fc.record({ number: fc.constantFrom(...pool.map((c) => c.number)), count: fc.integer({ min: 1, max: 999 }) }),
  {
    selector: (e) => e.number,
    maxLength: 12,
  },
);
const deckName = fc.string({ maxLength: 30 }).map((s) =>
  s
    .replace(/[\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim(),
);

describe('round trips', () => {
  it('a written list reads back identical, written in English or Japanese', () => {
    fc.assert(
      fc.property(deckName, entries, entries, fc.boolean(), (name, main, side, withFormat) => {
        const deck = { name: name || undefined, format: withFormat ? 'ms-war-2.1' : undefined, main, side };
        for (const withNames of [true, false]) {
          for (const lang of ['en', 'ja'] as const) {
            const text = serializeDeckList(deck, { lang, ...(withNames ? { catalog: msCatalog } : {}) });
            const { list, problems } = parseDeckList(text, { catalogs, game: 'ms-war' });
            expect(problems).toEqual([]);
            expect({ name: list.name, format: list.format, main: list.main, side: list.side }).toEqual(deck);
          }
        }
      }),
    );
  });

  it('the JSON form keeps every field', () => {
    fc.assert(
      fc.property(
        fc.string(),
        entries,
        entries,
        fc.option(fc.string(), { nil: undefined }),
        fc.nat(),
        (name, main, side, notes, time) => {
          const deck: Deck = {
            id: 'd1',
            name,
            game: 'ms-war',
            format: 'ms-war-2.1',
            main,
            side,
            createdAt: time,
            updatedAt: time + 1,
          };
          if (notes !== undefined) deck.notes = notes;
          expect(deckFromJson(deckToJson(deck))).toEqual({ ok: true, value: deck });
          expect(readDeckFile(deckToJson(deck), { catalogs }).deck).toEqual(deck);
        },
      ),
    );
  });

  it('a damaged JSON file is refused with a reason', () => {
    expect(deckFromJson('{"sortie":"deck","version":1,"deck":{"id":"x"}}')).toMatchObject({ ok: false });
    const read = readDeckFile('{ not json', { catalogs });
    expect(read.problems[0].message).toContain('not valid JSON');
  });
});
