/**
 * Every regular expression the parsers of user-supplied text use, collected rather than listed by
 * hand, so a pattern added to any of them is checked without anyone remembering to (redos.test.ts):
 *
 * - the literals (`/…/`) in every project source file the parsers import, directly or not — the
 *   import graph as esbuild resolves it from the entry points, each file read for its literals
 *   with acorn after esbuild has stripped its types;
 * - the patterns built at run time (`new RegExp(…)`: the keyword registry, the card-text compilers,
 *   the terrain words), recorded as project code constructs them while `run` drives the parsers.
 *
 * Third-party code (Papa Parse, zod, i18next) is left out: its patterns are not ours to fix.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Parser } from 'acorn';
import { buildSync, transformSync } from 'esbuild';

export interface FoundPattern {
  source: string;
  flags: string;
  /** Where it was found: a file of the project, or the file whose code built it. */
  where: string;
}

const projectFile = (path: string) => !path.includes('node_modules') && /\.tsx?$/.test(path);

/** The project files `entries` import, directly or not (and the entries themselves), as absolute paths. */
export function importedFiles(entries: readonly string[]): string[] {
  const built = buildSync({
    entryPoints: [...entries],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    outdir: 'unused',
    logLevel: 'silent',
  });
  // The metafile names inputs relative to the working directory, which esbuild takes from the process.
  return Object.keys(built.metafile.inputs)
    .filter(projectFile)
    .map((path) => resolve(path))
    .sort();
}

type Node = { type?: unknown; regex?: { pattern: string; flags: string } } & Record<string, unknown>;

/** The regular-expression literals of one TypeScript file. */
export function literalsIn(file: string): FoundPattern[] {
  const js = transformSync(readFileSync(file, 'utf8'), { loader: file.endsWith('x') ? 'tsx' : 'ts' }).code;
  const found: FoundPattern[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const { regex } = node as Node;
    if (regex) found.push({ source: regex.pattern, flags: regex.flags, where: file });
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(Parser.parse(js, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

/** The project file whose code called `new RegExp` in this stack (its first frame outside this file), if any. */
function builtBy(stack: string): string | undefined {
  for (const line of stack.split('\n').slice(1)) {
    const frame = /\(?(?:file:\/\/)?(\/[^():]+):\d+:\d+\)?$/.exec(line.trim());
    if (!frame || frame[1].endsWith('/hostile/patterns.ts')) continue;
    return projectFile(frame[1]) ? frame[1] : undefined;
  }
  return undefined;
}

/**
 * The patterns project code builds while `run` runs: the global RegExp is wrapped for that long,
 * so modules `run` imports afresh build theirs through it too.
 */
export async function patternsBuiltBy(run: () => Promise<void>): Promise<FoundPattern[]> {
  const found: FoundPattern[] = [];
  const original = globalThis.RegExp;
  const record = (made: RegExp) => {
    const where = builtBy(new Error().stack ?? '');
    if (where) found.push({ source: made.source, flags: made.flags, where });
    return made;
  };
  globalThis.RegExp = new Proxy(original, {
    construct: (target, args, newTarget) => record(Reflect.construct(target, args, newTarget) as RegExp),
    apply: (target, self, args) => record(Reflect.apply(target, self, args) as RegExp),
  });
  try {
    await run();
  } finally {
    globalThis.RegExp = original;
  }
  return found;
}
