/**
 * Reads the text of a card file (CSV via Papa Parse, or JSON) into header names
 * and rows of raw cells, before any column mapping. Structural problems (bad
 * quoting, unreadable JSON, no header, too large) end the import here.
 */
import type { Message } from '../../i18n/message';
import { inEnglish } from '../../i18n/translate';
import { said } from './said';
import Papa from 'papaparse';
import { excerpt } from '../../text/excerpt';
import { readJson as parseJsonText } from '../../text/json';

/** Card files above this size are refused with a message instead of freezing the app. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_ROWS = 100_000;

export type CardFileFormat = 'csv' | 'json';

export interface SourceRow {
  /** Where the row is, as the user sees it: spreadsheet row (header = row 1) or JSON item (first = 1). */
  row: number;
  cells: Record<string, unknown>;
}

export type ReadResult =
  | { ok: true; format: CardFileFormat; headers: string[]; rows: SourceRow[]; blankRows: number }
  | { ok: false; format: CardFileFormat; error: string; said: Message };

/** A file that cannot be read: its English words (`error`) and the message they come from. */
function unreadable(format: CardFileFormat, msg: Message): ReadResult {
  return { ok: false, format, error: inEnglish(msg), said: msg };
}

export function detectFormat(fileName: string, text: string): CardFileFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'csv';
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** UTF-8 size without allocating a copy of a large string. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isBlank(cells: readonly unknown[]): boolean {
  return cells.every((c) => c === undefined || c === null || String(c).trim() === '');
}

/** Column names longer than this, or more columns than MAX_COLUMNS, are no card sheet's header. */
export const MAX_HEADER_CHARS = 200;
export const MAX_COLUMNS = 500;

/** Why a header row cannot be a card file's, if it cannot; `where` names the header's place. */
function headerProblem(headers: readonly string[], where: (index: number) => Message): Message | undefined {
  if (headers.length > MAX_COLUMNS) return said('file.columns', { count: headers.length, max: MAX_COLUMNS });
  const long = headers.findIndex((h) => h.length > MAX_HEADER_CHARS);
  if (long < 0) return undefined;
  const name = excerpt(headers[long], 30);
  return said('file.longHeader', { where: where(long), name, length: headers[long].length, max: MAX_HEADER_CHARS });
}

function readCsv(text: string): ReadResult {
  const parsed = Papa.parse<string[]>(text, { header: false, skipEmptyLines: false });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    return unreadable('csv', said('file.quote', { row }));
  }
  const [headerRow, ...data] = parsed.data;
  // A final line break leaves one empty row behind; it is not a blank row of the sheet.
  const last = data[data.length - 1];
  if (last && last.length === 1 && last[0] === '') data.pop();
  if (!headerRow || isBlank(headerRow)) return unreadable('csv', said('file.noHeader'));
  const headers = headerRow.map((h) => h.trim());
  const badHeader = headerProblem(headers, (i) => said('file.headerCell', { column: i + 1 }));
  if (badHeader) return unreadable('csv', badHeader);
  const seen = new Map<string, number>();
  for (const [i, h] of headers.entries()) {
    if (!h) continue;
    const key = h.toLowerCase();
    if (seen.has(key)) {
      return unreadable('csv', said('file.twice', { header: excerpt(h), first: seen.get(key)! + 1, second: i + 1 }));
    }
    seen.set(key, i);
  }
  const rows: SourceRow[] = [];
  let blankRows = 0;
  for (const [i, cellsArr] of data.entries()) {
    if (isBlank(cellsArr)) {
      blankRows++;
      continue;
    }
    const cells: Record<string, unknown> = {};
    headers.forEach((h, c) => {
      if (h) cells[h] = cellsArr[c] ?? '';
    });
    if (cellsArr.length > headers.length && !isBlank(cellsArr.slice(headers.length))) {
      cells[EXTRA_CELLS] = cellsArr.length - headers.length;
    }
    rows.push({ row: i + 2, cells });
  }
  return { ok: true, format: 'csv', headers: headers.filter(Boolean), rows, blankRows };
}

/** Marks a CSV row with more cells than the header has columns. */
export const EXTRA_CELLS = '\u0000extra';

function readJson(text: string): ReadResult {
  // Deeper than a card's cells may go, plus room for rows to be refused one by one (NESTED).
  const read = parseJsonText(text, MAX_CELL_DEPTH * 8);
  if (!read.ok) return unreadable('json', said('file.json', { reason: read.said }));
  const value = read.value;
  const list = Array.isArray(value) ? value : (value as { cards?: unknown })?.cards;
  if (!Array.isArray(list)) return unreadable('json', said('file.jsonShape'));
  const headers: string[] = [];
  const seen = new Set<string>();
  const rows: SourceRow[] = [];
  let blankRows = 0;
  for (const [i, item] of list.entries()) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      rows.push({
        row: i + 1,
        cells: { [NOT_OBJECT]: item === null ? 'null' : Array.isArray(item) ? 'an array' : typeof item },
      });
      continue;
    }
    const entries = Object.entries(item as Record<string, unknown>);
    if (entries.length === 0) {
      blankRows++;
      continue;
    }
    const cells: Record<string, unknown> = {};
    for (const [key, cell] of entries) {
      if (!seen.has(key)) {
        seen.add(key);
        headers.push(key);
      }
      // A value nested this deep is no card field; dropping it here keeps it out of every
      // later step (checking, error messages, copying to the screen) that might recurse.
      if (nestedDeeperThan(cell, MAX_CELL_DEPTH)) cells[NESTED] ??= key;
      else cells[key] = cell;
    }
    rows.push({ row: i + 1, cells });
    const badHeader = headers.length > MAX_COLUMNS || entries.some(([key]) => key.length > MAX_HEADER_CHARS);
    if (badHeader) {
      const item = i + 1;
      const problem =
        headers.length > MAX_COLUMNS
          ? said('file.columnsBy', { item, count: headers.length, max: MAX_COLUMNS })
          : headerProblem(headers, () => said('file.field', { item }))!;
      return unreadable('json', problem);
    }
  }
  return { ok: true, format: 'json', headers, rows, blankRows };
}

/** Levels of lists or objects a JSON cell may hold: `traits` is a list (one level), a card script a few more. */
export const MAX_CELL_DEPTH = 32;

/** Marks a JSON item with a cell nested deeper than MAX_CELL_DEPTH; holds that cell's key. */
export const NESTED = '\u0000nested';

/** Breadth-first, so no depth of input can overflow the stack; stops at the first level too deep. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const v of level) {
      if (v === null || typeof v !== 'object') continue;
      if (depth >= limit) return true;
      for (const child of Object.values(v)) next.push(child);
    }
    level = next;
  }
  return false;
}

/** Marks a JSON item that is not an object. */
export const NOT_OBJECT = '\u0000notObject';

export function readCardFile(text: string, fileName: string): ReadResult {
  const clean = text.replace(/^\uFEFF/, '');
  const format = detectFormat(fileName, clean);
  const bytes = utf8Length(clean);
  if (bytes > MAX_FILE_BYTES) {
    return unreadable(format, said('file.tooBig', { size: megabytes(bytes), max: megabytes(MAX_FILE_BYTES) }));
  }
  if (!clean.trim()) return unreadable(format, said('file.empty'));
  const result = format === 'json' ? readJson(clean) : readCsv(clean);
  if (result.ok && result.rows.length > MAX_ROWS) {
    return unreadable(format, said('file.tooMany', { rows: result.rows.length, max: MAX_ROWS }));
  }
  return result;
}
