/** Pure edits of a deck's sections; the editor's undo history is a list of these results. */
import type { Deck, DeckEntry } from './model';
import { numberKey } from './names';

export type Section = 'main' | 'side';

function change(entries: readonly DeckEntry[], number: string, delta: number): DeckEntry[] {
  const key = numberKey(number);
  const index = entries.findIndex((e) => numberKey(e.number) === key);
  if (index < 0) return delta > 0 ? [...entries, { number, count: delta }] : [...entries];
  const count = entries[index].count + delta;
  return count > 0 ? entries.map((e, i) => (i === index ? { ...e, count } : e)) : entries.filter((_, i) => i !== index);
}

export function countOf(entries: readonly DeckEntry[], number: string): number {
  return entries.find((e) => numberKey(e.number) === numberKey(number))?.count ?? 0;
}

export function addCopies<D extends Pick<Deck, 'main' | 'side'>>(deck: D, section: Section, number: string, n = 1): D {
  return { ...deck, [section]: change(deck[section], number, n) };
}

export function removeCopies<D extends Pick<Deck, 'main' | 'side'>>(
  deck: D,
  section: Section,
  number: string,
  n = 1,
): D {
  const have = countOf(deck[section], number);
  return { ...deck, [section]: change(deck[section], number, -Math.min(n, have)) };
}

/** Moves copies from one section to the other (only as many as there are). */
export function moveCopies<D extends Pick<Deck, 'main' | 'side'>>(deck: D, from: Section, number: string, n = 1): D {
  const moved = Math.min(n, countOf(deck[from], number));
  if (moved === 0) return deck;
  const to: Section = from === 'main' ? 'side' : 'main';
  return addCopies(removeCopies(deck, from, number, moved), to, number, moved);
}

/** What changed between two versions of a deck, per section and card. */
export function diffDecks(
  before: Pick<Deck, 'main' | 'side'>,
  after: Pick<Deck, 'main' | 'side'>,
): { section: Section; number: string; before: number; after: number }[] {
  const out: { section: Section; number: string; before: number; after: number }[] = [];
  for (const section of ['main', 'side'] as const) {
    const numbers = new Map<string, string>();
    for (const e of [...before[section], ...after[section]])
      if (!numbers.has(numberKey(e.number))) numbers.set(numberKey(e.number), e.number);
    for (const number of numbers.values()) {
      const b = countOf(before[section], number);
      const a = countOf(after[section], number);
      if (a !== b) out.push({ section, number, before: b, after: a });
    }
  }
  return out;
}
