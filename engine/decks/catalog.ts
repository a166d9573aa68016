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
  const numbers = new Map<string, Card>();
  const names = new Map<string, Card[]>();
  const list: Card[] = [];
  const addName = (key: string, card: Card) => {
    const bucket = names.get(key) ?? [];
    if (!bucket.includes(card)) bucket.push(card);
    names.set(key, bucket);
  };
  for (const card of cards) {
    if (card.game !== game) continue;
    const key = numberKey(card.number);
    // A later import of the same number replaces the earlier one, as in the card database.
    const previous = numbers.get(key);
    if (previous) list.splice(list.indexOf(previous), 1);
    numbers.set(key, card);
    list.push(card);
  }
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
  const printings = (card: Card) => {
    if (!groups) {
      groups = new Map();
      for (const c of list) {
        const key = printingKey(c);
        groups.set(key, [...(groups.get(key) ?? []), c]);
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
    suggest: (name, limit = 3) => suggestNames(normaliseName(name), written, limit),
    all: () => list,
  };
}

function suggestNames(query: string, written: Map<string, string>, limit: number): string[] {
  if (!query) return [];
  const budget = Math.max(1, Math.floor(query.length * SUGGEST_RATIO));
  const scored: { name: string; distance: number }[] = [];
  for (const [key, name] of written) {
    // Names much longer or shorter cannot be within the budget: skip them without the DP.
    if (Math.abs(key.length - query.length) > budget && !key.includes(query)) continue;
    const distance = key.includes(query) ? 0.5 : editDistance(query, key, budget);
    if (distance <= budget) scored.push({ name, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
  return scored.slice(0, limit).map((s) => s.name);
}

/** Levenshtein distance, giving up (returning budget + 1) once every cell of a row exceeds the budget. */
function editDistance(a: string, b: string, budget: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, row[j]);
    }
    if (best > budget) return budget + 1;
    previous = row;
  }
  return previous[b.length];
}
