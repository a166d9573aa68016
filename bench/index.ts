/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process (so one
 * benchmark's warm caches don't flatter the next), each bundled as the app bundles the engine,
 * and prints their figures.
 * `npm run bench -- cards` runs only the files whose name contains "cards";
 * `--lang en|ja` (else the locale) is the language of the figures, passed on to each file.
 */
import { readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LANGUAGE_CODES } from '../engine/i18n/languages';
import { cliLanguage } from '../engine/cli/lang';
import { bundleEntry } from '../scripts/bundle-entry';
import { say, sayLine } from './say';

function options(argv: string[]): { lang: string; filters: string[]; help: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { lang: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: false,
  });
  const unknown = Object.keys(values).find((k) => k !== 'lang' && k !== 'help');
  if (unknown) throw new Error(say('unknownOption', { option: `--${unknown}` }));
  const flag = typeof values.lang === 'string' ? values.lang : undefined;
  let lang: string;
  try {
    lang = cliLanguage(flag);
  } catch {
    throw new Error(say('badLanguage', { flag: flag ?? '', codes: LANGUAGE_CODES.join('|') }));
  }
  return { lang, filters: positionals, help: values.help === true };
}

function main(): number {
  let run: ReturnType<typeof options>;
  try {
    run = options(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`bench: ${(error as Error).message}\n`);
    return 2;
  }
  if (run.help) {
    sayLine('usage');
    return 0;
  }
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => run.filters.length === 0 || run.filters.some((x) => f.includes(x)))
    .sort();

  let failed = 0;
  for (const file of files) {
    process.stdout.write(`\n## ${file.replace('.bench.ts', '')}\n`);
    // The engine as the app runs it: one bundle, without tsx's loader (scripts/bundle-entry.ts
    // says why). It sits beside its source so that paths it finds from its own address hold.
    const bundle = `${dir}${file.replace(/\.ts$/, '.bundle.mjs')}`;
    let result: ReturnType<typeof spawnSync>;
    try {
      bundleEntry(`${dir}${file}`, bundle);
      result = spawnSync(process.execPath, [bundle, '--lang', run.lang], { stdio: 'inherit' });
    } finally {
      rmSync(bundle, { force: true });
    }
    if (result.status !== 0) {
      failed++;
      sayLine('failed', { file, code: String(result.status) });
    }
  }
  if (files.length === 0) sayLine('noneMatched');
  return failed ? 1 : 0;
}

process.exitCode = main();
