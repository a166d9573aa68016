/**
 * Value mapping: the spellings of type, colour and terrain in a file that Sortie does
 * not know (`MS`, `ピンク`, `月面`), so the mapping step can list them and let the
 * user say what each one means. The user's answers (`ValueMapping`) are applied to
 * every row before it is checked, and remembered with the file's column mapping.
 */
import type { GameId } from '../model';
import { readGame, type RawRecord } from './fields';
import type { ColumnMapping } from './mapping';
import { notACard } from './not-a-card';
import type { SourceRow } from './read';
import { readColor, readColorCost, readPrintedCost, readTerrain, readType } from './values';

export const VALUE_COLUMNS = ['type', 'color', 'terrain'] as const;
export type ValueColumn = (typeof VALUE_COLUMNS)[number];

/** Column → the file's spelling (trimmed) → our value. */
export type ValueMapping = Partial<Record<ValueColumn, Record<string, string>>>;

export interface UnknownValue {
  value: string;
  /** How many rows hold it, and the first of them (spreadsheet row or JSON item). */
  rows: number;
  firstRow: number;
}

export type UnknownValues = Partial<Record<ValueColumn, UnknownValue[]>>;

/** At most this many distinct unknown spellings are listed per column: past that the column is not what the mapping says. */
export const MAX_UNKNOWN_VALUES = 40;

function known(column: ValueColumn, value: string, game: GameId | undefined): boolean {
  switch (column) {
    case 'type':
      // Without a game a type is known when either game knows it.
      return game
        ? readType(value, game) !== undefined
        : readType(value, 'gundam-war') !== undefined || readType(value, 'ms-war') !== undefined;
    case 'color':
      return (
        readColor(value) !== undefined || readColorCost(value) !== undefined || readPrintedCost(value) !== undefined
      );
    case 'terrain':
      return readTerrain(value) !== undefined;
  }
}

/** Replaces the file's spellings the user has mapped, in place. */
export function applyValueMapping(record: RawRecord, values: ValueMapping | undefined): void {
  if (!values) return;
  for (const column of VALUE_COLUMNS) {
    const raw = record[column];
    const mapped = typeof raw === 'string' ? values[column]?.[raw.trim()] : undefined;
    if (mapped !== undefined) record[column] = mapped;
  }
}

/** The spellings no row's game knows, per value column, in the order they first appear. */
export function findUnknownValues(
  rows: readonly SourceRow[],
  mapping: ColumnMapping,
  game: GameId | undefined,
  values: ValueMapping = {},
  /** Pass over rows that are not cards (a spreadsheet's headings), as the import does. */
  spreadsheet = false,
): UnknownValues {
  const headerOf = (column: string) => Object.keys(mapping).find((h) => mapping[h] === column);
  const gameHeader = headerOf('game');
  const result: UnknownValues = {};
  for (const column of VALUE_COLUMNS) {
    const header = headerOf(column);
    if (!header) continue;
    const seen = new Map<string, UnknownValue>();
    const knownValues = new Set<string>();
    for (const { row, cells } of rows) {
      if (spreadsheet && notACard(cells, mapping)) continue;
      const raw: unknown = cells[header];
      if (typeof raw !== 'string' || !raw.trim()) continue;
      const value = raw.trim();
      if (values[column]?.[value] !== undefined) continue;
      const rowGame = (gameHeader ? readGame(cells[gameHeader]) : undefined) ?? game;
      // Colour and terrain are Gundam War's; an M.S. War row ignores them.
      if (column !== 'type' && rowGame === 'ms-war') continue;
      const key = `${rowGame ?? ''}\u0000${value}`;
      if (knownValues.has(key)) continue;
      const entry = seen.get(value);
      if (entry) {
        entry.rows++;
        continue;
      }
      if (known(column, value, rowGame)) {
        knownValues.add(key);
        continue;
      }
      if (seen.size >= MAX_UNKNOWN_VALUES) continue;
      seen.set(value, { value, rows: 1, firstRow: row });
    }
    if (seen.size) result[column] = [...seen.values()];
  }
  return result;
}
