/**
 * `npm run validate -- [--format <id>|--format-file <f.json>] [--cards <file>]... [--json] <deck>...`
 * Checks deck lists for organisers. Exit 0: every deck legal; 1: some deck illegal
 * (unknown or ambiguous cards count as violations); 2: could not run, with a one-line reason.
 */
import { parseArgs } from 'node:util';
import { GAME_IDS } from '../cards/model';
import { createCatalog, type CardCatalog } from '../decks/catalog';
import { findFormat, formatFromJson, gameFormat, type Format } from '../decks/formats';
import { MAX_DECK_FILE_CHARS, readDeckFile } from '../decks/read';
import { validateDeck } from '../decks/validate';
import { forFile, readText, refusal, runIfMain, UsageError, type CommandResult } from './command';
import { loadDemoSets, readCardFile } from './validate/cards';
import { formatJson, formatText, fromListProblem, type DeckReport } from './validate/report';

const USAGE = 'usage: npm run validate -- [--format <id>|--format-file <f.json>] [--cards <file>]... [--json] <deck>...';

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'format-file': { type: 'string' },
        cards: { type: 'string', multiple: true },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]}; ${USAGE}`);
  }
}

function validateFile(file: string, catalogs: CardCatalog[], chosen: Format | undefined, custom: Format[]): DeckReport {
  const text = readText(file, 'deck file', MAX_DECK_FILE_CHARS * 4);
  const read = forFile(file, () => readDeckFile(text, { catalogs, formats: custom, game: chosen?.game }));
  const fatal = read.problems.find((p) => p.kind === 'syntax' || p.kind === 'unknown-format');
  if (fatal) throw new UsageError(`${file}${fatal.line ? ` line ${fatal.line}` : ''}: ${fatal.message}`);
  const { list } = read;
  const format = chosen ?? (list.format ? findFormat(list.format, custom) : undefined) ?? gameFormat(list.game);
  const catalog = catalogs.find((c) => c.game === list.game) ?? createCatalog(list.game, []);
  const violations = [...read.problems.map(fromListProblem), ...forFile(file, () => validateDeck(list, format, catalog))];
  const count = (entries: { count: number }[]) => entries.reduce((s, e) => s + e.count, 0);
  return {
    file,
    name: list.name,
    game: list.game,
    format: format.id,
    formatName: format.name,
    mainCount: count(list.main),
    sideCount: count(list.side),
    legal: violations.length === 0,
    violations,
  };
}

export function run(argv: string[]): CommandResult {
  try {
    const { values, positionals } = options(argv);
    if (values.help) return { code: 0, stdout: `${USAGE}\n`, stderr: '' };
    if (positionals.length === 0) throw new UsageError(`no deck files given; ${USAGE}`);
    if (values.format && values['format-file']) throw new UsageError('give --format or --format-file, not both');
    const custom: Format[] = [];
    let chosen: Format | undefined;
    if (values['format-file']) {
      const formatFile = values['format-file'];
      const formatText = readText(formatFile, 'format file', MAX_DECK_FILE_CHARS);
      const parsed = forFile(formatFile, () => formatFromJson(formatText));
      if (!parsed.ok) throw new UsageError(`${values['format-file']}: ${parsed.errors.join('; ')}`);
      custom.push(parsed.value);
      chosen = parsed.value;
    } else if (values.format) {
      chosen = findFormat(values.format);
      if (!chosen) throw new UsageError(`unknown format "${values.format}" (built-in: ms-war-2.1, gundam-war; use --format-file for a custom format)`);
    }
    const cards = [...loadDemoSets(), ...(values.cards ?? []).flatMap(readCardFile)];
    const catalogs = GAME_IDS.map((game) => createCatalog(game, cards));
    const reports = positionals.map((file) => validateFile(file, catalogs, chosen, custom));
    const stdout = values.json ? formatJson(reports) : `${formatText(reports)}\n`;
    return { code: reports.every((r) => r.legal) ? 0 : 1, stdout, stderr: '' };
  } catch (error) {
    return refusal('validate', error);
  }
}

runIfMain(import.meta.url, run);
