/**
 * `tsx scripts/run-bundled.ts <main.ts> [<worker.ts>...] -- <args>`: runs a command of the engine
 * from bundles (scripts/bundle-entry.ts says why: tsx's loader slows the engine), with
 * plain Node, passing on its arguments, output and exit code. Each further entry (a worker
 * thread's script) is bundled beside the first, as `<name>.mjs`, where the command looks for it.
 *
 * The bundles live under node_modules/.cache (so that Node finds the packages they import) in a
 * folder of this process's own, removed when the command ends; folders left by a run that was
 * killed are removed by the next.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleEntry } from './bundle-entry';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'sortie-run');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function removeAbandoned(): void {
  let names: string[] = [];
  try {
    names = readdirSync(CACHE);
  } catch {
    return;
  }
  for (const name of names) if (!alive(Number(name))) rmSync(join(CACHE, name), { recursive: true, force: true });
}

function main(argv: string[]): number {
  const dash = argv.indexOf('--');
  const entries = (dash < 0 ? argv.slice(0, 1) : argv.slice(0, dash)).map((e) => resolve(ROOT, e));
  const args = dash < 0 ? argv.slice(1) : argv.slice(dash + 1);
  if (!entries.length) {
    process.stderr.write('run-bundled: name the command to run (e.g. engine/cli/simulate.ts)\n');
    return 2;
  }
  removeAbandoned();
  const dir = join(CACHE, String(process.pid));
  mkdirSync(dir, { recursive: true });
  // Ctrl+C reaches the command too (same process group); this process waits for it to stop, then cleans up.
  process.on('SIGINT', () => {});
  try {
    const outputs = entries.map((entry) => join(dir, `${basename(entry).replace(/\.ts$/, '')}.mjs`));
    entries.forEach((entry, i) => bundleEntry(entry, outputs[i]));
    const run = spawnSync(process.execPath, [outputs[0], ...args], { stdio: 'inherit' });
    if (run.error) throw run.error;
    return run.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = main(process.argv.slice(2));
