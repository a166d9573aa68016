/**
 * `npm run scenario -- <file-or-dir>...`: runs scenario files, prints pass/fail per
 * scenario with what differed, and exits 1 if any failed.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { runScenarioFile, scenarioFiles } from '../scenario/files';

const args = process.argv.slice(2);
if (!args.length) {
  process.stderr.write('usage: npm run scenario -- <file-or-dir>...  (e.g. engine/games/ms-war/scenarios)\n');
  process.exit(2);
}
const missing = args.filter((a) => !existsSync(a));
if (missing.length) {
  process.stderr.write(`not found: ${missing.join(', ')}\n`);
  process.exit(2);
}
let failed = 0;
const files = scenarioFiles(args);
for (const file of files) {
  const r = runScenarioFile(file);
  const where = relative(process.cwd(), file);
  if (r.passed) process.stdout.write(`PASS  ${r.name}  (${where})\n`);
  else {
    failed++;
    process.stdout.write(
      `FAIL  ${r.name}  (${where})\n      rule: ${r.rule}\n${r.failures.map((f) => `    - ${f}`).join('\n')}\n`,
    );
  }
}
process.stdout.write(`\n${files.length - failed} passed, ${failed} failed, ${files.length} scenarios\n`);
process.exit(failed ? 1 : 0);
