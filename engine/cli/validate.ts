/**
 * `npm run validate -- [--format <id>|all|--format-file <f.json>] [--cards <file>]... [--json] <deck or folder>...`
 * Checks deck lists for organisers. Every readable deck gets its verdict even when other files
 * cannot be read. Exit 0: every deck legal; 1: some deck illegal (unknown or ambiguous cards
 * count as violations); 2: a file (or a row of a card file) could not be read or the command
 * could not run, with a one-line reason per file (per bad card row) on stderr. A bad card row
 * is left out and the decks are checked against the file's other cards.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GAME_IDS } from '../cards/model';
import { createCatalog, type CardCatalog } from '../decks/catalog';
import { BUILT_IN_FORMATS, findFormat, formatFromJson, gameFormat, type Format } from '../decks/formats';
import { allOf } from '../decks/result';
import { legalityMatrix } from '../decks/matrix';
import { MAX_DECK_FILE_CHARS, readDeckFile } from '../decks/read';
import { matchCounts, matchSummary } from '../decks/gundamwar-net/report';
import { validateDeck } from '../decks/validate';
import {
  badOptions,
  deckProblem,
  forFile,
  readText,
  refusal,
  runIfMain,
  UsageError,
  type CommandResult,
} from './command';
import { gameOption, loadDemoSets, readCardFile } from './validate/cards';
import {
  formatJson,
  formatList,
  formatText,
  fromListProblem,
  type DeckReport,
  type Unreadable,
} from './validate/report';
import { cliLanguage, LANG_OPTION, refusalLanguage } from './lang';
import { createTranslator } from '../i18n/translate';
import type { Message } from '../i18n/message';
import { cli } from './told';

/** The usage line, in the language of `--lang` or the locale (`cli:usage.*`). */
const USAGE = cli('usage.validate');

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'format-file': { type: 'string' },
        'list-formats': { type: 'boolean' },
        cards: { type: 'string', multiple: true },
        game: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...LANG_OPTION,
      },
    });
  } catch (error) {
    throw badOptions(error, USAGE);
  }
}

/** The deck files named: a folder stands for every file directly in it (hidden files aside), by name. */
function deckFiles(paths: string[]): string[] {
  return paths.flatMap((path) => {
    let isFolder = false;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      // Not there: reported as unreadable with the rest.
    }
    if (!isFolder) return [path];
    return readdirSync(path)
      .filter((name) => !name.startsWith('.'))
      .sort()
      .map((name) => join(path, name))
      .filter((file) => statSync(file).isFile());
  });
}

interface Run {
  catalogs: CardCatalog[];
  chosen?: Format;
  custom: Format[];
  /** `--format all`: every format of the deck's game. */
  all: boolean;
}

function validateFile(file: string, run: Run): DeckReport {
  const text = readText(file, 'deck', MAX_DECK_FILE_CHARS * 4);
  const read = forFile(file, () =>
    readDeckFile(text, { catalogs: run.catalogs, formats: run.custom, game: run.chosen?.game }),
  );
  const fatal = read.problems.find((p) => p.kind === 'syntax' || p.kind === 'unknown-format');
  if (fatal) throw new UsageError(deckProblem(file, fatal));
  const { list } = read;
  const format = run.chosen ?? (list.format ? findFormat(list.format, run.custom) : undefined) ?? gameFormat(list.game);
  const catalog = run.catalogs.find((c) => c.game === list.game) ?? createCatalog(list.game, []);
  const listProblems = read.problems.map(fromListProblem);
  const violations = [...listProblems, ...forFile(file, () => validateDeck(list, format, catalog))];
  const count = (entries: { count: number }[]) => entries.reduce((s, e) => s + e.count, 0);
  const matrix = run.all
    ? legalityMatrix(list, [...BUILT_IN_FORMATS, ...run.custom], catalog).map((v) => ({
        format: v.format.id,
        formatName: v.format.name,
        legal: v.legal && listProblems.length === 0,
        reason: listProblems[0] ?? v.reason,
      }))
    : undefined;
  return {
    file,
    name: list.name,
    game: list.game,
    format: format.id,
    formatName: format.name,
    mainCount: count(list.main),
    sideCount: count(list.side),
    legal: matrix ? matrix.some((m) => m.legal) : violations.length === 0,
    violations: matrix ? [] : violations,
    ...(matrix ? { matrix } : {}),
    ...(matchSummary(read.matches) ? { matched: matchCounts(read.matches!) } : {}),
  };
}

export function run(argv: string[], env: NodeJS.ProcessEnv = process.env): CommandResult {
  try {
    const { values, positionals } = options(argv);
    const tr = createTranslator(cliLanguage(values.lang, env));
    if (values.help) return { code: 0, stdout: `${tr(USAGE)}\n`, stderr: '' };
    if (values.format && values['format-file']) throw new UsageError(cli('refused.formatBoth'));
    const custom: Format[] = [];
    let chosen: Format | undefined;
    const all = values.format?.trim().toLowerCase() === 'all';
    if (values['format-file']) {
      const formatFile = values['format-file'];
      const formatText = readText(formatFile, 'format', MAX_DECK_FILE_CHARS);
      const parsed = forFile(formatFile, () => formatFromJson(formatText));
      if (!parsed.ok)
        throw new UsageError(
          cli('refused.fileSays', {
            path: formatFile,
            reason: parsed.said ? allOf(parsed.said) : parsed.errors.join('; '),
          }),
        );
      custom.push(parsed.value);
      chosen = parsed.value;
    } else if (values.format && !all) {
      chosen = findFormat(values.format);
      if (!chosen) throw new UsageError(cli('refused.unknownFormat', { format: values.format }));
    }
    if (values['list-formats'])
      return { code: 0, stdout: formatList([...BUILT_IN_FORMATS, ...custom], values.json), stderr: '' };
    if (positionals.length === 0) throw new UsageError(cli('refused.noDecks', { usage: USAGE }));
    const game = gameOption(values.game);
    const notes: Message[] = [];
    // Bad card rows are left out and named; the decks are checked against the rest (exit 2).
    const skipped: Message[] = [];
    const cards = [...loadDemoSets(), ...(values.cards ?? []).flatMap((f) => readCardFile(f, game, notes, skipped))];
    const catalogs = GAME_IDS.map((game) => createCatalog(game, cards));
    const reports: DeckReport[] = [];
    const unreadable: Unreadable[] = [];
    const refused: Message[] = [];
    for (const file of deckFiles(positionals)) {
      try {
        reports.push(validateFile(file, { catalogs, chosen, custom, all }));
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        unreadable.push({ file, reason: error.message });
        refused.push(error.msg);
      }
    }
    const stdout = values.json
      ? formatJson(reports, tr, unreadable)
      : reports.length
        ? `${formatText(reports, tr)}\n`
        : '';
    // What the card files' reader noticed (the game it read, units without stats, headings passed over).
    const more = notes.length > 50 ? [cli('validate.moreNotes', { count: notes.length - 50 })] : [];
    const noticed = [...notes.slice(0, 50), ...more].map((n) => `${tr(n)}\n`).join('');
    const stderr = noticed + [...skipped, ...refused].map((m) => `validate: ${tr(m)}\n`).join('');
    const code = unreadable.length || skipped.length ? 2 : reports.every((r) => r.legal) ? 0 : 1;
    return { code, stdout, stderr };
  } catch (error) {
    return refusal('validate', error, refusalLanguage(argv, env));
  }
}

runIfMain(import.meta.url, run);
