/**
 * How a parser's work grows with its input, counted, never timed (a ratio of times once failed a
 * linear parser on a loaded machine; `npm run bench -- parsers` prints the times). The work is
 * what the parser reads: the characters and list elements the built-in scans it calls step over
 * and take (regular expressions, indexOf, split, JSON.parse, array searches and callbacks, array
 * iteration), and what the engine's own loops over text count (`textWork`, `keywordWork`).
 *
 * The built-ins are wrapped only while `workOf` runs. A third-party parser (Papa Parse, zod) is
 * counted through the built-ins it calls: Papa Parse finds quotes, delimiters and line ends with
 * indexOf and split, so a rescan from the start shows as a count that grows with the square of
 * the input. What a regular expression reads and gives up while backtracking is not counted (the
 * engine does not say): the patterns are kept linear by their form, which redos.test.ts checks for
 * every pattern the parsers use.
 */
import { keywordWork } from '../cards/keywords/parse';
import { textWork } from '../text/work';

/** How much more input the large runs get. */
export const FACTOR = 8;
/**
 * Linear work is about the same per character at 1× and 8× the input (less at 8×, where fixed
 * costs weigh less); work that grows with the square of the input costs about 8× as much per
 * character. This much more is allowed for uneven pieces (a line cut short, one more message):
 * a rescan of what came before, even of one row in fifty, costs more.
 */
export const MAX_GROWTH = 1.1;

type Method = (...args: never[]) => unknown;

/** One wrapped built-in: where it lives, its name, and how much a call read. */
interface Counted {
  on: object;
  name: string;
  read: (self: never, args: never, result: never) => number;
}

const length = (self: { length: number }) => self.length;
/** Characters stepped over to a found string, and the string; or the rest of the text. */
function indexRead(self: string, args: [string, number?], found: number): number {
  const from = Math.max(0, Math.min(args[1] ?? 0, self.length));
  return found < 0 ? self.length - from : found - from + String(args[0]).length;
}

/** The whole text for a string pattern; a regular expression's reads are its exec's (below). */
const wholeForAString = (self: string, args: [unknown]) => (typeof args[0] === 'string' ? self.length : 0);

const ArrayIterator = Object.getPrototypeOf([][Symbol.iterator]()) as object;

const COUNTED: Counted[] = [
  { on: JSON, name: 'parse', read: (_, args: [string]) => String(args[0]).length },
  { on: String.prototype, name: 'indexOf', read: indexRead },
  { on: String.prototype, name: 'split', read: wholeForAString },
  { on: String.prototype, name: 'normalize', read: length },
  { on: String.prototype, name: 'toLowerCase', read: length },
  { on: String.prototype, name: 'toUpperCase', read: length },
  { on: String.prototype, name: 'replaceAll', read: wholeForAString },
  { on: String.prototype, name: 'replace', read: wholeForAString },
  {
    on: Array.prototype,
    name: 'indexOf',
    read: (self: unknown[], _, found: number) => (found < 0 ? self.length : found + 1),
  },
  { on: Array.prototype, name: 'includes', read: length },
  { on: Array.prototype, name: 'slice', read: (_, __, copy: unknown[]) => copy.length },
  { on: Array.prototype, name: 'splice', read: length },
  { on: Array.prototype, name: 'concat', read: (_, __, joined: unknown[]) => joined.length },
  { on: Array.prototype, name: 'join', read: length },
  { on: ArrayIterator, name: 'next', read: () => 1 },
];

/** Array methods that call back once per element they look at: each call is one element read. */
const CALLING_BACK = [
  'forEach',
  'map',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'some',
  'every',
  'reduce',
  'reduceRight',
  'flatMap',
  'sort',
] as const;

/**
 * A regular expression's exec (which test, match, replace, split and matchAll call once the
 * built-in is replaced): the characters from where it started to the end of its match, or to the
 * end of the text when it found none. A sticky one that found nothing tried one place.
 */
function execRead(sticky: boolean, textLength: number, from: number, match: RegExpExecArray | null): number {
  if (match) return Math.max(1, match.index + match[0].length - from);
  return sticky ? 1 : Math.max(1, textLength - from);
}

/** The work `run` does: characters and elements read, as counted above. */
export function workOf(run: () => void): number {
  let read = 0;
  const restore: (() => void)[] = [];
  const replace = (on: object, name: string, wrapped: (original: Method) => Method) => {
    const original = (on as Record<string, Method>)[name];
    (on as Record<string, Method>)[name] = wrapped(original);
    restore.push(() => ((on as Record<string, Method>)[name] = original));
  };
  const counting = (count: Counted['read']) => (original: Method) =>
    function (this: never, ...args: never[]) {
      const result = Reflect.apply(original, this, args) as never;
      read += count(this, args as never, result);
      return result;
    };
  for (const { on, name, read: count } of COUNTED) replace(on, name, counting(count));
  replace(
    RegExp.prototype,
    'exec',
    (original) =>
      function (this: RegExp, ...args: never[]) {
        const from = this.global || this.sticky ? this.lastIndex : 0;
        const match = Reflect.apply(original, this, args) as RegExpExecArray | null;
        read += execRead(this.sticky, String(args[0]).length, from, match);
        return match;
      },
  );
  for (const name of CALLING_BACK)
    replace(
      Array.prototype,
      name,
      (original) =>
        function (this: unknown[], ...args: never[]) {
          const [callback, ...rest] = args as unknown as [((...a: unknown[]) => unknown) | undefined, ...unknown[]];
          if (typeof callback !== 'function') return Reflect.apply(original, this, args);
          const counted = function (this: unknown, ...a: unknown[]) {
            read++;
            return Reflect.apply(callback, this, a);
          };
          return Reflect.apply(original, this, [counted, ...rest]);
        },
    );
  const before = textWork.read + keywordWork.read;
  try {
    run();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return read + textWork.read + keywordWork.read - before;
}

/**
 * The work `read` does per character (or element) of `large` (about FACTOR× `small`) over that
 * of `small`: about 1 or less when the work is linear in the input, about FACTOR when it grows
 * with its square.
 */
export function workGrowth<Input extends { length: number }>(
  read: (input: Input) => unknown,
  small: Input,
  large: Input,
): { small: number; growth: number } {
  const once = workOf(() => read(small));
  const more = workOf(() => read(large));
  return { small: once, growth: more / large.length / (once / small.length) };
}
