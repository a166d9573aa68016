/**
 * Files whose fields are the names a plain object inherits (`__proto__`, `constructor`,
 * `toString`, …): a reader that looks a cell up in a plain object finds a function there and
 * fails in words no user should see. Each variant puts one such name in one field (or key) of
 * a valid sample, so every field of every file kind is tried.
 */
export const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

/** What a message says when a prototype's member leaked into it, or a reader failed inside. */
export const INTERNAL_ERROR =
  /\[native code\]|function Object|Cannot read propert|Cannot set propert|is not a function|is not iterable|Cannot convert|Maximum call stack|\[object Object\]|Unregistered type/;

/** The most positions tried per word in one sample (a saved game's log repeats its fields). */
const MAX_POSITIONS = 400;

/** JSON string and number literals, and the bare words of a list or a CSV cell. */
const FIELD = /"(?:[^"\\\n]|\\.)*"|-?\d+(?:\.\d+)?|[^\s,"(){}[\]:#/]+/g;

export interface PrototypeVariant {
  word: string;
  /** The field replaced, as it was in the sample. */
  field: string;
  text: string;
}

export function prototypeVariants(sample: string): PrototypeVariant[] {
  const fields = [...sample.matchAll(FIELD)];
  const step = Math.max(1, Math.ceil(fields.length / MAX_POSITIONS));
  const variants: PrototypeVariant[] = [];
  for (let i = 0; i < fields.length; i += step) {
    const match = fields[i];
    const at = match.index;
    const field = match[0];
    for (const word of PROTOTYPE_WORDS) {
      const put = field.startsWith('"') || /^-?\d/.test(field) ? `"${word}"` : word;
      variants.push({ word, field, text: sample.slice(0, at) + put + sample.slice(at + field.length) });
    }
  }
  return variants;
}
