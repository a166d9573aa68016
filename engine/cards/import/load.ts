/**
 * The import pipeline without storage: file text → cards plus a per-row report.
 * Pure and Node-usable (the deck validator CLI reads files itself and calls
 * `loadCardFile`); the app runs the same steps in chunks for its progress bar.
 */
import type { Message } from '../../i18n/message';
import { inEnglish } from '../../i18n/translate';
import { said } from './said';
import { cardKey, type Card, type GameId } from '../model';
import type { CardColumn } from './columns';
import { recordToCard, type RawRecord } from './fields';
import { detectGame, type DetectedGame } from './detect';
import { checkMapping, layoutSignature, sanitizeMapping, suggestMapping, type ColumnMapping } from './mapping';
import { notACard } from './not-a-card';
import {
  EXTRA_CELLS,
  MAX_CELL_DEPTH,
  NESTED,
  NOT_OBJECT,
  readCardFile,
  type CardFileFormat,
  type SourceRow,
} from './read';
import { applyValueMapping, findUnknownValues, type UnknownValues, type ValueMapping } from './unknown';
import { excerpt } from '../../text/excerpt';

export interface ImportOptions {
  /** The game of every row whose `game` cell is empty (or of a file without that column). */
  game?: GameId;
  /** The set of every row whose `set` cell is empty. */
  set?: string;
  /** A column mapping chosen by the user or remembered for this layout. */
  mapping?: Record<string, string>;
  /** The user's meaning of the file's own spellings of types, colours and terrains. */
  values?: ValueMapping;
  /** Import the valid rows and skip the others (otherwise any bad row stops the import). */
  skipInvalid?: boolean;
}

export interface ImportIssue {
  /** Spreadsheet row (header = 1) or JSON item (first = 1). */
  row: number;
  /** `row 5` or `item 3`, for messages. */
  where: string;
  number?: string;
  /** What is wrong, in English (the console's default, tests). */
  reason: string;
  /** The same, as messages told in the reader's language: `at` for `where`, `said` for each reason. */
  at: Message;
  said: Message[];
}

/** An issue with its English words made from its messages. */
function issue(format: CardFileFormat, row: number, reasons: Message[], number?: string): ImportIssue {
  return {
    row,
    where: where(format, row),
    ...(number !== undefined ? { number } : {}),
    reason: reasons.map(inEnglish).join('; '),
    at: whereSaid(format, row),
    said: reasons,
  };
}

export interface CardFileResult {
  /** True when `cards` may be stored: the file was read, mapped, and every row is valid (or skipInvalid). */
  ok: boolean;
  fileName: string;
  format: CardFileFormat;
  /** Why the whole file was refused (bad quoting, unreadable JSON, missing columns, too large). */
  error?: string;
  /** `error` as a message, told in the reader's language. */
  errorSaid?: Message;
  headers: string[];
  signature: string;
  mapping: ColumnMapping;
  /** Required columns no header feeds: the user must map them. */
  missingColumns: CardColumn[];
  /** Headers that are not imported. */
  unusedColumns: string[];
  cards: Card[];
  /** The spreadsheet row of each card in `cards`, same order. */
  cardRows: number[];
  issues: ImportIssue[];
  /** Rows that import but deserve a look (a unit without battle stats, a cost below its colours' power). */
  warnings: ImportIssue[];
  /** The game read from the file's columns or types when it has no `game` column and none was given. */
  detectedGame?: DetectedGame;
  /** Spellings of type, colour or terrain that no mapping explains (rows holding them are issues). */
  unknownValues: UnknownValues;
  rowCount: number;
  blankRows: number;
}

export function where(format: CardFileFormat, row: number): string {
  return inEnglish(whereSaid(format, row));
}

function whereSaid(format: CardFileFormat, row: number): Message {
  return said(format === 'json' ? 'item' : 'row', { row });
}

/**
 * Validates rows in order; call it repeatedly on consecutive slices (the app does,
 * to show progress). Duplicates are found across all slices given to one validator.
 */
export function createRowValidator(format: CardFileFormat, mapping: ColumnMapping, options: ImportOptions) {
  const firstRowOf = new Map<string, number>();
  const mapped = Object.entries(mapping);
  return function validate(rows: readonly SourceRow[]) {
    const cards: Card[] = [];
    const cardRows: number[] = [];
    const issues: ImportIssue[] = [];
    const warnings: ImportIssue[] = [];
    for (const { row, cells } of rows) {
      if (NOT_OBJECT in cells) {
        issues.push(issue(format, row, [said('notObject', { what: String(cells[NOT_OBJECT]) })]));
        continue;
      }
      if (NESTED in cells) {
        const key = excerpt(String(cells[NESTED]), 40);
        issues.push(issue(format, row, [said('nested', { key, depth: MAX_CELL_DEPTH })]));
        continue;
      }
      // Headings and pasted header rows are a spreadsheet's; a JSON item is always meant as a card.
      const skip = format === 'csv' ? notACard(cells, mapping) : undefined;
      if (skip) {
        warnings.push(issue(format, row, [said('skipped.row', { why: skip })]));
        continue;
      }
      const record: RawRecord = {};
      for (const [header, column] of mapped) record[column] = cells[header];
      applyValueMapping(record, options.values);
      const result = recordToCard(record, { game: options.game, set: options.set });
      const extra = cells[EXTRA_CELLS];
      const reasons = result.ok ? [] : [...result.reasons];
      if (typeof extra === 'number') reasons.push(said('extraCells', { count: extra }));
      const number = result.ok ? result.card.number : result.number;
      if (!result.ok || reasons.length) {
        issues.push(issue(format, row, reasons, number));
        continue;
      }
      const key = cardKey(result.card);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        issues.push(
          issue(
            format,
            row,
            [said('duplicate', { number: result.card.number, first: whereSaid(format, first) })],
            number,
          ),
        );
        continue;
      }
      firstRowOf.set(key, row);
      cards.push(result.card);
      cardRows.push(row);
      if (result.warnings.length) warnings.push(issue(format, row, result.warnings, number));
    }
    return { cards, cardRows, issues, warnings };
  };
}

/** Reads and maps a file without validating its rows (the app's first step). */
export function prepareCardFile(text: string, fileName: string, options: ImportOptions = {}) {
  const read = readCardFile(text, fileName);
  if (!read.ok) {
    const mapping = {} as ColumnMapping;
    return {
      read,
      headers: [] as string[],
      signature: '',
      mapping,
      missing: [] as CardColumn[],
      unused: [] as string[],
      unknownValues: {},
    };
  }
  const mapping = options.mapping ? sanitizeMapping(read.headers, options.mapping) : suggestMapping(read.headers);
  const detectedGame = options.game === undefined ? detectGame(read.rows, mapping) : undefined;
  const game = options.game ?? detectedGame?.game;
  const check = checkMapping(read.headers, mapping, game !== undefined);
  return {
    read,
    headers: read.headers,
    signature: layoutSignature(read.headers),
    mapping,
    missing: check.missing,
    unused: check.unused,
    doubled: check.doubled,
    detectedGame,
    /** The game of rows without one: the one given, else the one detected. */
    game,
    unknownValues: findUnknownValues(read.rows, mapping, game, options.values, read.format === 'csv'),
  };
}

export function missingColumnsMessage(missing: readonly string[]): string {
  return inEnglish(missingColumnsSaid(missing));
}

export function missingColumnsSaid(missing: readonly string[]): Message {
  return said(missing.includes('game') ? 'file.missingGame' : 'file.missing', {
    count: missing.length,
    list: missing.join(', '),
  });
}

/** The whole pipeline at once: what the CLI and tests use. */
export function loadCardFile(text: string, fileName: string, options: ImportOptions = {}): CardFileResult {
  const prepared = prepareCardFile(text, fileName, options);
  const { read } = prepared;
  const base = {
    fileName,
    format: read.format,
    headers: prepared.headers,
    signature: prepared.signature,
    mapping: prepared.mapping,
    missingColumns: prepared.missing,
    unusedColumns: prepared.unused,
    cards: [] as Card[],
    cardRows: [] as number[],
    issues: [] as ImportIssue[],
    warnings: [] as ImportIssue[],
    ...(prepared.detectedGame ? { detectedGame: prepared.detectedGame } : {}),
    unknownValues: prepared.unknownValues,
    rowCount: read.ok ? read.rows.length : 0,
    blankRows: read.ok ? read.blankRows : 0,
  };
  if (!read.ok) return { ...base, ok: false, error: read.error, errorSaid: read.said };
  if (prepared.missing.length) {
    const missing = missingColumnsSaid(prepared.missing);
    return { ...base, ok: false, error: inEnglish(missing), errorSaid: missing };
  }
  const validate = createRowValidator(read.format, prepared.mapping, { ...options, game: prepared.game });
  const { cards, cardRows, issues, warnings } = validate(read.rows);
  return {
    ...base,
    cards,
    cardRows,
    issues,
    warnings,
    ok: cards.length > 0 && (issues.length === 0 || options.skipInvalid === true),
    ...(cards.length === 0 && issues.length === 0
      ? { error: inEnglish(said('file.noCards')), errorSaid: said('file.noCards') }
      : {}),
  };
}

/** A one-paragraph summary for the console or a dialog. */
export function describeResult(result: CardFileResult): string {
  if (result.error) return `${result.fileName}: ${result.error}`;
  const lines = [`${result.fileName}: ${result.cards.length} valid card(s) of ${result.rowCount} row(s).`];
  for (const issue of result.issues.slice(0, 50))
    lines.push(`  ${issue.where}${issue.number ? ` (${issue.number})` : ''}: ${issue.reason}`);
  if (result.issues.length > 50) lines.push(`  … and ${result.issues.length - 50} more problem(s).`);
  return lines.join('\n');
}
