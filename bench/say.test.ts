/**
 * `npm run bench` speaks the reader's language (bench/say.ts): its usage and a few tiny runs in
 * Japanese leave no English word but notation, and every label the benchmarks print is a
 * message of bench/locales. No figure is asserted: the benchmarks print them.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from './locales/en/bench.json' with { type: 'json' };

const ROOT = new URL('../', import.meta.url).pathname;
const BENCH = new URL('./', import.meta.url).pathname;

function bench(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/index.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'ja_JP.UTF-8', ...env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Latin words left once notation goes: commands, options, file names, units, abbreviations. */
function english(text: string): string[] {
  const rest = text
    .replace(/^## [\w-]+$/gm, ' ')
    .replace(/npm run [\w:-]+( -- \w+)?|bench\/[\w*./]+|--\w+|\ben\|ja\b|\bLANG\b/g, ' ')
    .replace(/\b(ms|µs|MB|fps|px|p95|p99|CPU|V8|AI|IndexedDB|JSON|CSV|M\.S\.|taskset -c 0|cards-ui|bench)\b/g, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('npm run bench in Japanese', { timeout: 120_000 }, () => {
  it('prints its usage in Japanese with LANG=ja, and in English with --lang en', () => {
    const ja = bench(['--help']);
    expect(ja.code).toBe(0);
    expect(ja.stdout).toMatch(/^使い方: npm run bench/);
    expect(english(ja.stdout)).toEqual([]);
    const enRun = bench(['--help', '--lang', 'en']);
    expect(enRun.stdout).toBe(`${en.usage}\n`);
  });

  it('refuses an unknown language or option in one line, in the locale language', () => {
    const bad = bench(['--lang', 'fr']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^bench: --lang fr: Sortie が話す言語ではありません/);
    expect(bench(['--bogus'], { LANG: 'C' }).stderr).toBe('bench: --bogus: not an option of npm run bench (see --help)\n');
  });

  it('prints tiny runs of two benchmarks without an English word', () => {
    const run = bench(['engine-selfcheck', 'gundam-war-properties'], { GW_PROPERTY_GAMES: '1' });
    expect(run.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
    expect(run.stdout).toContain('シード付き50枚のシャッフル');
    expect(run.stdout).toContain('ガンダムウォーの性質: ランダム対戦1局');
    expect(run.stdout).toMatch(/終わり方: 本国へのダメージ \d+、本国切れ \d+、汚染 \d+、引き分け \d+/);
    expect(english(run.stdout)).toEqual([]);
  });
});

describe('every label a benchmark prints is a message', () => {
  const sources = readdirSync(BENCH)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [f, readFileSync(`${BENCH}${f}`, 'utf8')] as const);

  it('writes no words of its own to stdout', () => {
    for (const [file, source] of sources) {
      for (const [, arg] of source.matchAll(/process\.stdout\.write\((.*)\);?$/gm)) {
        const words = arg.replace(/\$\{[^}]*\}/g, '').replace(/'\\n'|"\\n"/g, '');
        expect(words.match(/[A-Za-z]{2,}/g), `${file}: process.stdout.write(${arg})`).toBeNull();
      }
    }
  });

  it('names only keys of the catalog', () => {
    const has = (key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !==
      undefined;
    for (const [file, source] of sources) {
      for (const [, key] of source.matchAll(/\bsa(?:y|yLine|id)\('([\w.-]+)'/g)) expect(has(key), `${file}: ${key}`).toBe(true);
    }
  });
});
