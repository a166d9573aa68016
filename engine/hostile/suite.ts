/**
 * The hostile-input suites every parser of user files runs (engine parsers here; the app's own
 * file readers — game files — from their tests): nothing throws, every message is short (input
 * echoed as an excerpt), an empty file is refused with a reason, and time grows in step with
 * the input (1× against 8× of the same hostile shape; growth.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TextParser } from './parsers';
import { asUtf8, HOSTILE_INPUTS } from './inputs';
import { FACTOR, growthRatio, MAX_RATIO } from './growth';

/** Longer than any message needs to be: one holding a whole megabyte line would fail this. */
const MAX_MESSAGE = 400;

export function expectReadable(parser: TextParser, text: string): string[] {
  let messages: string[] = [];
  expect(() => {
    messages = parser.parse(text);
  }).not.toThrow();
  expect(Array.isArray(messages)).toBe(true);
  for (const message of messages) {
    expect(typeof message).toBe('string');
    expect(message.trim().length).toBeGreaterThan(0);
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE);
  }
  return messages;
}

export function describeHostile(parsers: TextParser[]): void {
  describe.each(parsers)('$name parser on hostile input', (parser) => {
    it('reads its own valid sample without a problem', () => {
      expect(expectReadable(parser, parser.sample)).toEqual([]);
    });

    it('refuses an empty file with a reason', () => {
      expect(expectReadable(parser, '').length).toBeGreaterThan(0);
    });

    it.each(HOSTILE_INPUTS)('$name: no throw, short clear messages', (input) => {
      expectReadable(parser, input.text(parser.sample));
    });

    it('survives any text (property)', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
          expectReadable(parser, text);
        }),
        { numRuns: 100 },
      );
    }, 60_000);

    it('survives random bytes read as UTF-8 (property)', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
          expectReadable(parser, asUtf8(bytes));
        }),
        { numRuns: 100 },
      );
    }, 60_000);

    it('survives edits of a valid file: cuts, insertions, repeats (property)', () => {
      const sample = parser.sample;
      fc.assert(
        fc.property(
          fc.nat({ max: sample.length }),
          fc.nat({ max: sample.length }),
          fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
          fc.nat({ max: 3 }),
          (at, to, insert, repeat) => {
            const [a, b] = at <= to ? [at, to] : [to, at];
            expectReadable(parser, sample.slice(0, a) + insert.repeat(repeat + 1) + sample.slice(b));
          },
        ),
        { numRuns: 150 },
      );
    }, 60_000);
  });
}

const BASE = 4_000;

interface Shape {
  name: string;
  text: (sample: string, n: number) => string;
}

const repeatTo = (unit: string, n: number) => unit.repeat(Math.max(1, Math.floor(n / unit.length)));

const SHAPES: Shape[] = [
  { name: 'a run of spaces inside a line', text: (s, n) => `${s}\nmain${' '.repeat(n)}x` },
  { name: 'a run of spaces before a comment', text: (s, n) => `${s}\n1 ${repeatTo(' \t', n)}#` },
  { name: 'a header with spaces then a line separator', text: (s, n) => `deck:${' '.repeat(n)}\u2028x\n${s}` },
  { name: "many copies of the file's lines", text: (s, n) => repeatTo(`${s.split(/\r?\n/).slice(1).join('\n')}\n`, n) },
  { name: 'deep nesting', text: (_, n) => `${'['.repeat(n / 2)}${']'.repeat(n / 2)}` },
  {
    name: 'deep nesting inside a card',
    text: (_, n) => `[{"number":"A","name":${'['.repeat(n / 2)}${']'.repeat(n / 2)}}]`,
  },
  { name: 'an unclosed quoted cell', text: (s, n) => `${s}\n"${'a,'.repeat(n / 2)}` },
  { name: 'one long digit run', text: (s, n) => `${s}\n${'9'.repeat(n)} x` },
];

export function describeGrowth(parsers: TextParser[]): void {
  describe.each(parsers)('$name parser time grows linearly', (parser) => {
    // A busy machine can slow one run; a super-linear parser fails the retry too.
    it.each(SHAPES)('$name', { retry: 1, timeout: 120_000 }, (shape) => {
      const small = shape.text(parser.sample, BASE);
      const large = shape.text(parser.sample, BASE * FACTOR);
      const ratio = growthRatio(
        () => parser.parse(small),
        () => parser.parse(large),
      );
      expect(ratio, `8× the input took ${(ratio * FACTOR).toFixed(1)}× the time`).toBeLessThan(MAX_RATIO);
    });
  });
}
