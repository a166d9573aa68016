/**
 * The hostile-input suites every parser of user files runs (engine parsers here; the app's own
 * file readers — game files — from their tests): nothing throws, every message is short (input
 * echoed as an excerpt), an empty file is refused with a reason, and the work done grows in step
 * with the input (1× against 8× of the same hostile shape, counted, not timed; work.ts).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TextParser } from './parsers';
import { asUtf8, HOSTILE_INPUTS } from './inputs';
import { FACTOR, MAX_GROWTH, workGrowth } from './work';
import { GROWTH_BASE, GROWTH_SHAPES } from './shapes';
import { INTERNAL_ERROR, prototypeVariants } from './prototype';

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

    it('reads `__proto__`, `constructor`, `toString` and `hasOwnProperty` in every field as plain words', () => {
      for (const variant of prototypeVariants(parser.sample)) {
        const messages = expectReadable(parser, variant.text);
        const leaked = messages.find((m) => INTERNAL_ERROR.test(m));
        expect(leaked, `${variant.word} for ${variant.field}`).toBeUndefined();
      }
    }, 120_000);

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

export function describeGrowth(parsers: TextParser[]): void {
  describe.each(parsers)('$name parser work grows linearly', (parser) => {
    it.each(GROWTH_SHAPES)('$name', { timeout: 120_000 }, (shape) => {
      const small = shape.text(parser.sample, GROWTH_BASE);
      const large = shape.text(parser.sample, GROWTH_BASE * FACTOR);
      const { small: work, growth } = workGrowth(parser.parse, small, large);
      // The count sees the parse: even a text refused at its first lines is read that far.
      expect(work).toBeGreaterThan(0);
      expect(growth, `${FACTOR}× the input took ${(growth * FACTOR).toFixed(1)}× the work`).toBeLessThan(MAX_GROWTH);
    });
  });
}
