/**
 * A script as a player types it: read for its game like any card file's script (read.ts), and
 * every problem placed at its line and column in the text, so an editor can point at it. JSON
 * syntax errors come from jsonc-parser (which keeps going past the first one and gives each
 * its offset); the path of a script problem (`abilities[0].do[1].count`) is found in the same
 * parse tree. Linear in the text: the nesting is checked before the parser recurses.
 */
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { ScriptGame } from './game';
import { expecting, type ScriptProblem } from './problems';
import { readScript } from './read';
import type { CardScript } from './schema';
import { tooDeep } from '../text/json';
import { textWork } from '../text/work';

/** Longer than any card's abilities need; the editor refuses more rather than slow down. */
export const MAX_SCRIPT_CHARS = 20_000;
const MAX_DEPTH = 64;

export interface PlacedProblem extends ScriptProblem {
  /** 1-based line and column of the place in the text. */
  line: number;
  column: number;
  offset: number;
  length: number;
}

export type ScriptCheck = { ok: true; script: CardScript } | { ok: false; problems: PlacedProblem[] };

/** jsonc-parser's ParseErrorCodes with a message of their own (`abilities:expected.syntax.<code>`). */
const SYNTAX_CODES = 16;

/** 1-based line and column of each offset, in one pass over the text. */
function placesOf(text: string, offsets: readonly number[]): { line: number; column: number }[] {
  const order = offsets.map((o, i) => [o, i] as const).sort((a, b) => a[0] - b[0]);
  const out: { line: number; column: number }[] = Array.from({ length: offsets.length });
  let line = 1;
  let lineStart = 0;
  let at = 0;
  for (const [offset, i] of order) {
    const from = at;
    for (; at < offset && at < text.length; at++)
      if (text.charCodeAt(at) === 10) {
        line++;
        lineStart = at + 1;
      }
    textWork.read += at - from;
    out[i] = { line, column: offset - lineStart + 1 };
  }
  return out;
}

/** `abilities[0].do[1].count` as the segments jsonc-parser finds nodes by. */
export function pathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out;
}

/** The node a problem's path names, or its nearest ancestor that exists (a missing field: its object). */
function nodeOf(root: Node, path: string): Node {
  const segments = pathSegments(path);
  for (let n = segments.length; n > 0; n--) {
    const node = findNodeAtLocation(root, segments.slice(0, n));
    if (!node) continue;
    // A field with a wrong value: point at the value; a missing one or an object: at its opening brace.
    return n === segments.length && node.type !== 'object' && node.type !== 'array' ? node : { ...node, length: 1 };
  }
  return { ...root, length: 1 };
}

function placed(text: string, found: { problem: ScriptProblem; offset: number; length: number }[]): PlacedProblem[] {
  const places = placesOf(
    text,
    found.map((f) => f.offset),
  );
  return found.map((f, i) => ({ ...f.problem, ...places[i], offset: f.offset, length: f.length }));
}

/** Reads `text` as a script for `game`; every problem carries its line and column. */
export function checkScriptText(text: string, game: ScriptGame): ScriptCheck {
  if (text.length > MAX_SCRIPT_CHARS)
    return {
      ok: false,
      problems: placed(text, [
        {
          problem: expecting('', 'tooLong', { max: MAX_SCRIPT_CHARS.toLocaleString('en') }),
          offset: MAX_SCRIPT_CHARS,
          length: 1,
        },
      ]),
    };
  const deep = tooDeep(text, MAX_DEPTH);
  if (deep) {
    const offset = text.split('\n', deep.line - 1).join('\n').length + (deep.line > 1 ? 1 : 0);
    return {
      ok: false,
      problems: placed(text, [{ problem: expecting('', 'tooDeep', { max: MAX_DEPTH }), offset, length: 1 }]),
    };
  }
  const errors: ParseError[] = [];
  // jsonc-parser's scanner reads each character once, with no going back: one text's worth.
  textWork.read += text.length;
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length || !root)
    return {
      ok: false,
      problems: placed(
        text,
        (errors.length ? errors : [{ error: 4, offset: text.length, length: 0 }]).map((e) => ({
          problem: expecting('', e.error >= 1 && e.error <= SYNTAX_CODES ? `syntax.${e.error}` : 'syntax.json'),
          offset: e.offset,
          length: Math.max(e.length, 1),
        })),
      ),
    };
  const read = readScript(text, game);
  if (read.ok) return read;
  return {
    ok: false,
    problems: placed(
      text,
      read.problems.map((problem) => {
        const node = nodeOf(root, problem.path);
        return { problem, offset: node.offset, length: Math.max(node.length, 1) };
      }),
    ),
  };
}
