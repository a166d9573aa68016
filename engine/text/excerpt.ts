/**
 * How user input is echoed in messages: cut to a short excerpt, control characters made
 * visible, and never by a route that can throw (a value nested 8,000 levels deep must not
 * overflow the stack while its error message is being written).
 */

/** Characters of user input a message may quote. */
export const EXCERPT_CHARS = 60;

/** Levels of an array or object spelled out before the rest is written as `…`. */
const SHOWN_DEPTH = 3;

/** C0 controls (NUL, ESC, …) and DEL would garble a terminal or vanish in a dialog: shown as `�`. */
function visible(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += code < 0x20 || code === 0x7f ? '\ufffd' : ch;
  }
  return out;
}

/**
 * A short piece of `text` for a message: whitespace runs collapsed, control characters shown
 * as `�`, and a cut marked with `…`. Costs O(max), however long `text` is.
 */
export function excerpt(text: string, max = EXCERPT_CHARS): string {
  const head = text.slice(0, max * 2 + 2);
  const flat = visible(head.replace(/\s+/g, ' ')).trim();
  const cut = flat.length > max || text.length > head.length;
  return cut ? `${flat.slice(0, max)}…` : flat;
}

function render(value: unknown, depth: number, budget: { left: number }): string {
  if (budget.left <= 0) return '…';
  if (typeof value === 'string') {
    const s = JSON.stringify(excerpt(value, budget.left));
    budget.left -= s.length;
    return s;
  }
  if (value === null || typeof value !== 'object') {
    const s = typeof value === 'bigint' ? `${value}` : String(value);
    budget.left -= s.length;
    return s;
  }
  if (depth >= SHOWN_DEPTH) {
    budget.left -= 3;
    return Array.isArray(value) ? '[…]' : '{…}';
  }
  const parts: string[] = [];
  budget.left -= 2;
  if (Array.isArray(value)) {
    for (const item of value) {
      if (budget.left <= 0) {
        parts.push('…');
        break;
      }
      parts.push(render(item, depth + 1, budget));
    }
    return `[${parts.join(',')}]`;
  }
  for (const key of Object.keys(value)) {
    if (budget.left <= 0) {
      parts.push('…');
      break;
    }
    budget.left -= key.length + 3;
    parts.push(
      `${JSON.stringify(excerpt(key, 20))}:${render((value as Record<string, unknown>)[key], depth + 1, budget)}`,
    );
  }
  return `{${parts.join(',')}}`;
}

/**
 * Any value as a short piece of text for a message: strings as themselves (cut), numbers and
 * booleans as written, arrays and objects in a JSON-like form cut after a few levels.
 * Never throws and never recurses deeper than a few levels.
 */
export function shownValue(value: unknown, max = 40): string {
  if (typeof value === 'string') return excerpt(value, max);
  try {
    const s = render(value, 0, { left: max });
    return s.length > max + 1 ? `${s.slice(0, max)}…` : s;
  } catch {
    return 'a value that cannot be shown';
  }
}
