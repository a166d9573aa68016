/**
 * JSON.parse with a nesting limit checked first. V8's JSON.parse takes time that grows faster
 * than the input with the nesting depth (256,000 nested brackets: 60 times the time of 32,000),
 * and no file Sortie reads needs more than a few dozen levels, so deeper text is refused, with
 * its line, before it is parsed. A syntax error is told by its line, column and what was
 * expected there (jsonc-parser's error codes, read only once JSON.parse has refused the text),
 * as a message (`files:json.*`) so each reader gets it in their language.
 */
import { parse, type ParseError } from 'jsonc-parser';
import { message, type Message } from '../i18n/message';
import { inEnglish } from '../i18n/translate';
import { excerpt } from './excerpt';
import { textWork } from './work';

/** A refusal keeps its English `error` (logs, tests) and carries the same as a message, `said`. */
export type JsonRead = { ok: true; value: unknown } | { ok: false; error: string; said: Message };

/** jsonc-parser's ParseErrorCodes that have words of their own (`files:json.expected.<code>`). */
const SYNTAX_CODES = 16;

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
      if (++depth <= max) continue;
      textWork.read += i + 1;
      return { line };
    } else if (c === 93 || c === 125) depth--;
  }
  textWork.read += text.length;
  return undefined;
}

/** 1-based line and column of an offset. */
export function placeOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  textWork.read += Math.min(offset, text.length);
  for (let i = 0; i < offset && i < text.length; i++)
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  return { line, column: offset - lineStart + 1 };
}

/** What is wrong with text JSON.parse refused: the first syntax error, placed. */
function syntaxSaid(text: string, reason: string): Message {
  const errors: ParseError[] = [];
  // jsonc-parser's scanner reads each character once, with no going back: one text's worth.
  textWork.read += text.length;
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first || first.error < 1 || first.error > SYNTAX_CODES)
    return message('files:json.other', { reason: excerpt(reason, 200) });
  return message('files:json.at', {
    ...placeOf(text, first.offset),
    expected: message(`files:json.expected.${first.error}`),
  });
}

function refused(said: Message): JsonRead {
  return { ok: false, error: inEnglish(said), said };
}

export function readJson(text: string, maxDepth: number): JsonRead {
  const deep = tooDeep(text, maxDepth);
  if (deep) return refused(message('files:json.tooDeep', { line: deep.line, max: maxDepth }));
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return refused(syntaxSaid(text, String((error as Error).message)));
  }
}
