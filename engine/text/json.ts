/**
 * JSON.parse with a nesting limit checked first. V8's JSON.parse takes time that grows faster
 * than the input with the nesting depth (256,000 nested brackets: 60 times the time of 32,000),
 * and no file Sortie reads needs more than a few dozen levels, so deeper text is refused, with
 * its line, before it is parsed.
 */
import { excerpt } from './excerpt';

export type JsonRead = { ok: true; value: unknown } | { ok: false; error: string };

/** Where the text first nests deeper than `max` (1-based line), or undefined. One pass, linear. */
export function tooDeep(text: string, max: number): { line: number } | undefined {
  let depth = 0;
  let line = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return { line };
    } else if (c === 93 || c === 125) depth--;
  }
  return undefined;
}

export function readJson(text: string, maxDepth: number): JsonRead {
  const deep = tooDeep(text, maxDepth);
  if (deep) return { ok: false, error: `line ${deep.line} nests lists or objects more than ${maxDepth} levels deep` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: excerpt(String((error as Error).message), 200) };
  }
}
