/**
 * The computer's notes in a game file (one per step; docs/game-file.md): English text in files
 * written before they were messages, null for a step without one, else a message. A bad one is
 * told precisely — which step's note, where inside it and what is wrong — where a union of the
 * three kinds in zod could only say "not valid".
 */
import { message, type Message } from '../../../../engine/i18n/message';

/** What is wrong with a note, and where inside it (`params.reason.key`; empty: the note itself). */
export interface NoteProblem {
  path: (string | number)[];
  said: Message;
}

/** As deep as `isMessage` reads a note (engine/i18n/message.ts): a message in a message in a message… */
const MAX_DEPTH = 8;

const say = (key: string, params?: Parameters<typeof message>[1]) => message(`playflow:gameFileNote.${key}`, params);

/** The value's kind in the files catalog's words ("a list", "true or false"…). */
function kind(value: unknown): Message {
  const type =
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number' && !Number.isFinite(value)
          ? 'other'
          : typeof value;
  const known = ['string', 'number', 'boolean', 'array', 'object', 'null'];
  return message(`files:zod.type.${known.includes(type) ? type : 'other'}`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function messageProblem(value: unknown, depth: number, path: (string | number)[]): NoteProblem | null {
  if (depth > MAX_DEPTH) return { path, said: say('tooDeep', { max: MAX_DEPTH }) };
  if (!isObject(value)) return { path, said: say('notMessage', { got: kind(value) }) };
  if (typeof value.key !== 'string')
    return {
      path: [...path, 'key'],
      said: say(value.key === undefined ? 'noKey' : 'badKey', { got: kind(value.key) }),
    };
  if (value.params === undefined) return null;
  if (!isObject(value.params))
    return { path: [...path, 'params'], said: say('badParams', { got: kind(value.params) }) };
  for (const [name, param] of Object.entries(value.params)) {
    const at = [...path, 'params', name];
    if (typeof param === 'string' || (typeof param === 'number' && Number.isFinite(param))) continue;
    // A card's name (as isMessage reads it: a text `name` makes it one), else a message.
    if (isObject(param) && typeof param.name === 'string') {
      if (param.name_ja !== undefined && typeof param.name_ja !== 'string')
        return { path: [...at, 'name_ja'], said: say('badName', { got: kind(param.name_ja) }) };
      continue;
    }
    if (isObject(param)) {
      const inner = messageProblem(param, depth + 1, at);
      if (inner) return inner;
      continue;
    }
    return { path: at, said: say('badParam', { name, got: kind(param) }) };
  }
  return null;
}

/** Null when `value` is a note as a game file holds one; else what is wrong and where. */
export function noteProblem(value: unknown): NoteProblem | null {
  if (value === null || typeof value === 'string') return null;
  if (!isObject(value)) return { path: [], said: say('notNote', { got: kind(value) }) };
  return messageProblem(value, 1, []);
}
