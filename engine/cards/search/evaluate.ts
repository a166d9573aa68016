/**
 * Runs a plan over the columnar index a column at a time. Each step gets the set
 * of rows still in question (a byte per card) and returns the subset that passes,
 * so an AND tries its cheap parts first and its costly parts (name, text) only
 * on the rows that are left; an OR skips rows an earlier branch already took.
 */
import { haystackOf, positionsOf, type CardIndex, type TextColumnData } from './index-cards';
import type { TextColumn } from './columns';
import type { Plan } from './plan';

type Rows = Uint8Array;

/**
 * A rough cost per column: free text (names, numbers, rules text) has about one
 * distinct value per card, while types, colours, sets and rarities have a handful.
 */
const TEXT_COST: Partial<Record<TextColumn, number>> = {
  name: 100,
  number: 100,
  text: 100,
  model: 20,
  keywords: 10,
  traits: 10,
  set: 5,
  corps: 2,
};

function cost(plan: Plan): number {
  switch (plan.kind) {
    case 'all':
      return 0;
    case 'number':
      return 1;
    case 'text':
      return TEXT_COST[plan.column] ?? 1;
    case 'not':
      return cost(plan.item);
    case 'and':
    case 'or':
      return plan.items.reduce((sum, item) => sum + cost(item), 0);
  }
}

/** Values at least this many make a substring search over the joined column pay off. */
const HAYSTACK_FROM = 512;

/**
 * Marks every value of the column that contains `needle` (1) and every other (2)
 * with one `indexOf` pass over all values joined, instead of one call per value.
 */
function containsVerdicts(column: TextColumnData, needle: string): Uint8Array {
  const { text, starts } = haystackOf(column);
  const verdict = new Uint8Array(starts.length).fill(2);
  let from = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) break;
    // The value holding position `at`: the last start at or before it.
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    verdict[lo] = 1;
    from = lo + 1 < starts.length ? starts[lo + 1] : text.length;
  }
  return verdict;
}

function textStep(plan: Extract<Plan, { kind: 'text' }>, index: CardIndex, rows: Rows): Rows {
  const column = index.text(plan.column);
  const { values, codes } = column;
  // 0 = not tested yet, 1 = passes, 2 = fails: each distinct value is tested once.
  // The joined text cannot contain NUL inside a value, so a needle with NUL is tested value by value.
  let verdict: Uint8Array;
  if (plan.equals !== undefined && values.length >= HAYSTACK_FROM) {
    verdict = new Uint8Array(values.length).fill(2);
    const at = positionsOf(column).get(plan.equals);
    if (at !== undefined) verdict[at] = 1;
  } else if (
    plan.contains !== undefined &&
    plan.contains !== '' &&
    !plan.contains.includes('\u0000') &&
    values.length >= HAYSTACK_FROM &&
    dense(rows)
  ) {
    verdict = containsVerdicts(column, plan.contains);
  } else {
    verdict = new Uint8Array(values.length);
  }
  const out = new Uint8Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    if (rows[i] === 0) continue;
    const code = codes[i];
    let v = verdict[code];
    if (v === 0) v = verdict[code] = plan.test(values[code]) ? 1 : 2;
    if (v === 1) out[i] = 1;
  }
  return out;
}

function numberStep(plan: Extract<Plan, { kind: 'number' }>, index: CardIndex, rows: Rows): Rows {
  const column = index.number(plan.column);
  const out = new Uint8Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const n = column[i];
    // n !== n: no value (NaN), which never matches.
    if (rows[i] !== 0 && n === n && plan.test(n)) out[i] = 1;
  }
  return out;
}

/** True when at least a quarter of the rows are still in question (the joined search then pays off). */
function dense(rows: Rows): boolean {
  let n = 0;
  for (let i = 0; i < rows.length; i++) n += rows[i];
  return n * 4 >= rows.length;
}

function isEmpty(rows: Rows): boolean {
  for (let i = 0; i < rows.length; i++) if (rows[i] !== 0) return false;
  return true;
}

function step(plan: Plan, index: CardIndex, rows: Rows): Rows {
  switch (plan.kind) {
    case 'all':
      return rows;
    case 'text':
      return textStep(plan, index, rows);
    case 'number':
      return numberStep(plan, index, rows);
    case 'not': {
      const inner = step(plan.item, index, rows);
      const out = new Uint8Array(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = rows[i] & (inner[i] ^ 1);
      return out;
    }
    case 'and': {
      const items = plan.items.map((item) => ({ item, cost: cost(item) })).sort((a, b) => a.cost - b.cost);
      let left = rows;
      for (const { item } of items) {
        left = step(item, index, left);
        if (isEmpty(left)) break;
      }
      return left;
    }
    case 'or': {
      const out = new Uint8Array(rows.length);
      const open = rows.slice();
      for (const item of plan.items) {
        const hit = step(item, index, open);
        for (let i = 0; i < rows.length; i++) {
          if (hit[i] !== 0) {
            out[i] = 1;
            open[i] = 0;
          }
        }
      }
      return out;
    }
  }
}

/** One byte per card of `index`: 1 when the card matches `plan`. */
export function evaluatePlan(plan: Plan, index: CardIndex): Uint8Array {
  return step(plan, index, new Uint8Array(index.size).fill(1));
}
