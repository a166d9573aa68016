/**
 * `npm run bench`: runs every bench/*.bench.ts in its own process (so one
 * benchmark's warm caches don't flatter the next) and prints their figures.
 * `npm run bench -- cards` runs only the files whose name contains "cards".
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

let failed = 0;
for (const file of files) {
  process.stdout.write(`\n## ${file.replace('.bench.ts', '')}\n`);
  const result = spawnSync('npx', ['tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    process.stdout.write(`(${file} failed with exit code ${result.status})\n`);
  }
}
if (files.length === 0) process.stdout.write('No benchmarks matched.\n');
process.exitCode = failed ? 1 : 0;
