import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// The engine runs in a worker and in plain Node; it must never pull in UI,
// database or desktop code (docs/architecture.md, "direction of dependencies").
const FORBIDDEN =
  /from\s+['"](react|react-dom|dexie|dexie-react-hooks|electron|@dnd-kit\/[\w-]+)['"/]|from\s+['"](\.\.\/)+(renderer|electron)\//;
const ENGINE_DIR = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('engine purity', () => {
  it('imports no UI, database or desktop modules', () => {
    const offenders = sourceFiles(ENGINE_DIR)
      .filter((file) => !file.endsWith('purity.test.ts'))
      .filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ENGINE_DIR, file));
    expect(offenders).toEqual([]);
  });

  it('the check itself catches a forbidden import', () => {
    // Built from parts so that source scanners don't mistake these samples for real imports.
    const from = (module: string) => `import { x } ${'from'} '${module}';`;
    expect(FORBIDDEN.test(from('react'))).toBe(true);
    expect(FORBIDDEN.test(from('../../renderer/db'))).toBe(true);
    expect(FORBIDDEN.test(`import { shuffle } from './core/prng';`)).toBe(false);
  });
});
