/** A problem found in a card script: the exact place in it, and what was expected there. */
import type { z } from 'zod';

export interface ScriptProblem {
  /** `abilities[0].do[1].count`; empty for the script as a whole. */
  path: string;
  expected: string;
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

/** What a zod issue says was expected, in plain words. */
export function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'a whole number';
      return issue.path.length && issue.message.endsWith('received undefined')
        ? `a value (${issue.expected}); it is missing`
        : `a ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1 ? list(issue.values) : `one of ${list(issue.values)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? 'a text that is not empty'
        : issue.origin === 'array'
          ? `at least ${String(issue.minimum)} item(s)`
          : `a number of ${String(issue.minimum)} or more`;
    case 'too_big':
      return `a number of ${String(issue.maximum)} or less`;
    case 'unrecognized_keys':
      return `no field ${list(issue.keys)} here`;
    default:
      return issue.message;
  }
}

export function problemText(p: ScriptProblem): string {
  return p.path ? `${p.path}: expected ${p.expected}` : `expected ${p.expected}`;
}
