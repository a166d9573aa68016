/**
 * No arrow from a lower layer of engine/ to a higher one (docs/architecture.md, "Who may import
 * whom"). Import cycles anywhere in the repository are oxlint's `import/no-cycle` (.oxlintrc.json,
 * run by `npm run lint`); this test checks what that rule cannot: the direction between folders.
 * Type-only imports count too: they are arrows between layers all the same (the core taking a
 * deck type from engine/decks was one).
 *
 * The import graph is read from the `import … from` / `export … from` statements of each
 * source file rather than with a package: dpdm and madge read TypeScript through the
 * TypeScript compiler's JavaScript API, which the native TypeScript 7 this project uses does
 * not offer in a stable form, and es-module-lexer reads JavaScript, not TypeScript's type
 * syntax. Our sources are formatted by oxfmt, so every import is a statement of its own.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE_DIR = new URL('.', import.meta.url).pathname;

const STATEMENT =
  /(?:^|\n)[ \t]*(?:import|export)\b[^;'"()=]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]/g;

/** The relative specifiers a module's source imports or re-exports from. */
export function importSpecifiers(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(STATEMENT)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) out.push(spec);
  }
  return out;
}

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Arrows that would run upwards (docs/architecture.md, "Who may import whom"): the core knows
 * no deck, effect system or game, the effect system knows no game, and neither game knows the
 * other. The key is a folder of engine/; the values are folders its files may not import.
 */
const FORBIDDEN: Record<string, string[]> = {
  'core/': ['decks/', 'effects/', 'games/', 'scenario/', 'sim/', 'ai/', 'cli/', 'api.ts', 'worker.ts'],
  'effects/': ['decks/', 'games/', 'scenario/', 'sim/', 'ai/', 'cli/', 'api.ts', 'worker.ts'],
  'abilities/': ['core/setup', 'decks/', 'effects/', 'games/', 'scenario/', 'sim/', 'ai/', 'cli/', 'api.ts'],
  'games/ms-war/': ['games/gundam-war/', 'ai/', 'cli/', 'api.ts'],
  'games/gundam-war/': ['games/ms-war/', 'ai/', 'cli/', 'api.ts'],
};

function engineGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(ENGINE_DIR)) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((spec) => resolveModule(file, spec))
      .filter((t): t is string => t !== null && t.startsWith(ENGINE_DIR));
    graph.set(relative(ENGINE_DIR, file), [...new Set(targets.map((t) => relative(ENGINE_DIR, t)))]);
  }
  return graph;
}

describe('engine import graph', () => {
  it('has no arrow from a lower layer to a higher one', () => {
    const upward: string[] = [];
    for (const [file, targets] of engineGraph()) {
      for (const [folder, forbidden] of Object.entries(FORBIDDEN)) {
        if (!file.startsWith(folder) || file.endsWith('.test.ts')) continue;
        for (const t of targets) if (forbidden.some((f) => t.startsWith(f))) upward.push(`${file} → ${t}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('the reader finds every form of import', () => {
    // Built from parts so that this file's own import scan does not see them as imports.
    const from = 'from';
    const source = [
      `import { a } ${from} './a';`,
      `import type { B } ${from} '../b';`,
      `import {\n  c,\n  d,\n} ${from} './c';`,
      `export { e } ${from} './e';`,
      `export * ${from} './f';`,
      `import './g';`,
      `import { z } ${from} 'zod';`,
      `const s = 'not an import ${from} ./h';`,
    ].join('\n');
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './c', './e', './f', './g']);
  });
});
