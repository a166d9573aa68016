/**
 * Parses tokens into a query tree. Precedence: `-` (not) binds tightest, then
 * implicit AND between terms, then `OR`. Parentheses group.
 */
import { message } from '../../i18n/message';
import { QueryError, tokenize, type Comparison, type Token } from './tokens';

export type QueryNode =
  | { kind: 'all' }
  | { kind: 'and'; items: QueryNode[] }
  | { kind: 'or'; items: QueryNode[] }
  | { kind: 'not'; item: QueryNode }
  | { kind: 'word'; value: string; pos: number; quoted: boolean }
  | { kind: 'field'; field: string; op: Comparison; value: string; pos: number; length: number };

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly query: string,
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  parseAll(): QueryNode {
    if (this.tokens.length === 0) return { kind: 'all' };
    const node = this.parseOr();
    const next = this.peek();
    if (next) {
      // Only a stray `)` can stop parseOr before the end.
      throw new QueryError(message('search:unmatchedClose'), next.pos);
    }
    return node;
  }

  private parseOr(): QueryNode {
    const items = [this.parseAnd()];
    while (this.peek()?.kind === 'or') {
      const or = this.tokens[this.i++];
      if (!this.startsTerm(this.peek())) throw new QueryError(message('search:orAfter'), or.pos, 2);
      items.push(this.parseAnd());
    }
    return items.length === 1 ? items[0] : { kind: 'or', items };
  }

  private startsTerm(t: Token | undefined): boolean {
    return !!t && (t.kind === 'word' || t.kind === 'field' || t.kind === 'not' || t.kind === 'lparen');
  }

  private parseAnd(): QueryNode {
    const first = this.peek();
    if (!this.startsTerm(first)) {
      if (!first) throw new QueryError(message('search:endsEarly'), this.query.length);
      if (first.kind === 'or') throw new QueryError(message('search:orBefore'), first.pos, 2);
      if (first.kind === 'rparen') throw new QueryError(message('search:emptyOrUnmatched'), first.pos);
      throw new QueryError(message('search:andBefore'), first.pos, 3);
    }
    const items = [this.parseUnary()];
    for (;;) {
      const t = this.peek();
      if (t?.kind === 'and') {
        this.i++;
        if (!this.startsTerm(this.peek())) throw new QueryError(message('search:andAfter'), t.pos, 3);
        continue;
      }
      if (!this.startsTerm(t)) break;
      items.push(this.parseUnary());
    }
    return items.length === 1 ? items[0] : { kind: 'and', items };
  }

  private parseUnary(): QueryNode {
    const t = this.tokens[this.i++];
    switch (t.kind) {
      case 'not': {
        if (!this.startsTerm(this.peek())) throw new QueryError(message('search:notAfter'), t.pos);
        return { kind: 'not', item: this.parseUnary() };
      }
      case 'lparen': {
        if (this.peek()?.kind === 'rparen') throw new QueryError(message('search:emptyParens'), t.pos, 2);
        const inner = this.parseOr();
        const close = this.peek();
        if (close?.kind !== 'rparen') throw new QueryError(message('search:unclosedParen'), t.pos);
        this.i++;
        return inner;
      }
      case 'word':
        return { kind: 'word', value: t.value, pos: t.pos, quoted: t.quoted };
      case 'field':
        return { kind: 'field', field: t.field, op: t.op, value: t.value, pos: t.pos, length: t.end - t.pos };
      default:
        throw new QueryError(message('search:unexpected'), t.pos);
    }
  }
}

/** Parses a query; throws `QueryError` with the position of the problem. */
export function parseQuery(query: string): QueryNode {
  return new Parser(tokenize(query), query).parseAll();
}
