/**
 * Parse time per MB for every parser of user files (engine/hostile/parsers.ts, and the app's
 * game files): a realistic
 * file (the parser's own sample repeated) and two hostile shapes (one long line with runs of
 * spaces; deep nesting), each grown to about 0.9 MB (deck files are capped at 1,000,000
 * characters) and reported per MB. Then each hostile shape the growth tests count
 * (engine/hostile/shapes.ts) at 1× and 8× its size, timed.
 */
import { TEXT_PARSERS, type TextParser } from '../engine/hostile/parsers';
import { GROWTH_BASE, GROWTH_SHAPES } from '../engine/hostile/shapes';
import { FACTOR } from '../engine/hostile/work';
import { percentile, timeGrowth, timeIt } from './measure';
import { say, sayLine } from './say';

const MB = 1024 * 1024;

/** The parsers' own names (engine/hostile/parsers.ts) as the figures tell them. */
const PARSER_KEYS: Record<string, string> = {
  'card CSV': 'cardCsv',
  'card JSON': 'cardJson',
  'deck list': 'deckList',
  'deck JSON': 'deckJson',
  'card script': 'cardScript',
  'card script in the editor': 'scriptEditor',
  'format JSON': 'formatJson',
  'game file': 'gameFile',
};
const parserName = (name: string) => (PARSER_KEYS[name] ? say(`parsers.name.${PARSER_KEYS[name]}`) : name);
/** The size each input is grown to. */
const SIZE = 900_000;

function grown(sample: string): string {
  const lines = sample.split(/\r?\n/);
  const [first, rest] = [lines[0], lines.slice(1).join('\n')];
  const body = rest || first;
  return `${first}\n${body.repeat(Math.max(1, Math.floor(SIZE / (body.length + 1))))}`;
}

/**
 * The game-file reader lives in the renderer, whose messages come from catalogues Vite gathers
 * (`import.meta.glob`); outside Vite it cannot load, so it is timed only when it can (its work is
 * counted by its growth test under vitest either way).
 */
async function gameFileParsers(): Promise<TextParser[]> {
  try {
    const { gameFileParser } = await import('../renderer/features/play/session/gameFileParser');
    return [gameFileParser()];
  } catch (error) {
    sayLine('parsers.skipped', { parser: parserName('game file'), reason: (error as Error).message });
    return [];
  }
}
const PARSERS = [...TEXT_PARSERS, ...(await gameFileParsers())];

const SHAPES: { name: string; text: (p: TextParser) => string }[] = [
  { name: 'sample', text: (p) => grown(p.sample) },
  { name: 'spaced', text: (p) => `${p.sample}\n${'main     x # '.repeat(SIZE / 13)}` },
  { name: 'nested', text: () => `[${`${'['.repeat(60)}1${']'.repeat(60)},`.repeat(SIZE / 123)}1]` },
];

for (const parser of PARSERS) {
  for (const shape of SHAPES) {
    const text = shape.text(parser);
    const megabytes = Buffer.byteLength(text) / MB;
    const median = percentile(timeIt(() => parser.parse(text), 5, 1), 50);
    sayLine('parsers.line', {
      parser: parserName(parser.name),
      shape: say(`parsers.shape.${shape.name}`),
      perMb: (median / megabytes).toFixed(1),
      mb: megabytes.toFixed(2),
      ms: median.toFixed(1),
    });
  }
}

// The growth tests compare counts of work; here is what the same inputs take in time.
for (const parser of PARSERS) {
  for (const shape of GROWTH_SHAPES) {
    const [small, large] = [GROWTH_BASE, GROWTH_BASE * FACTOR].map((n) => shape.text(parser.sample, n));
    sayLine('parsers.growth', {
      parser: parserName(parser.name),
      shape: shape.name,
      chars: small.length,
      factor: FACTOR,
      ...timeGrowth(
        () => parser.parse(small),
        () => parser.parse(large),
      ),
    });
  }
}
