/** A problem found in a card script: the exact place in it, and what was expected there. */
import type { z } from 'zod';
import { message, type Message, type MessageParam } from '../i18n/message';
import { inEnglish } from '../i18n/translate';

export interface ScriptProblem {
  /** `abilities[0].do[1].count`; empty for the script as a whole. */
  path: string;
  /** What was expected, in English (tests, the console, `problemText`). */
  expected: string;
  /** The same as a message (`abilities:expected.*`), told in the reader's language. */
  expects: Message;
}

/** A problem at `path`: what was expected there, as `abilities:expected.<key>`. */
export function expecting(path: string, key: string, params?: Record<string, MessageParam>): ScriptProblem {
  const expects = message(`abilities:expected.${key}`, params);
  return { path, expected: inEnglish(expects), expects };
}

export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out;
}

export function join(base: string, more: readonly PropertyKey[]): string {
  const tail = pathText(more);
  if (!base) return tail;
  return tail.startsWith('[') || !tail ? `${base}${tail}` : `${base}.${tail}`;
}

const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** zod's names of JSON's kinds of value, each worded in the catalogs (`abilities:type.*`). */
const TYPES = new Set(['string', 'number', 'boolean', 'object', 'array']);
const typeName = (type: string): MessageParam => (TYPES.has(type) ? message(`abilities:type.${type}`) : type);

/** What a zod issue says was expected, in plain words (`expecting`'s key and parameters). */
export function expectedOf(issue: z.core.$ZodIssue): [key: string, params?: Record<string, MessageParam>] {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return ['wholeNumber'];
      return issue.path.length && issue.message.endsWith('received undefined')
        ? ['missing', { type: typeName(issue.expected) }]
        : ['type', { type: typeName(issue.expected) }];
    case 'invalid_value':
      return issue.values.length === 1
        ? ['value', { value: list(issue.values) }]
        : ['oneOf', { list: list(issue.values) }];
    case 'too_small':
      return issue.origin === 'string'
        ? ['text']
        : issue.origin === 'array'
          ? ['items', { n: String(issue.minimum) }]
          : ['atLeast', { n: String(issue.minimum) }];
    case 'too_big':
      return ['atMost', { n: String(issue.maximum) }];
    case 'unrecognized_keys':
      return ['noField', { list: list(issue.keys) }];
    default:
      return ['said', { text: issue.message }];
  }
}

export function problemText(p: ScriptProblem): string {
  return p.path ? `${p.path}: expected ${p.expected}` : `expected ${p.expected}`;
}

/** `problemText` as a message for the reader. */
export function problemMessage(p: ScriptProblem): Message {
  // A script that is not JSON at all is said so, its syntax error in brackets: the error already
  // says what was expected where (「…が必要です」 twice over read badly in Japanese; issue 47).
  if (!p.path && p.expects.key === 'abilities:expected.json')
    return message('abilities:problemJson', { error: p.expects.params?.error ?? '' });
  return p.path
    ? message('abilities:problem', { path: p.path, expected: p.expects })
    : message('abilities:problemWhole', { expected: p.expects });
}
