/**
 * Parsing time grows in step with the input: each parser reads 1× and 8× of the same hostile
 * shape, and 8× may cost at most 24 times as much as 1× (a quadratic parser costs ~64 times). The
 * best of several runs is compared, and nothing here asserts a wall-clock time.
 */
import { describe, expect, it } from 'vitest';
import { TEXT_PARSERS, type TextParser } from './parsers';

const BASE = 4_000;
const FACTOR = 8;
/** Linear gives 1 and quadratic 8; noise on a busy machine and GC are allowed up to 3. */
const MAX_RATIO = 3;

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

/** The best of several runs of `work`, in milliseconds. */
function best(work: () => void, runs = 5): number {
  let fastest = Infinity;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return Math.max(fastest, 0.01);
}

/**
 * Time of the large input over that of eight small ones: 1 for a linear parser, about 8 for a
 * quadratic one. Stops at the first run under the bound, or at one far over it (a super-linear
 * parser should fail in seconds, not spend minutes proving it).
 */
function growth(parser: TextParser, small: string, large: string): number {
  const eightSmall = () => {
    for (let i = 0; i < FACTOR; i++) parser.parse(small);
  };
  eightSmall(); // warm the JIT
  const base = best(eightSmall);
  let fastest = Infinity;
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    parser.parse(large);
    fastest = Math.min(fastest, (performance.now() - start) / base);
    if (fastest < MAX_RATIO || fastest > MAX_RATIO * 4) break;
  }
  return fastest;
}

describe.each(TEXT_PARSERS)('$name parser time grows linearly', (parser) => {
  // A busy machine can slow one run; a super-linear parser fails the retry too.
  it.each(SHAPES)('$name', { retry: 1, timeout: 120_000 }, (shape) => {
    const ratio = growth(parser, shape.text(parser.sample, BASE), shape.text(parser.sample, BASE * FACTOR));
    expect(ratio, `8× the input took ${(ratio * FACTOR).toFixed(1)}× the time`).toBeLessThan(MAX_RATIO);
  });
});
