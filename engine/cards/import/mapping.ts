/**
 * Column mapping: which of a file's headers feeds which of our columns. A
 * mapping is keyed by the header row's signature so the app can remember it
 * for the next file laid out the same way (db.importLayouts).
 */
import {
  REQUIRED_COLUMNS,
  headerKey,
  isCardColumn,
  isJapaneseNameHeader,
  knownColumn,
  type CardColumn,
} from './columns';

/** File header → our column (headers mapped to nothing are ignored). */
export type ColumnMapping = Record<string, CardColumn>;

/** The same for any file whose header row has the same names in the same order. */
export function layoutSignature(headers: readonly string[]): string {
  return headers.map(headerKey).join('|');
}

/** Maps every header we recognise; the rest stay unmapped. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<CardColumn>();
  // A Japanese name column is the card's name only when no other column holds an English one.
  const englishName = headers.some((h) => knownColumn(h) === 'name' && !isJapaneseNameHeader(h));
  for (const header of headers) {
    let column = knownColumn(header);
    if (column === 'name' && englishName && isJapaneseNameHeader(header)) column = 'name_ja';
    if (column && !taken.has(column)) {
      mapping[header] = column;
      taken.add(column);
    }
  }
  return mapping;
}

export interface MappingCheck {
  /** Required columns no header feeds. */
  missing: CardColumn[];
  /** Columns fed by more than one header. */
  doubled: CardColumn[];
  /** Headers that feed nothing (ignored on import). */
  unused: string[];
}

export function checkMapping(headers: readonly string[], mapping: ColumnMapping, gameGiven: boolean): MappingCheck {
  const counts = new Map<CardColumn, number>();
  const unused: string[] = [];
  for (const header of headers) {
    const column = mapping[header];
    if (column && isCardColumn(column)) counts.set(column, (counts.get(column) ?? 0) + 1);
    else unused.push(header);
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !counts.has(c) && !(c === 'game' && gameGiven));
  const doubled = [...counts].filter(([, n]) => n > 1).map(([c]) => c);
  return { missing, doubled, unused };
}

/** Keeps only the entries of a remembered mapping that still name headers of this file. */
export function sanitizeMapping(headers: readonly string[], mapping: Record<string, string>): ColumnMapping {
  const result: ColumnMapping = {};
  for (const header of headers) {
    const column = mapping[header];
    if (column && isCardColumn(column)) result[header] = column;
  }
  return result;
}
