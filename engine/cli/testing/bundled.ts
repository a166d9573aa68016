/**
 * A command of engine/cli run as a child process, as organisers run it: exit code, stdout and
 * stderr, the environment's language. Bundled once per test file by esbuild (the compiler tsx
 * runs it through too) and started with plain Node: tsx compiled the command's modules afresh at
 * every start, 1.5–2 s of CPU a run, so a test of nine runs went past its timeout on a loaded
 * machine. A bundle starts in about 0.2 s.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `engine/cli/<command>.ts` from `cwd` with `env` over this process's environment. */
export function bundledCommand(command: 'validate' | 'cards') {
  let bundle = '';
  return (cwd: string, env: NodeJS.ProcessEnv, args: string[]): CommandRun => {
    if (!bundle) {
      bundle = join(mkdtempSync(join(tmpdir(), `sortie-${command}-bundle-`)), `${command}.mjs`);
      buildSync({
        entryPoints: [new URL(`../${command}.ts`, import.meta.url).pathname],
        bundle: true,
        platform: 'node',
        format: 'esm',
        mainFields: ['module', 'main'],
        outfile: bundle,
        logLevel: 'warning',
      });
    }
    const r = spawnSync(process.execPath, [bundle, ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
}
