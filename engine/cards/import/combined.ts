/**
 * Gundam War lists often put several card values in one cell: the printed cost
 * (`青1-2-1`: designated, total and resource, in any cost column), the colour with
 * its designated nation power (`青2`, `青2黒1`, in the colour, cost or nation-power
 * column) and the three battle stats (`3/3/1`, in a stats column or in the melee
 * column). This splits them into our columns before the record is checked, so the
 * checks and messages are the same as for a list with one value per cell.
 */
import type { GundamWarColor } from '../model';
import type { CardColumn } from './columns';
import type { Message } from '../../i18n/message';
import { said } from './said';
import {
  readColor,
  readColorCost,
  readPrintedCost,
  readResourceCost,
  readStats,
  squashValue,
  type ColorCost,
  type PrintedCost,
} from './values';

type RawRecord = Partial<Record<CardColumn, unknown>>;

export interface Split {
  record: RawRecord;
  /** Every colour with its designated nation power, when the card names more than one. */
  nationCosts?: { color: GundamWarColor; count: number }[];
  warnings: Message[];
  errors: Message[];
}

function cell(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t === '' ? undefined : t;
}

function plainNumber(value: string | undefined): number | undefined {
  const n = value?.normalize('NFKC');
  return n !== undefined && /^[+-]?\d+$/.test(n) ? Number(n) : undefined;
}

const COST_COLUMNS = ['color', 'nation_cost', 'cost'] as const;
/** Where a sheet may write the whole printed cost `青1-2-1`. */
const PRINTED_COLUMNS = ['cost', 'nation_cost', 'resource_cost', 'color'] as const;

/**
 * Whether a column's own cell says the same as the printed cost. The nation-power column may
 * hold the colour (`青`, moved to the colour later) or the colour with its power (`青1`).
 */
function agrees(column: 'nation_cost' | 'cost' | 'resource_cost', own: string, printed: number | 'X'): boolean {
  if (column === 'resource_cost') return readResourceCost(own) === printed;
  if (column === 'nation_cost' && readColor(own) !== undefined) return true;
  if (column === 'nation_cost' && readColorCost(own)) return readColorCost(own)!.parts[0].count === printed;
  return plainNumber(own) === printed;
}

/** `1-2-1` or `青1-2-1` in one cell: its three numbers go to their columns, checked against any they already have. */
function splitPrintedCost(record: RawRecord, out: Split): void {
  let found: PrintedCost | undefined;
  let source: (typeof PRINTED_COLUMNS)[number] | undefined;
  for (const column of PRINTED_COLUMNS) {
    const value = cell(record[column]);
    const printed = value === undefined ? undefined : readPrintedCost(value);
    if (!printed) continue;
    if (found && squashValue(value!) !== squashValue(String(record[source!]))) {
      out.errors.push(
        said('printedCosts', {
          first: said(`column.${source!}`),
          second: said(`column.${column}`),
          a: String(record[source!]),
          b: value!,
        }),
      );
      // Said once: the schema is not asked about the cell as well.
      out.record[column] = undefined;
      return;
    }
    found = printed;
    source = column;
    out.record[column] = undefined;
  }
  if (!found) return;
  const printedCell = String(record[source!]);
  const designated = found.parts ? found.parts[0].count : found.designated!;
  const values = { nation_cost: designated, cost: found.total, resource_cost: found.resource } as const;
  for (const column of ['nation_cost', 'cost', 'resource_cost'] as const) {
    const own = cell(out.record[column]);
    if (own === undefined) out.record[column] = values[column];
    else if (!agrees(column, own, values[column]))
      out.errors.push(said('printedDiffers', { column: said(`column.${column}`), own, printed: printedCell }));
  }
  if (found.parts) {
    if (cell(out.record.color) === undefined) out.record.color = found.parts[0].color;
    if (found.parts.length > 1) out.nationCosts = found.parts;
  }
  const power = found.parts ? found.parts.reduce((s, p) => s + p.count, 0) : designated;
  if (found.total < power) out.warnings.push(said('costBelowPower', { cost: found.total, power }));
}

/** A G's colour is often written in the nation-power or cost column (it has no cost): `白`. */
function moveBareColour(out: Split): void {
  for (const column of ['nation_cost', 'cost'] as const) {
    const value = cell(out.record[column]);
    if (value === undefined || readColor(value) === undefined) continue;
    if (cell(out.record.color) === undefined) out.record.color = value;
    else if (readColor(value) !== readColor(String(out.record.color))) continue;
    out.record[column] = undefined;
  }
}

function splitColorCost(record: RawRecord, out: Split): void {
  let found: ColorCost | undefined;
  let source: (typeof COST_COLUMNS)[number] | undefined;
  for (const column of COST_COLUMNS) {
    const value = cell(record[column]);
    const cc = value === undefined ? undefined : readColorCost(value);
    if (!cc) continue;
    if (found && squashValue(String(record[column])) !== squashValue(String(record[source!]))) {
      out.errors.push(
        said('colourCosts', {
          first: said(`column.${source!}`),
          second: said(`column.${column}`),
          a: String(record[source!]),
          b: value!,
        }),
      );
      return;
    }
    found = cc;
    source = column;
    out.record[column] = undefined;
  }
  if (!found) return;
  const [first] = found.parts;
  const color = cell(out.record.color);
  if (color === undefined) out.record.color = first.color;
  if (cell(out.record.nation_cost) === undefined) out.record.nation_cost = first.count;
  const total = plainNumber(cell(out.record.cost));
  if (cell(out.record.cost) === undefined) out.record.cost = found.total;
  else if (total !== undefined && total < found.total) {
    out.warnings.push(said('costBelowPower', { cost: total, power: found.total }));
  }
  if (found.parts.length > 1) out.nationCosts = found.parts;
}

const STAT_COLUMNS = ['melee', 'ranged', 'hp'] as const;

function splitStats(record: RawRecord, out: Split): void {
  let stats = cell(record.stats);
  const meleeCell = cell(record.melee);
  // A list with one "格闘" column sometimes holds all three there.
  if (stats === undefined && meleeCell !== undefined && readStats(meleeCell)) {
    stats = meleeCell;
    out.record.melee = undefined;
  }
  out.record.stats = undefined;
  if (stats === undefined) return;
  const read = readStats(stats);
  if (!read) {
    out.errors.push(said('stats', { got: stats.slice(0, 40) }));
    return;
  }
  for (const column of STAT_COLUMNS) {
    const own = cell(out.record[column]);
    if (own === undefined) out.record[column] = read[column] ?? '*';
    else if (plainNumber(own) !== read[column])
      out.errors.push(said('statsDiffer', { column: said(`column.${column}`), own, stats }));
  }
}

/** Splits a Gundam War record's combined cells into our columns. */
export function splitCombinedCells(record: RawRecord): Split {
  const out: Split = { record: { ...record }, warnings: [], errors: [] };
  splitPrintedCost(record, out);
  if (out.errors.length) return out;
  splitColorCost({ ...out.record }, out);
  moveBareColour(out);
  splitStats(out.record, out);
  return out;
}
