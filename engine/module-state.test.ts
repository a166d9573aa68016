/**
 * No module-level mutable state in engine/ (docs/architecture.md): what a game remembers between
 * steps lives in the module's memo (core/memo.ts), what one step keeps lives on its draft.
 *
 * Read from the source, declaration by declaration at the top level of each file:
 * - a top-level `let` is state, always;
 * - a top-level WeakMap or WeakSet is state (a cache, by what it is for);
 * - a top-level `const` holding a Map, Set, array or object literal is state when a function of
 *   the file changes it (`.set(`, `.add(`, `.push(`, `x[k] = …`, …, also through a local name
 *   for it); one built once as the file loads and never changed after — a constant lookup table,
 *   best frozen or typed read-only — is not.
 * The files that still hold state are listed below with what each holds; a new one fails, and so
 * does an entry that no longer holds any (the list only shrinks).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');

/**
 * Each file's module-level state, and why it is still there. "compile-once": a WeakMap from an
 * object the engine never edits (a printed card, a catalog) to what is worked out from it alone,
 * so it answers what working it out again would. "cache": remembered between steps or sessions,
 * still to move into the module's memo. "runtime": the engine's own bookkeeping (ids, sessions).
 */
const KNOWN: Record<string, { names: string[]; kind: 'compile-once' | 'cache' | 'runtime' }> = {
  'engine/api.ts': { names: ['sessions', 'nextSession'], kind: 'runtime' },
  'engine/core/draft.ts': { names: ['slotCount'], kind: 'runtime' },
  'engine/core/ids.ts': { names: ['TEXTS'], kind: 'runtime' },
  'engine/core/layout.ts': { names: ['defsByKey'], kind: 'compile-once' },
  'engine/core/setup.ts': { names: ['catalogs'], kind: 'compile-once' },
  'engine/cards/keywords/parse.ts': { names: ['compiled', 'keywordWork'], kind: 'compile-once' },
  'engine/cards/search/index-cards.ts': { names: ['cache'], kind: 'compile-once' },
  'engine/decks/names.ts': { names: ['baseNames', 'buildingNames', 'printingKeys'], kind: 'compile-once' },
  'engine/decks/validate.ts': { names: ['pools'], kind: 'compile-once' },
  'engine/decks/refs.ts': { names: ['cardNames', 'matchers'], kind: 'compile-once' },
  'engine/games/gundam-war/card-text.ts': { names: ['printed'], kind: 'compile-once' },
  'engine/games/gundam-war/continuous.ts': { names: ['recent', 'nextSeen', 'lastSeen'], kind: 'cache' },
  'engine/games/gundam-war/keywords/restrict-1.ts': { names: ['plainNames'], kind: 'compile-once' },
  'engine/games/gundam-war/read.ts': { names: ['shapes'], kind: 'compile-once' },
  'engine/games/gundam-war/script.ts': { names: ['cache'], kind: 'compile-once' },
  'engine/games/gundam-war/seat-table.ts': { names: ['profiles', 'infos'], kind: 'compile-once' },
  'engine/games/ms-war/cards.ts': { names: ['byCatalog', 'factsByCard'], kind: 'compile-once' },
  'engine/games/ms-war/chain.ts': { names: ['closeWindow'], kind: 'runtime' },
};

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const CONTAINER = /^(?:export )?const (\w+)\b[^=]*=\s*(?:new (?:Map|Set|Array)\b|\[|\{)/;
const WEAK = /^(?:export )?const (\w+)\b[^=]*=\s*new Weak(?:Map|Set)\b/;
const LET = /^(?:export )?let (\w+)/;

const escape = (name: string) => name.replace(/\$/g, '\\$');

/**
 * Whether the file changes the container `name` other than as it loads (a line of a function:
 * indented, or a one-line arrow function), directly or through a local name given to it.
 */
function changes(text: string, name: string, depth = 0): boolean {
  const n = escape(name);
  const change = new RegExp(
    `\\b${n}(?:\\.(?:set|add|push|delete|clear|splice|pop|shift|unshift|fill|sort|reverse)\\(|(?:\\[[^\\]\\n]*\\]|\\.\\w+)\\s*(?:=(?!=)|\\?\\?=|\\|\\|=|\\+=|-=|\\+\\+))`,
  );
  const loading = new RegExp(`^(?:for|if|while)\\b|^${n}\\b`);
  const lines = text.split('\n');
  if (lines.some((line) => change.test(line) && !loading.test(line))) return true;
  if (depth > 0) return false;
  for (const m of text.matchAll(new RegExp(`(?:const|let) (\\w+) = ${n};`, 'g')))
    if (changes(text, m[1], depth + 1)) return true;
  return false;
}

/** The names of a file's module-level state. */
export function moduleState(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const l = LET.exec(line);
    if (l) out.push(l[1]);
    const w = WEAK.exec(line);
    if (w) out.push(w[1]);
    const c = CONTAINER.exec(line);
    if (c && !line.includes('Object.freeze(') && changes(text, c[1])) out.push(c[1]);
  }
  return out;
}

describe('engine module-level state', () => {
  const found: Record<string, string[]> = {};
  for (const file of sources(join(ROOT, 'engine'))) {
    const names = moduleState(readFileSync(file, 'utf8'));
    if (names.length) found[relative(ROOT, file)] = names;
  }

  it('is only what the list of files still holding state names', () => {
    const unlisted = Object.entries(found)
      .map(([file, names]) => [file, names.filter((n) => !KNOWN[file]?.names.includes(n))] as const)
      .filter(([, names]) => names.length > 0);
    expect(Object.fromEntries(unlisted), 'module-level state: move it into the memo or the draft').toEqual({});
  });

  it('lists nothing that is gone (the list only shrinks)', () => {
    const gone = Object.entries(KNOWN)
      .map(([file, k]) => [file, k.names.filter((n) => !found[file]?.includes(n))] as const)
      .filter(([, names]) => names.length > 0);
    expect(Object.fromEntries(gone)).toEqual({});
  });

  it('tells state from a constant table', () => {
    expect(moduleState('let n = 0;')).toEqual(['n']);
    expect(moduleState('const seen = new Map();\nfunction f() { seen.set(1, 2); }')).toEqual(['seen']);
    expect(moduleState('const out = [];\nconst f = () => { out[3] = 1; };')).toEqual(['out']);
    expect(moduleState("const TABLE = new Map([['a', 1]]);\nconst f = () => TABLE.get('a');")).toEqual([]);
    expect(moduleState('const NONE = Object.freeze([]);')).toEqual([]);
    expect(moduleState("const WORDS = {};\nfor (const w of ['a']) WORDS[w] = 1;")).toEqual([]);
    expect(moduleState('const seen = new WeakMap();')).toEqual(['seen']);
    expect(moduleState('const buf = [];\nfunction f() {\n  const out = buf;\n  out[0] = 1;\n}')).toEqual(['buf']);
  });
});
