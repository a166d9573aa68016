/**
 * The shapes of hostile input whose work must grow in step with their size (suite.ts counts it,
 * `npm run bench -- parsers` times it): long runs where a regular expression could backtrack,
 * many lines where a parser could rescan what came before, deep nesting, an unclosed quote.
 */
/** Characters of the small input of each shape; the large one has FACTOR× as many. */
export const GROWTH_BASE = 4_000;

export interface Shape {
  name: string;
  text: (sample: string, n: number) => string;
}

const repeatTo = (unit: string, n: number) => unit.repeat(Math.max(1, Math.floor(n / unit.length)));

/** Hostile shapes each parser reads at 1× and FACTOR× the size: a piece of `n` characters or so, after its sample. */
export const GROWTH_SHAPES: Shape[] = [
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
