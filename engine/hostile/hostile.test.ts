/**
 * Hostile input for every parser of user files: nothing throws, every message is short
 * (input echoed as an excerpt), and an empty file is refused with a reason.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEXT_PARSERS, type TextParser } from './parsers';
import { asUtf8, HOSTILE_INPUTS } from './inputs';

/** Longer than any message needs to be: one holding a whole megabyte line would fail this. */
const MAX_MESSAGE = 400;

function expectReadable(parser: TextParser, text: string): string[] {
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

describe.each(TEXT_PARSERS)('$name parser on hostile input', (parser) => {
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

describe('formula cells', () => {
  it('are kept as the text they are, never evaluated', () => {
    const csv = TEXT_PARSERS.find((p) => p.name === 'card CSV')!;
    expect(expectReadable(csv, 'game,number,name,type\nms-war,F-1,=1+1,ms\nms-war,F-2,@SUM(A1),ms')).toEqual([]);
  });
});
