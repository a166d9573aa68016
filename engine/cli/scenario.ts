/**
 * `npm run scenario -- <file-or-dir>...`: runs scenario files, prints pass/fail per scenario
 * with what differed, and exits 1 if any failed. A file that cannot be run (unreadable, too
 * large, not a JSON object, zones of more cards than a table holds) is named in one line on
 * stderr and the command exits 2 once the others have run, as `validate` and `cards` do.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { runScenarioFile, scenarioFiles } from '../scenario/files';
import { firstLine, runIfMain, type CommandResult } from './command';
import { checkScenarioFile } from './scenario-file';
import { cli, ToldError } from './told';
import { createTranslator } from '../i18n/translate';

const USAGE = 'usage: npm run scenario -- <file-or-dir>...  (e.g. engine/games/ms-war/scenarios)\n';

export function runScenarioCommand(args: string[]): CommandResult {
  if (!args.length) return { code: 2, stdout: '', stderr: USAGE };
  const missing = args.filter((a) => !existsSync(a));
  if (missing.length) return { code: 2, stdout: '', stderr: `scenario: not found: ${missing.join(', ')}\n` };
  const say = createTranslator('en');
  let stdout = '';
  let stderr = '';
  let failed = 0;
  let refused = 0;
  const files = scenarioFiles(args);
  for (const file of files) {
    const where = relative(process.cwd(), file);
    try {
      checkScenarioFile(file);
      const r = runScenarioFile(file);
      if (r.passed) stdout += `PASS  ${r.name}  (${where})\n`;
      else {
        failed++;
        stdout += `FAIL  ${r.name}  (${where})\n      rule: ${r.rule}\n${r.failures.map((f) => `    - ${f}`).join('\n')}\n`;
      }
    } catch (error) {
      refused++;
      const msg =
        error instanceof ToldError ? error.msg : cli('refused.unreadable', { path: where, reason: firstLine(error) });
      stderr += `scenario: ${say(msg).split('\n')[0]}\n`;
    }
  }
  const ran = files.length - refused;
  stdout += `\n${ran - failed} passed, ${failed} failed, ${refused} not run, ${files.length} scenario files\n`;
  return { code: refused ? 2 : failed ? 1 : 0, stdout, stderr };
}

runIfMain(import.meta.url, runScenarioCommand);
