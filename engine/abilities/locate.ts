/**
 * A script as a player types it: read for its game like any card file's script (read.ts), and
 * every problem placed at its line and column in the text, so an editor can point at it. JSON
 * syntax errors come from jsonc-parser (which keeps going past the first one and gives each
 * its offset); the path of a script problem (`abilities[0].do[1].count`) is found in the same
 * parse tree. Linear in the text: the nesting is checked before the parser recurses.
 */
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { ScriptGame } from './game';
import type { ScriptProblem } from './problems';
import { readScript } from './read';
import type { CardScript } from './schema';
import { tooDeep } from '../text/json';

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

/** What each JSON syntax error (jsonc-parser's ParseErrorCode) expected instead. */
const SYNTAX: Record<number, string> = {
  1: 'a value: a number, a "text", true, false, null, an {object} or a [list]',
  2: 'a number such as 2 or -1',
  3: 'a field name in double quotes',
  4: 'a value',
  5: 'a colon (:) after the field name',
  6: 'a comma (,) between the items',
  7: 'a closing brace (})',
  8: 'a closing bracket (])',
  9: 'the end of the script',
  10: 'no comment: a script is plain JSON',
  11: 'the end of the comment',
  12: 'a closing double quote (")',
  13: 'the rest of the number',
  14: 'a unicode escape such as \\u00e9',
  15: 'a valid escape such as \\n or \\"',
  16: 'a character allowed in a JSON text (a line break inside "…" must be written \\n)',
};

/** 1-based line and column of each offset, in one pass over the text. */
function placesOf(text: string, offsets: readonly number[]): { line: number; column: number }[] {
  const order = offsets.map((o, i) => [o, i] as const).sort((a, b) => a[0] - b[0]);
  const out: { line: number; column: number }[] = Array.from({ length: offsets.length });
  let line = 1;
  let lineStart = 0;
  let at = 0;
  for (const [offset, i] of order) {
    for (; at < offset && at < text.length; at++)
      if (text.charCodeAt(at) === 10) {
        line++;
        lineStart = at + 1;
      }
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
          problem: { path: '', expected: `a script of at most ${MAX_SCRIPT_CHARS.toLocaleString('en')} characters` },
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
      problems: placed(text, [
        { problem: { path: '', expected: `lists and objects at most ${MAX_DEPTH} levels deep` }, offset, length: 1 },
      ]),
    };
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length || !root)
    return {
      ok: false,
      problems: placed(
        text,
        (errors.length ? errors : [{ error: 4, offset: text.length, length: 0 }]).map((e) => ({
          problem: { path: '', expected: SYNTAX[e.error] ?? 'JSON' },
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
