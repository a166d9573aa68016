/**
 * Keyword parsing at card load stays cheap as the card library grows (docs/performance.md, "Card
 * database"): a sentence is tried against the few names that can start it, a keyword's full
 * pattern is compiled only once a card prints its name, and the work grows in step with the
 * library and with one card's text. The parser counts its work (`keywordWork`: names tried,
 * characters read); these tests compare counts, which a busy machine cannot change. What it costs
 * in time is `npm run bench -- cards`'s to print.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadDemoSets } from '../demo';
import { loadCardFile } from '../import';
import type { Card } from '../model';
import { KEYWORDS_BY_GAME } from './definitions';
import { keywordPatterns, keywordWork, parseKeywords } from './parse';

/** How much more input the large runs get. */
const FACTOR = 8;
/** Linear work is the same per character of input however much there is; this much more is allowed for the fixed parts. */
const SLACK = 1.02;

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

type Text = { text: string; game: Card['game'] };

/** The parser's work on `texts` per character of them: names tried and characters read. */
function workPerChar(texts: readonly Text[]): { tries: number; read: number } {
  keywordWork.tries = 0;
  keywordWork.read = 0;
  let chars = 0;
  for (const { text, game } of texts) {
    parseKeywords(text, game);
    chars += text.length;
  }
  return { tries: keywordWork.tries / chars, read: keywordWork.read / chars };
}

/** Whether `large` (about FACTOR× the input of `small`) took no more work per character, each count. */
function expectLinear(small: readonly Text[], large: readonly Text[]) {
  const once = workPerChar(small);
  const more = workPerChar(large);
  expect(once.read).toBeGreaterThan(0);
  expect(more.tries).toBeLessThanOrEqual(once.tries * SLACK);
  expect(more.read).toBeLessThanOrEqual(once.read * SLACK);
}

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

  it(`takes ${FACTOR}× the work for ${FACTOR}× the cards`, () => {
    // Every printed text once, and each of them FACTOR times: the same mix of texts.
    expectLinear(library(printed.length), library(printed.length * FACTOR));
  });

  // Each long enough that what a sentence may read (a bracket's LONGEST_PARAM, a mode text's
  // LONGEST_MODE_TEXT) is a small part of it: near the end of a text there is less left to read.
  it.each([
    ['an open bracket never closed', 'Team [Zeon. Change [Zaku. Royalty (Mineva. ', 200],
    ['keywords followed by a word', 'PS Armor (3)x. Quickly. ', 200],
    ['abbreviations', 'M.S. Card. ', 200],
    ['costs never closed', '《2. 〔0. ', 500],
    ['texts in another mode never closed', 'High Mobility 【Sand. ', 2000],
  ])('reads one long text with work in step with its length: %s', (_, unit, times) => {
    const text = (n: number): Text[] => [{ text: unit.repeat(n), game: 'gundam-war' }];
    expectLinear(text(times), text(times * FACTOR));
  });

  /**
   * The characters a pattern reads past where it starts are not counted one by one (a regular
   * expression does not say), so they are bounded by its form instead: a parameter in brackets
   * reads at most LONGEST_PARAM characters, and only spaces or the rest of the line (a keyword
   * that takes it, once a line) are read without a bound. An unbounded parameter read to the end
   * of the line at every sentence of a long text, and the time grew with its square.
   */
  it.each(['gundam-war', 'ms-war'] as const)(
    '%s keyword patterns read a bounded stretch, or the line to its end',
    (game) => {
      const unbounded = keywordPatterns(game).filter((source) => {
        // Unbounded but harmless: spaces and digits (no sentence ends among them), and the line's rest.
        const rest = source
          .replaceAll(String.raw`\s*`, '')
          .replaceAll(String.raw`\s+`, '')
          .replaceAll(String.raw`\d+`, '')
          .replaceAll(String.raw`((?:\S.*)?)$`, '')
          .replaceAll('(.*)$', '')
          .replace(/\\./g, 'e')
          .replace(/\[[^\]]*\]/g, 'c');
        return /[*+]|\{\d+,\}/.test(rest);
      });
      expect(keywordPatterns(game).length).toBeGreaterThan(5);
      expect(unbounded).toEqual([]);
    },
  );
});
