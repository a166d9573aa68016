/**
 * A parsed query turned into a plan: AND / OR / NOT over leaves, each leaf one
 * test on one prepared column of the index. Row-by-row matching (`CardMatcher`)
 * and the columnar evaluation (evaluate.ts) both run the same leaves, so they
 * cannot disagree about what a query means.
 */
import { message } from '../../i18n/message';
import { wordTable } from '../../text/lookup';
import { GUNDAM_WAR_COLORS } from '../model';
import { readColor, readTerrain, readType } from '../import/values';
import type { NumberColumn, TextColumn } from './columns';
import { normalize, squashModel } from './index-cards';
import type { QueryNode } from './parse';
import { QueryError, type Comparison } from './tokens';

export type Plan =
  | { kind: 'all' }
  /**
   * Hints that let the columnar evaluation skip calling `test` per value: `contains`
   * says `test(v)` is exactly `v.includes(contains)`, `equals` that it is `v === equals`.
   */
  | { kind: 'text'; column: TextColumn; test: (value: string) => boolean; contains?: string; equals?: string }
  /** `test` is only asked about real values: a card without the number never matches. */
  | { kind: 'number'; column: NumberColumn; test: (value: number) => boolean }
  | { kind: 'and' | 'or'; items: Plan[] }
  | { kind: 'not'; item: Plan };

type FieldKey = NumberColumn | TextColumn;

export interface FieldSpec {
  names: string[];
  help: string;
  example: string;
  key: FieldKey;
  kind: 'number' | 'text' | 'special';
}

export const SEARCH_FIELDS: readonly FieldSpec[] = [
  { names: ['t', 'type'], key: 'type', kind: 'special', help: 'card type (prefix is enough)', example: 't:unit' },
  {
    names: ['c', 'color', 'colour'],
    key: 'color',
    kind: 'special',
    help: 'Gundam War colour, or M.S. War corps',
    example: 'c:blue',
  },
  { names: ['cost'], key: 'cost', kind: 'number', help: 'cost (total cost in Gundam War)', example: 'cost<=3' },
  { names: ['clash'], key: 'clash', kind: 'number', help: 'M.S. War clash points', example: 'clash>=5' },
  {
    names: ['nation', 'nc', 'nation_cost'],
    key: 'nation_cost',
    kind: 'number',
    help: 'designated nation power',
    example: 'nation>=2',
  },
  {
    names: ['rc', 'resource', 'resource_cost'],
    key: 'resource_cost',
    kind: 'number',
    help: 'Gundam War resource cost (rc:x for X)',
    example: 'rc<=1',
  },
  { names: ['melee', 'atk'], key: 'melee', kind: 'number', help: 'melee (first battle stat)', example: 'melee>=4' },
  {
    names: ['ranged', 'shot'],
    key: 'ranged',
    kind: 'number',
    help: 'ranged (second battle stat)',
    example: 'ranged>2',
  },
  { names: ['hp', 'def'], key: 'hp', kind: 'number', help: 'hit points (third battle stat)', example: 'hp>=5' },
  { names: ['kw', 'keyword'], key: 'keywords', kind: 'text', help: 'has a keyword', example: 'kw:"space battle"' },
  { names: ['o', 'text', 'oracle'], key: 'text', kind: 'text', help: 'words in the card text', example: 'o:destroy' },
  {
    names: ['n', 'name'],
    key: 'name',
    kind: 'text',
    help: 'words in the name (English or Japanese)',
    example: 'n:frame',
  },
  { names: ['num', 'number'], key: 'number', kind: 'text', help: 'card number', example: 'num:GD-01' },
  {
    names: ['id', 'cardid'],
    key: 'card_id',
    kind: 'text',
    help: 'official 9-digit card id (or a card numbered by it)',
    example: 'id:101020126',
  },
  { names: ['code'], key: 'code', kind: 'text', help: 'printed code (type letter and number)', example: 'code:U-347' },
  { names: ['set', 's'], key: 'set', kind: 'text', help: 'set name', example: 'set:demo' },
  { names: ['game', 'g'], key: 'game', kind: 'special', help: 'gw (Gundam War) or ms (M.S. War)', example: 'game:ms' },
  { names: ['r', 'rarity'], key: 'rarity', kind: 'text', help: 'rarity', example: 'r:r' },
  { names: ['corps'], key: 'corps', kind: 'text', help: 'M.S. War corps', example: 'corps:principality' },
  {
    names: ['model'],
    key: 'model',
    kind: 'text',
    help: 'model / unit number (dots and dashes ignored)',
    example: 'model:pz01',
  },
  { names: ['trait', 'traits'], key: 'traits', kind: 'text', help: 'Gundam War trait', example: 'trait:nt' },
  { names: ['terrain'], key: 'terrain', kind: 'special', help: 'space, earth or both', example: 'terrain:space' },
];

const FIELD_BY_NAME = new Map(SEARCH_FIELDS.flatMap((f) => f.names.map((n) => [n, f] as const)));

const TYPE_ALIASES = wordTable<string>({
  'm.s.': 'ms',
  mobilesuit: 'ms',
  generation: 'g',
  char: 'character',
  cmd: 'command',
  op: 'operation',
});
const GAME_ALIASES = wordTable<string>({
  gw: 'gundam-war',
  gundam: 'gundam-war',
  gundamwar: 'gundam-war',
  'gundam-war': 'gundam-war',
  ms: 'ms-war',
  msw: 'ms-war',
  mswar: 'ms-war',
  'ms-war': 'ms-war',
});

function numberTest(op: Comparison, wanted: number): (actual: number) => boolean {
  switch (op) {
    case ':':
    case '=':
      return (a) => a === wanted;
    case '!=':
      return (a) => a !== wanted;
    case '<':
      return (a) => a < wanted;
    case '<=':
      return (a) => a <= wanted;
    case '>':
      return (a) => a > wanted;
    case '>=':
      return (a) => a >= wanted;
  }
}

type FieldNode = Extract<QueryNode, { kind: 'field' }>;

function planField(node: FieldNode): Plan {
  const spec = FIELD_BY_NAME.get(node.field.toLowerCase());
  if (!spec) {
    throw new QueryError(message('search:unknownField', { field: node.field }), node.pos, node.field.length);
  }
  const value = normalize(node.value.trim());
  if (spec.key === 'resource_cost' && value === 'x') return variableCost(node);
  if (spec.kind === 'number') {
    if (!/^[+-]?\d+$/.test(value))
      throw new QueryError(
        message('search:wholeNumber', { field: node.field, value: node.value }),
        node.pos,
        node.length,
      );
    return { kind: 'number', column: spec.key as NumberColumn, test: numberTest(node.op, Number(value)) };
  }
  if (node.op !== ':' && node.op !== '=' && node.op !== '!=') {
    throw new QueryError(message('search:notNumber', { field: node.field, op: node.op }), node.pos, node.length);
  }
  const leaf = textLeaf(spec, value, node);
  return node.op === '!=' ? { kind: 'not', item: leaf } : leaf;
}

/** `rc:x`: a Resource Cost the player chooses. X is no number, so it is only equal or not. */
function variableCost(node: FieldNode): Plan {
  if (node.op !== ':' && node.op !== '=' && node.op !== '!=')
    throw new QueryError(message('search:variableCost', { field: node.field, op: node.op }), node.pos, node.length);
  const leaf: Plan = { kind: 'text', column: 'resource', test: (r) => r === 'x', equals: 'x' };
  return node.op === '!=' ? { kind: 'not', item: leaf } : leaf;
}

function textLeaf(spec: FieldSpec, given: string, node: FieldNode): Plan {
  // Japanese players search in their words: t:ユニット, c:青, terrain:宇宙.
  const value =
    spec.key === 'color' ? (readColor(given) ?? given) : spec.key === 'terrain' ? (readTerrain(given) ?? given) : given;
  switch (spec.key) {
    case 'type': {
      const v =
        TYPE_ALIASES[value] ?? (/^[\x20-\x7e]*$/.test(value) ? value : (readType(value, 'gundam-war') ?? value));
      return { kind: 'text', column: 'type', test: (t) => t.startsWith(v) };
    }
    case 'color':
      return (GUNDAM_WAR_COLORS as readonly string[]).includes(value)
        ? { kind: 'text', column: 'color', test: (c) => c === value }
        : { kind: 'text', column: 'corps', test: (c) => c.startsWith(value) };
    case 'game': {
      const game = GAME_ALIASES[value];
      if (!game) throw new QueryError(message('search:game', { value: node.value }), node.pos, node.length);
      return { kind: 'text', column: 'game', test: (g) => g === game };
    }
    case 'terrain':
      return value === 'both' || (value !== 'space' && value !== 'earth')
        ? { kind: 'text', column: 'terrain', test: (t) => t === value }
        : { kind: 'text', column: 'terrain', test: (t) => t === value || t === 'both' };
    case 'rarity':
      return { kind: 'text', column: 'rarity', test: (r) => r === value, equals: value };
    // A whole id or code, not a part of one: `code:U-34` is not U-347.
    case 'card_id':
      return {
        kind: 'or',
        items: [
          { kind: 'text', column: 'card_id', test: (n) => n === value, equals: value },
          { kind: 'text', column: 'number', test: (n) => n === value, equals: value },
        ],
      };
    case 'code':
      return { kind: 'text', column: 'code', test: (c) => c === value, equals: value };
    case 'model': {
      const v = squashModel(value);
      return { kind: 'text', column: 'model', test: (m) => m.includes(v) };
    }
    default: {
      const column = spec.key as TextColumn;
      return { kind: 'text', column, test: (s) => s.includes(value), contains: value };
    }
  }
}

/** The plan of a parsed query; throws `QueryError` for unknown fields and bad values. */
export function planQuery(node: QueryNode): Plan {
  switch (node.kind) {
    case 'all':
      return node;
    case 'word': {
      const v = normalize(node.value);
      return {
        kind: 'or',
        items: [
          { kind: 'text', column: 'name', test: (n) => n.includes(v), contains: v },
          { kind: 'text', column: 'number', test: (n) => n === v, equals: v },
        ],
      };
    }
    case 'field':
      return planField(node);
    case 'not':
      return { kind: 'not', item: planQuery(node.item) };
    case 'and':
    case 'or':
      return { kind: node.kind, items: node.items.map(planQuery) };
  }
}
