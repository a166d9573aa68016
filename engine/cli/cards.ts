/**
 * `npm run cards -- coverage [--json] <card-file>...`: how much of the files' text the compiler reads, per
 * family of text, with the unread spans in ⟦brackets⟧ (engine/abilities/compile/coverage.ts).
 *
 * `npm run cards -- check [--json] [--lang en|ja] <card-file>...`: reads card files through the import
 * pipeline and prints, for every card, its keywords and how much of it the rules carry out
 * (engine/cards/automation.ts), with the lines left to the players and any problem; then
 * `N cards: S scripted, C compiled, P partial, M manual`. Exit 0; 1 when a card has a problem
 * (a script that does not read, a bad cell); 2 when it could not run (no such file, a file
 * that is not a card file), with a one-line reason.
 */
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { coverageOf, markUnread, type CoverageCard } from '../abilities/compile/coverage';
import { automationOf, summarise, type Automation, type AutomationSummary } from '../cards/automation';
import { loadCardFile } from '../cards/import/load';
import { keywordLabel } from '../cards/keywords/label';
import { printedCost, printedCostMessage, type PrintedCost } from '../cards/cost';
import type { GameId, Keyword } from '../cards/model';
import { localName, type LanguageCode } from '../i18n/languages';
import type { Message } from '../i18n/message';
import { createTranslator } from '../i18n/translate';
import { badOptions, readText, refusal, runIfMain, UsageError, type CommandResult } from './command';
import { cliLanguage, LANG_OPTION, refusalLanguage } from './lang';
import { cli, joined } from './told';

/** The usage line, in the language of `--lang` or the locale (`cli:usage.*`). */
const USAGE = cli('usage.cards');

export interface CheckedCard {
  file: string;
  number: string;
  name: string;
  keywords: string[];
  automation: Automation;
  manual: string[];
  problems: string[];
  /** A Gundam War card's three printed numbers (designated, total, resource), as the file gave them. */
  cost?: PrintedCost;
  /** `keywords` and `problems` for the reader (the JSON output keeps the English words). */
  told: { keywords: Keyword[]; game: GameId; name_ja?: string; problems: Message[] };
}

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' }, ...LANG_OPTION },
    });
  } catch (error) {
    throw badOptions(error, USAGE);
  }
}

function checkFile(path: string): CheckedCard[] {
  const result = loadCardFile(readText(path, 'card'), basename(path), { skipInvalid: true });
  if (result.error && result.cards.length === 0 && result.issues.length === 0)
    throw new UsageError(cli('refused.fileSays', { path, reason: result.errorSaid ?? result.error }));
  const out: CheckedCard[] = result.cards.map((card) => ({
    file: path,
    number: card.number,
    name: card.name,
    keywords: card.keywords.map((k) => k.label),
    ...automationOf(card),
    problems: [],
    ...(printedCost(card) ? { cost: printedCost(card) } : {}),
    told: { keywords: card.keywords, game: card.game, name_ja: card.name_ja, problems: [] },
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
      told: {
        keywords: [],
        game: 'gundam-war',
        problems: [cli('cards.issue', { where: issue.at, reason: joined(issue.said) })],
      },
    });
  }
  return out;
}

function loadedCards(path: string): CoverageCard[] {
  const result = loadCardFile(readText(path, 'card'), basename(path), { skipInvalid: true });
  if (result.error && result.cards.length === 0)
    throw new UsageError(cli('refused.fileSays', { path, reason: result.errorSaid ?? result.error }));
  return result.cards;
}

function coverageCommand(files: string[], json: boolean, lang: LanguageCode): CommandResult {
  const families = coverageOf(files.flatMap(loadedCards));
  if (json) return { code: 0, stdout: `${JSON.stringify({ families }, null, 2)}\n`, stderr: '' };
  const tr = createTranslator(lang);
  const lines: string[] = [];
  for (const f of families) {
    const family = cli(`cards.coverage.family.${f.family}`);
    lines.push(tr(cli('cards.coverage.head', { family, full: f.full, partly: f.partly, none: f.none })));
    for (const u of f.unread)
      lines.push(tr(cli('cards.coverage.unread', { number: u.number, name: u.name, line: markUnread(u) })));
  }
  return { code: 0, stdout: `${lines.join('\n')}\n`, stderr: '' };
}

function textReport(cards: CheckedCard[], summary: AutomationSummary, lang: LanguageCode): string {
  const tr = createTranslator(lang);
  const lines: string[] = [];
  for (const c of cards) {
    const keywords = c.told.keywords.map((k) => keywordLabel(k, c.told.game, lang));
    lines.push(
      tr(
        cli('cards.head', {
          number: c.number,
          name: c.name ? ` ${localName({ name: c.name, name_ja: c.told.name_ja }, lang)}` : '',
          status: cli(`cards.status.${c.problems.length ? 'problem' : c.automation}`),
          keywords: keywords.length ? cli('cards.keywords', { list: keywords.join(', ') }) : '',
          cost: c.cost ? cli('cards.cost', { cost: printedCostMessage(c.cost) }) : '',
        }),
      ),
    );
    for (const m of c.manual) lines.push(tr(cli('cards.manual', { line: m })));
    for (const p of c.told.problems) lines.push(tr(cli('cards.problem', { problem: p })));
  }
  lines.push(tr(cli('cards.summary', { ...summary, count: summary.cards })));
  return `${lines.join('\n')}\n`;
}

export function cardsCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): CommandResult {
  try {
    const { values, positionals } = options(argv);
    const lang = cliLanguage(values.lang, env);
    if (values.help) return { code: 0, stdout: `${createTranslator(lang)(USAGE)}\n`, stderr: '' };
    const [command, ...files] = positionals;
    if (command !== 'check' && command !== 'coverage')
      throw new UsageError(command ? cli('refused.command', { command, usage: USAGE }) : USAGE);
    if (files.length === 0) throw new UsageError(cli('refused.noCardFiles', { usage: USAGE }));
    if (command === 'coverage') return coverageCommand(files, values.json === true, lang);
    const cards = files.flatMap(checkFile);
    const summary = summarise(cards.filter((c) => c.problems.length === 0));
    const code = cards.some((c) => c.problems.length) ? 1 : 0;
    if (values.json) {
      const json = {
        cards: cards.map(({ number, name, cost, automation, manual, problems }) => ({
          number,
          name,
          ...(cost ? { cost } : {}),
          automation,
          manual,
          problems,
        })),
        summary,
      };
      return { code, stdout: `${JSON.stringify(json, null, 2)}\n`, stderr: '' };
    }
    return { code, stdout: textReport(cards, summary, lang), stderr: '' };
  } catch (error) {
    return refusal('cards', error, refusalLanguage(argv, env));
  }
}

runIfMain(import.meta.url, cardsCommand);
