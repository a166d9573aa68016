/**
 * Splits a search query into tokens, keeping each token's position so errors can
 * point at the exact column. Grammar in docs/search.md.
 */
import { message, type Message } from '../../i18n/message';
import { inEnglish } from '../../i18n/translate';

export type Comparison = ':' | '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Token =
  | { kind: 'lparen'; pos: number }
  | { kind: 'rparen'; pos: number }
  | { kind: 'or'; pos: number }
  | { kind: 'and'; pos: number }
  | { kind: 'not'; pos: number }
  | { kind: 'word'; pos: number; end: number; value: string; quoted: boolean }
  | { kind: 'field'; pos: number; end: number; field: string; op: Comparison; value: string; quoted: boolean };

/** A malformed query: `msg` says what is wrong (`message` in English), `pos` (0-based) where. */
export class QueryError extends Error {
  constructor(
    readonly msg: Message,
    readonly pos: number,
    readonly length = 1,
  ) {
    super(inEnglish(msg));
    this.name = 'QueryError';
  }

  /** The message with a 1-based column, as shown to the user, told in their language. */
  get shown(): Message {
    return message('search:atColumn', { error: this.msg, column: this.pos + 1 });
  }

  /** The same in English (tests, the command line's default). */
  get display(): string {
    return inEnglish(this.shown);
  }
}

const FIELD = /([A-Za-z_]+)(<=|>=|!=|:|=|<|>)/y;
const BARE = /[^\s()"]+/y;
const SPACE = /\s/;

function readQuoted(query: string, pos: number): { value: string; end: number } {
  // `pos` is at the opening quote; `\"` inside a phrase is a literal quote.
  let value = '';
  for (let i = pos + 1; i < query.length; i++) {
    const ch = query[i];
    if (ch === '\\' && query[i + 1] === '"') {
      value += '"';
      i++;
    } else if (ch === '"') {
      return { value, end: i + 1 };
    } else {
      value += ch;
    }
  }
  throw new QueryError(message('search:unclosedQuote'), pos);
}

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < query.length) {
    const ch = query[i];
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    if (ch === '(') {
      tokens.push({ kind: 'lparen', pos: i++ });
      continue;
    }
    if (ch === ')') {
      tokens.push({ kind: 'rparen', pos: i++ });
      continue;
    }
    if (ch === '-' && i + 1 < query.length && !SPACE.test(query[i + 1]) && (i === 0 || /[\s(]/.test(query[i - 1]))) {
      tokens.push({ kind: 'not', pos: i++ });
      continue;
    }
    if (ch === '"') {
      const { value, end } = readQuoted(query, i);
      tokens.push({ kind: 'word', pos: i, end, value, quoted: true });
      i = end;
      continue;
    }
    FIELD.lastIndex = i;
    const field = FIELD.exec(query);
    if (field) {
      const valueStart = i + field[0].length;
      const op = field[2] as Comparison;
      if (query[valueStart] === '"') {
        const { value, end } = readQuoted(query, valueStart);
        tokens.push({ kind: 'field', pos: i, end, field: field[1], op, value, quoted: true });
        i = end;
        continue;
      }
      BARE.lastIndex = valueStart;
      const bare = BARE.exec(query);
      if (!bare) throw new QueryError(message('search:needsValue', { field: field[1], op }), i, field[0].length);
      tokens.push({
        kind: 'field',
        pos: i,
        end: valueStart + bare[0].length,
        field: field[1],
        op,
        value: bare[0],
        quoted: false,
      });
      i = valueStart + bare[0].length;
      continue;
    }
    BARE.lastIndex = i;
    const word = BARE.exec(query)!;
    const end = i + word[0].length;
    if (word[0] === 'OR' || word[0] === '|') tokens.push({ kind: 'or', pos: i });
    else if (word[0] === 'AND') tokens.push({ kind: 'and', pos: i });
    else tokens.push({ kind: 'word', pos: i, end, value: word[0], quoted: false });
    i = end;
  }
  return tokens;
}
