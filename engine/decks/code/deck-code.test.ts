/** Deck codes: every demo deck and a 60-card Japanese deck round-trip; damage is caught, not misread. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCardFile } from '../../cards/import';
import { DEMO_CARDS, demoDeck } from '../../core/testing/demo';
import { DEMO_DECKS } from '../../games/gundam-war/demo';
import { createCatalog } from '../catalog';
import { parseDeckList } from '../list';
import { codeFromText, decodeDeckCode, encodeDeckCode, MAX_CODE_CHARS } from './deck-code';
import { deckCodeOf, deckFromCode } from './library';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const gw = createCatalog('gundam-war', DEMO_CARDS['gundam-war']);
const ms = createCatalog('ms-war', DEMO_CARDS['ms-war']);
const real = createCatalog('gundam-war', loadCardFile(fixture('real-cards.csv'), 'real-cards.csv').cards);
const net = createCatalog('gundam-war', loadCardFile(fixture('net-cards.csv'), 'net-cards.csv').cards);

const roundTrip = (deck: Parameters<typeof deckCodeOf>[0], catalog: typeof gw) => {
  const code = deckCodeOf(deck, catalog);
  expect(code).toMatch(/^S1[A-Za-z0-9_-]+$/);
  const read = deckFromCode(code, [catalog]);
  expect(read).toEqual({ ok: true, list: { game: deck.game, format: deck.format, main: deck.main, side: deck.side } });
  return code;
};

describe('deck codes', () => {
  it('round-trip every demo deck', () => {
    for (const main of DEMO_DECKS) roundTrip({ game: 'gundam-war', format: 'gundam-war', main, side: [] }, gw);
    for (const offset of [0, 20])
      roundTrip({ game: 'ms-war', format: 'ms-war-2.1', main: demoDeck('ms-war', offset), side: [] }, ms);
  });

  it('round-trip a 60-card Japanese deck with a side deck, and stay short', () => {
    const { list, problems } = parseDeckList(fixture('blue-noa.txt'), { catalogs: [real] });
    expect(problems).toEqual([]);
    const cards = real.all().slice(0, 24);
    const main = cards.slice(0, 20).map((c) => ({ number: c.number, count: 3 }));
    const side = cards.slice(20, 24).map((c) => ({ number: c.number, count: 2 }));
    expect(main.reduce((n, e) => n + e.count, 0)).toBe(60);
    const code = roundTrip({ game: 'gundam-war', format: 'kansai-classic', main, side }, real);
    expect(code.length).toBeLessThan(260);
    roundTrip({ game: 'gundam-war', format: list.format ?? 'gundam-war', main: list.main, side: list.side }, real);
  });

  it('names cards by official card id, so a library numbered differently reads the same deck', () => {
    const deck = {
      game: 'gundam-war' as const,
      format: 'gundam-war',
      main: [{ number: 'NT-002', count: 3 }],
      side: [],
    };
    const code = deckCodeOf(deck, net);
    const decoded = decodeDeckCode(code);
    expect(decoded.ok && decoded.deck.main).toEqual([{ id: '101990347', count: 3 }]);
    const renumbered = createCatalog(
      'gundam-war',
      net.all().map((c) => ({ ...c, number: `X${c.number}` })),
    );
    expect(deckFromCode(code, [renumbered])).toMatchObject({
      ok: true,
      list: { main: [{ number: 'XNT-002', count: 3 }] },
    });
  });

  it('a code naming cards the library lacks says which, and brings in nothing', () => {
    const code = encodeDeckCode({
      game: 'gundam-war',
      format: 'gundam-war',
      main: [
        { id: 'GD-011', count: 3 },
        { id: '101999999', count: 2 },
      ],
      side: [{ id: 'ZZ-1', count: 1 }],
    });
    const read = deckFromCode(code, [gw]);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.message).toBe(
      'the deck code names 2 cards the gundam-war card library lacks: 101999999 ×2, ZZ-1 ×1; import their card file first',
    );
    expect(read.missing).toEqual([
      { id: '101999999', count: 2 },
      { id: 'ZZ-1', count: 1 },
    ]);
  });

  it('keeps card numbers and format ids with separators in them', () => {
    const deck = {
      game: 'ms-war' as const,
      format: 'club|50%',
      main: [
        { id: 'A,1', count: 2 },
        { id: '3*B|%2C', count: 1 },
      ],
      side: [],
    };
    expect(decodeDeckCode(encodeDeckCode(deck))).toEqual({ ok: true, deck });
  });

  it('reads a code from a link or with spaces and line breaks around it', () => {
    const code = deckCodeOf({ game: 'gundam-war', format: 'gundam-war', main: DEMO_DECKS[0], side: [] }, gw);
    expect(codeFromText(`  sortie://deck/${code}\n`)).toBe(code);
    expect(codeFromText(`${code.slice(0, 10)}\n${code.slice(10)}`)).toBe(code);
  });

  it('an empty, foreign, future-version, mistyped or cut code is refused with its reason', () => {
    const code = deckCodeOf({ game: 'gundam-war', format: 'gundam-war', main: DEMO_DECKS[0], side: [] }, gw);
    const error = (text: string) => {
      const d = decodeDeckCode(text);
      return d.ok ? 'ok' : d.error;
    };
    expect(error('')).toBe('empty');
    expect(error('AAECAQcG')).toBe('version');
    expect(error(`S2${code.slice(2)}`)).toBe('version');
    expect(error(`${code.slice(0, 20)}!${code.slice(21)}`)).toBe('characters');
    expect(error(code.slice(0, code.length - 3))).not.toBe('ok');
    expect(error('S1'.padEnd(MAX_CODE_CHARS + 1, 'A'))).toBe('damaged');
  });

  it('one changed character never reads as another deck', () => {
    const code = deckCodeOf({ game: 'gundam-war', format: 'gundam-war', main: DEMO_DECKS[1], side: [] }, gw);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: code.length - 1 }), fc.integer({ min: 0, max: 63 }), (at, c) => {
        const changed = code.slice(0, at) + alphabet[c] + code.slice(at + 1);
        const read = decodeDeckCode(changed);
        if (changed === code) expect(read.ok).toBe(true);
        // A change in the last character's unused low bits may leave the bytes as they were.
        else if (read.ok) expect(read.deck.main).toEqual(DEMO_DECKS[1].map((e) => ({ id: e.number, count: e.count })));
      }),
      { numRuns: 300 },
    );
  });
});
