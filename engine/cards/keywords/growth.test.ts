/**
 * Keyword parsing at card load stays cheap as the card library grows (docs/performance.md, "Card
 * database"): a sentence is tried against the few names that can start it, a keyword's full
 * pattern is compiled only once a card prints its name, and time grows in step with the library
 * and with one card's text. Counts of work and ratios of time, never a wall-clock limit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadDemoSets } from '../demo';
import { loadCardFile } from '../import';
import type { Card } from '../model';
import { FACTOR, growthRatio, MAX_RATIO } from '../../hostile/growth';
import { KEYWORDS_BY_GAME } from './definitions';
import { keywordWork, parseKeywords } from './parse';

const sample = loadCardFile(
  readFileSync(new URL('../../../e2e/fixtures/gundam-war-ja.csv', import.meta.url), 'utf8'),
  'gundam-war-ja.csv',
);
if (!sample.ok) throw new Error('the Japanese sample list does not load');
/** The demo sets and the Japanese sample list: English and Japanese texts of both games. */
const printed: Pick<Card, 'text' | 'game'>[] = [...loadDemoSets(), ...sample.cards];

/** `n` cards, each with a text of its own (a printed one and a sentence naming the card). */
const library = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const card = printed[i % printed.length];
    return { game: card.game, text: `${card.text ?? ''}\nCard ${i}.` };
  });

const parseAll = (cards: { text: string; game: Card['game'] }[]) => () => {
  for (const card of cards) parseKeywords(card.text, card.game);
};

describe('keyword parsing of a growing card library', () => {
  it('tries a sentence against the few names that can start it, not all of them', () => {
    keywordWork.tries = 0;
    let found = 0;
    let lines = 0;
    for (const card of printed) {
      found += parseKeywords(card.text ?? '', card.game).length;
      lines += (card.text ?? '').split('\n').length;
    }
    expect(found).toBeGreaterThan(100);
    // Every one of Gundam War's printings at each sentence start would be over 100 a line.
    const printings = KEYWORDS_BY_GAME['gundam-war'].reduce(
      (n, def) => n + 1 + (def.aliases?.length ?? 0) + (def.ja?.length ?? 0),
      0,
    );
    expect(printings).toBeGreaterThan(100);
    expect(keywordWork.tries / lines).toBeLessThan(10);
  });

  it("compiles a keyword's full pattern only once a text prints its name, and once only", async () => {
    vi.resetModules();
    const fresh = await import('./parse');
    fresh.parseKeywords('Space Battle (2)\nHigh Mobility, Swift Strike', 'gundam-war');
    expect(fresh.keywordWork.compiled).toBe(3);
    fresh.parseKeywords('(Battle Phase): 1 Unit gets +1/+0/+0 until end of turn.', 'gundam-war');
    fresh.parseKeywords('Space Battle (3). Swift Strike', 'gundam-war');
    expect(fresh.keywordWork.compiled).toBe(3);
    fresh.parseKeywords('宇宙戦闘(2)', 'gundam-war');
    expect(fresh.keywordWork.compiled).toBe(4);
  });

  it(`takes ${FACTOR}× the work and about ${FACTOR}× the time for ${FACTOR}× the cards`, () => {
    // Every printed text once, and each of them FACTOR times: the same mix of texts.
    const small = library(printed.length);
    const large = library(printed.length * FACTOR);
    keywordWork.tries = 0;
    parseAll(small)();
    const tries = keywordWork.tries;
    keywordWork.tries = 0;
    parseAll(large)();
    expect(keywordWork.tries).toBeLessThanOrEqual(tries * FACTOR * 1.01);
    expect(growthRatio(parseAll(small), parseAll(large))).toBeLessThan(MAX_RATIO);
  });

  it.each([
    ['an open bracket never closed', 'Team [Zeon. Change [Zaku. Royalty (Mineva. '],
    ['keywords followed by a word', 'PS Armor (3)x. Quickly. '],
    ['abbreviations', 'M.S. Card. '],
  ])('reads one long text in time in step with its length: %s', (_, unit) => {
    const small = unit.repeat(200);
    const large = unit.repeat(200 * FACTOR);
    const once = (text: string) => () => parseKeywords(text, 'gundam-war');
    expect(growthRatio(once(small), once(large))).toBeLessThan(MAX_RATIO);
  });
});
