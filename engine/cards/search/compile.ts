/**
 * Compiles a query tree into one predicate over indexed cards. Field names and
 * their meaning are listed in docs/search.md (and the app's help popover, which
 * reads `SEARCH_FIELDS`).
 */
import { GUNDAM_WAR_COLORS } from '../model';
import { normalize, squashModel, type IndexedCard } from './index-cards';
import { parseQuery, type QueryNode } from './parse';
import { QueryError, type Comparison } from './tokens';

export type CardMatcher = (entry: IndexedCard) => boolean;

type NumberKey = 'cost' | 'clash' | 'nation_cost' | 'melee' | 'ranged' | 'hp';
type TextKey = 'name' | 'number' | 'text' | 'set' | 'corps' | 'model' | 'keywords' | 'traits' | 'rarity';
type SpecialKey = 'type' | 'color' | 'game' | 'terrain';

interface FieldSpec {
  names: string[];
  help: string;
  example: string;
  key: NumberKey | TextKey | SpecialKey;
  kind: 'number' | 'text' | 'special';
}

export const SEARCH_FIELDS: readonly FieldSpec[] = [
  { names: ['t', 'type'], key: 'type', kind: 'special', help: 'card type (prefix is enough)', example: 't:unit' },
  { names: ['c', 'color', 'colour'], key: 'color', kind: 'special', help: 'Gundam War colour, or M.S. War corps', example: 'c:blue' },
  { names: ['cost'], key: 'cost', kind: 'number', help: 'cost (total cost in Gundam War)', example: 'cost<=3' },
  { names: ['clash'], key: 'clash', kind: 'number', help: 'M.S. War clash points', example: 'clash>=5' },
  { names: ['nation', 'nc', 'nation_cost'], key: 'nation_cost', kind: 'number', help: 'designated nation power', example: 'nation>=2' },
  { names: ['melee', 'atk'], key: 'melee', kind: 'number', help: 'melee (first battle stat)', example: 'melee>=4' },
  { names: ['ranged', 'shot'], key: 'ranged', kind: 'number', help: 'ranged (second battle stat)', example: 'ranged>2' },
  { names: ['hp', 'def'], key: 'hp', kind: 'number', help: 'hit points (third battle stat)', example: 'hp>=5' },
  { names: ['kw', 'keyword'], key: 'keywords', kind: 'text', help: 'has a keyword', example: 'kw:"space battle"' },
  { names: ['o', 'text', 'oracle'], key: 'text', kind: 'text', help: 'words in the card text', example: 'o:destroy' },
  { names: ['n', 'name'], key: 'name', kind: 'text', help: 'words in the name (English or Japanese)', example: 'n:frame' },
  { names: ['num', 'number'], key: 'number', kind: 'text', help: 'card number', example: 'num:GD-01' },
  { names: ['set', 's'], key: 'set', kind: 'text', help: 'set name', example: 'set:demo' },
  { names: ['game', 'g'], key: 'game', kind: 'special', help: 'gw (Gundam War) or ms (M.S. War)', example: 'game:ms' },
  { names: ['r', 'rarity'], key: 'rarity', kind: 'text', help: 'rarity', example: 'r:r' },
  { names: ['corps'], key: 'corps', kind: 'text', help: 'M.S. War corps', example: 'corps:principality' },
  { names: ['model'], key: 'model', kind: 'text', help: 'model / unit number (dots and dashes ignored)', example: 'model:pz01' },
  { names: ['trait', 'traits'], key: 'traits', kind: 'text', help: 'Gundam War trait', example: 'trait:nt' },
  { names: ['terrain'], key: 'terrain', kind: 'special', help: 'space, earth or both', example: 'terrain:space' },
];

const FIELD_BY_NAME = new Map(SEARCH_FIELDS.flatMap((f) => f.names.map((n) => [n, f] as const)));

const TYPE_ALIASES: Record<string, string> = { 'm.s.': 'ms', mobilesuit: 'ms', generation: 'g', char: 'character', cmd: 'command', op: 'operation' };
const GAME_ALIASES: Record<string, string> = {
  gw: 'gundam-war',
  gundam: 'gundam-war',
  gundamwar: 'gundam-war',
  'gundam-war': 'gundam-war',
  ms: 'ms-war',
  msw: 'ms-war',
  mswar: 'ms-war',
  'ms-war': 'ms-war',
};

function compare(op: Comparison, actual: number, wanted: number): boolean {
  switch (op) {
    case ':':
    case '=':
      return actual === wanted;
    case '!=':
      return actual !== wanted;
    case '<':
      return actual < wanted;
    case '<=':
      return actual <= wanted;
    case '>':
      return actual > wanted;
    case '>=':
      return actual >= wanted;
  }
}

function compileField(node: Extract<QueryNode, { kind: 'field' }>): CardMatcher {
  const spec = FIELD_BY_NAME.get(node.field.toLowerCase());
  if (!spec) {
    throw new QueryError(`Unknown field "${node.field}". Fields: t, c, cost, clash, kw, o, set, game, n, r, and more in the help`, node.pos, node.field.length);
  }
  const value = normalize(node.value.trim());
  const negate = node.op === '!=';
  if (spec.kind === 'number') {
    if (!/^[+-]?\d+$/.test(value)) throw new QueryError(`${node.field} needs a whole number (got "${node.value}")`, node.pos, node.length);
    const wanted = Number(value);
    const key = spec.key as NumberKey;
    // Absent values are NaN, which no comparison accepts (and != only accepts real values).
    return (e) => {
      const actual = e[key];
      return actual === actual && compare(node.op, actual, wanted);
    };
  }
  if (node.op !== ':' && node.op !== '=' && node.op !== '!=') {
    throw new QueryError(`${node.field} is not a number, so use ${node.field}:value (not ${node.op})`, node.pos, node.length);
  }
  const test = textTest(spec, value, node);
  return negate ? (e) => !test(e) : test;
}

function textTest(spec: FieldSpec, value: string, node: Extract<QueryNode, { kind: 'field' }>): CardMatcher {
  switch (spec.key) {
    case 'type': {
      const v = TYPE_ALIASES[value] ?? value;
      return (e) => e.type === v || e.type.startsWith(v);
    }
    case 'color': {
      const isColor = (GUNDAM_WAR_COLORS as readonly string[]).includes(value);
      return isColor ? (e) => e.color === value : (e) => e.corps.startsWith(value);
    }
    case 'game': {
      const game = GAME_ALIASES[value];
      if (!game) throw new QueryError(`game must be gw (Gundam War) or ms (M.S. War) (got "${node.value}")`, node.pos, node.length);
      return (e) => e.card.game === game;
    }
    case 'terrain':
      return value === 'both' ? (e) => e.terrain === 'both' : (e) => e.terrain === value || (e.terrain === 'both' && (value === 'space' || value === 'earth'));
    case 'rarity':
      return (e) => e.rarity === value;
    case 'model': {
      const v = squashModel(value);
      return (e) => e.model.includes(v);
    }
    default: {
      const key = spec.key as TextKey;
      return (e) => e[key].includes(value);
    }
  }
}

function compileNode(node: QueryNode): CardMatcher {
  switch (node.kind) {
    case 'all':
      return () => true;
    case 'word': {
      const v = normalize(node.value);
      return (e) => e.name.includes(v) || e.number === v;
    }
    case 'field':
      return compileField(node);
    case 'not': {
      const inner = compileNode(node.item);
      return (e) => !inner(e);
    }
    case 'and': {
      const parts = node.items.map(compileNode);
      return (e) => {
        for (let i = 0; i < parts.length; i++) if (!parts[i](e)) return false;
        return true;
      };
    }
    case 'or': {
      const parts = node.items.map(compileNode);
      return (e) => {
        for (let i = 0; i < parts.length; i++) if (parts[i](e)) return true;
        return false;
      };
    }
  }
}

/** Parses and compiles a query; throws `QueryError` (with a position) when it is malformed. */
export function compileQuery(query: string): CardMatcher {
  return compileNode(parseQuery(query));
}
