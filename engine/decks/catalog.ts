/** The cards a deck can be built from, indexed the ways deck lists and formats refer to them. */
import type { Card, GameId } from '../cards/model';
import { normaliseName, numberKey, printingKey } from './names';

export interface CardCatalog {
  readonly game: GameId;
  readonly size: number;
  byNumber(number: string): Card | undefined;
  /** Every card whose name (English or Japanese, optionally with its unit number) reads like `name`. */
  byName(name: string): Card[];
  /** Every printing of the card (itself included), in library order. */
  printings(card: Card): Card[];
  /** The distinct names (as written) that read closest to `name`, best first, for "did you mean". */
  suggest(name: string, limit?: number): string[];
  all(): readonly Card[];
}

// Suggestions only for names within this edit distance per character of the query.
const SUGGEST_RATIO = 0.4;

export function createCatalog(game: GameId, cards: Iterable<Card>): CardCatalog {
  // Linear in the library however many numbers repeat (a library re-imported over itself).
  const numbers = new Map<string, Card>();
  const names = new Map<string, Card[]>();
  const addName = (key: string, card: Card) => {
    const bucket = names.get(key);
    // One card adds its keys one after another, so a repeat can only be the bucket's last card.
    if (!bucket) names.set(key, [card]);
    else if (bucket[bucket.length - 1] !== card) bucket.push(card);
  };
  for (const card of cards) {
    if (card.game !== game) continue;
    const key = numberKey(card.number);
    // A later import of the same number replaces the earlier one, as in the card database, and
    // takes the later place in library order (a Map keeps the order of its first insertion).
    numbers.delete(key);
    numbers.set(key, card);
  }
  const list = [...numbers.values()];
  const written = new Map<string, string>();
  for (const card of list) {
    const model = 'model' in card ? card.model : undefined;
    for (const name of [card.name, card.name_ja]) {
      if (!name) continue;
      addName(normaliseName(name), card);
      if (!written.has(normaliseName(name))) written.set(normaliseName(name), name);
      if (model) {
        addName(normaliseName(`${model} ${name}`), card);
        addName(normaliseName(`${name} ${model}`), card);
      }
    }
  }
  let groups: Map<string, Card[]> | undefined;
  let suggestable: Written[] | undefined;
  const printings = (card: Card) => {
    if (!groups) {
      groups = new Map();
      for (const c of list) {
        const key = printingKey(c);
        const group = groups.get(key);
        if (group) group.push(c);
        else groups.set(key, [c]);
      }
    }
    return groups.get(printingKey(card)) ?? [card];
  };
  return {
    game,
    size: list.length,
    byNumber: (number) => numbers.get(numberKey(number)),
    byName: (name) => names.get(normaliseName(name)) ?? [],
    printings,
    suggest: (name, limit = 3) => {
      suggestable ??= [...written].map(([key, name]) => ({ key, name, mask: charMask(key) }));
      return suggestNames(normaliseName(name), suggestable, limit);
    },
    all: () => list,
  };
}

/** A bit per character (folded to 32): a query character whose bit a name lacks costs at least one edit. */
function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) & 31);
  return mask;
}

function bits(n: number): number {
  let count = 0;
  for (let v = n >>> 0; v; v &= v - 1) count++;
  return count;
}

interface Written {
  key: string;
  name: string;
  mask: number;
}

function suggestNames(query: string, written: readonly Written[], limit: number): string[] {
  if (!query) return [];
  const budget = Math.max(1, Math.floor(query.length * SUGGEST_RATIO));
  const wanted = charMask(query);
  const scored: { name: string; distance: number }[] = [];
  const rows = { previous: new Int32Array(0), current: new Int32Array(0) };
  for (const { key, name, mask } of written) {
    if (key.includes(query)) {
      scored.push({ name, distance: 0.5 });
      continue;
    }
    // Names much longer or shorter, or lacking too many of the query's characters, cannot be
    // within the budget: skip them without the table.
    if (Math.abs(key.length - query.length) > budget || bits(wanted & ~mask) > budget) continue;
    const distance = editDistance(query, key, budget, rows);
    if (distance <= budget) scored.push({ name, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
  return scored.slice(0, limit).map((s) => s.name);
}

/**
 * Levenshtein distance, giving up (returning budget + 1) once a whole row exceeds the budget.
 * The two rows are reused across calls: suggestions compare one name with every name in the library.
 */
function editDistance(
  a: string,
  b: string,
  budget: number,
  rows: { previous: Int32Array; current: Int32Array },
): number {
  if (rows.previous.length < b.length + 1) {
    rows.previous = new Int32Array(b.length + 1);
    rows.current = new Int32Array(b.length + 1);
  }
  let previous = rows.previous;
  let current = rows.current;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ch = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ch === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > budget) return budget + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}
