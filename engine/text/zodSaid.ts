/**
 * zod's issues told in Sortie's words, as messages (`files:zod.*`), so a bad field of a format
 * or deck file is explained in the reader's language with its path — never zod's own English.
 * A schema's own refinements carry their message through zod as JSON (`saidForZod`), because
 * zod's error callbacks can only return strings.
 */
import type { z } from 'zod';
import { message, type Message } from '../i18n/message';

const say = (key: string, params?: Parameters<typeof message>[1]) => message(`files:zod.${key}`, params);

const TYPES = new Set(['string', 'number', 'int', 'boolean', 'array', 'object', 'null']);

function typeWord(type: string): Message {
  return say(`type.${TYPES.has(type) ? type : 'other'}`);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A message as a schema's own error text (`.refine(…, saidForZod(msg))`, `.regex(…, saidForZod(msg))`). */
export function saidForZod(msg: Message): string {
  return JSON.stringify(msg);
}

function ownSaid(text: string): Message | undefined {
  if (!text.startsWith('{"key":')) return undefined;
  try {
    return JSON.parse(text) as Message;
  } catch {
    return undefined;
  }
}

/** What is wrong with the value at an issue's path. Parse with `{ reportInput: true }` so a missing field tells from a wrong one. */
export function issueSaid(issue: z.core.$ZodIssue): Message {
  const own = ownSaid(issue.message);
  if (own) return own;
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined)
        return say('missing', { expected: typeWord(issue.expected) });
      if (issue.expected === 'int' && typeof issue.input === 'number') return say('notWhole');
      return say('wrongType', { expected: typeWord(issue.expected), got: typeWord(typeOf(issue.input)) });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? say('empty') : say('shortText', { min });
      if (issue.origin === 'array') return say('fewItems', { min });
      return say(issue.inclusive === false ? 'above' : 'atLeast', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return say('longText', { max });
      if (issue.origin === 'array') return say('manyItems', { max });
      return say(issue.inclusive === false ? 'below' : 'atMost', { max });
    }
    case 'invalid_value':
      if (!('input' in issue) || issue.input === undefined)
        return say('missingOneOf', { values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
      return say('oneOf', { values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
    case 'unrecognized_keys':
      return say('unknownKeys', { count: issue.keys.length, keys: issue.keys.join(', ') });
    case 'invalid_format':
      return say('form');
    default:
      return say('invalid');
  }
}

/** `path: what is wrong`, the path dotted from `root` (`deck.main.0.count`); `whole` names the file's top. */
export function issueAt(issue: z.core.$ZodIssue, whole: Message | string, root?: string): Message {
  const path = [...(root ? [root] : []), ...issue.path.map(String)].join('.');
  return message('files:zod.at', { path: path || whole, problem: issueSaid(issue) });
}
