/**
 * `npm run cards -- check [--json] <card-file>...`: reads card files through the import
 * pipeline and prints, for every card, its keywords and how much of it the rules carry out
 * (engine/cards/automation.ts), with the lines left to the players and any problem; then
 * `N cards: S scripted, C compiled, P partial, M manual`. Exit 0; 1 when a card has a problem
 * (a script that does not read, a bad cell); 2 when it could not run (no such file, a file
 * that is not a card file), with a one-line reason.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { automationOf, summarise, summaryLine, type Automation, type AutomationSummary } from '../cards/automation';
import { loadCardFile } from '../cards/import/load';
import { readText, refusal, runIfMain, UsageError, type CommandResult } from './command';

const USAGE = 'usage: npm run cards -- check [--json] <card-file>...';

export interface CheckedCard {
  file: string;
  number: string;
  name: string;
  keywords: string[];
  automation: Automation;
  manual: string[];
  problems: string[];
}

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]}; ${USAGE}`);
  }
}

function checkFile(path: string): CheckedCard[] {
  const result = loadCardFile(readText(path, 'card file'), basename(path), { skipInvalid: true });
  if (result.error && result.cards.length === 0 && result.issues.length === 0)
    throw new UsageError(`${path}: ${result.error}`);
  const out: CheckedCard[] = result.cards.map((card) => ({
    file: path,
    number: card.number,
    name: card.name,
    keywords: card.keywords.map((k) => k.label),
    ...automationOf(card),
    problems: [],
  }));
  for (const issue of result.issues) {
    out.push({
      file: path,
      number: issue.number ?? issue.where,
      name: '',
      keywords: [],
      automation: 'manual',
      manual: [],
      problems: [`${issue.where}: ${issue.reason}`],
    });
  }
  return out;
}

function textReport(cards: CheckedCard[], summary: AutomationSummary): string {
  const lines: string[] = [];
  for (const c of cards) {
    const head = `${c.number}${c.name ? ` ${c.name}` : ''}: ${c.problems.length ? 'problem' : c.automation}${c.keywords.length ? `; keywords: ${c.keywords.join(', ')}` : ''}`;
    lines.push(head);
    for (const m of c.manual) lines.push(`  manual: ${m}`);
    for (const p of c.problems) lines.push(`  problem: ${p}`);
  }
  lines.push(summaryLine(summary));
  return `${lines.join('\n')}\n`;
}

export function cardsCommand(argv: string[]): CommandResult {
  try {
    const { values, positionals } = options(argv);
    if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    const [command, ...files] = positionals;
    if (command !== 'check') throw new UsageError(command ? `unknown command "${command}"; ${USAGE}` : USAGE);
    if (files.length === 0) throw new UsageError(`name at least one card file; ${USAGE}`);
    const cards = files.flatMap(checkFile);
    const summary = summarise(cards.filter((c) => c.problems.length === 0));
    const code = cards.some((c) => c.problems.length) ? 1 : 0;
    if (values.json) {
      const json = {
        cards: cards.map(({ number, name, automation, manual, problems }) => ({
          number,
          name,
          automation,
          manual,
          problems,
        })),
        summary,
      };
      return { code, stdout: `${JSON.stringify(json, null, 2)}\n`, stderr: '' };
    }
    return { code, stdout: textReport(cards, summary), stderr: '' };
  } catch (error) {
    return refusal('cards', error);
  }
}

runIfMain(import.meta.url, cardsCommand);
