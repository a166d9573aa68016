/**
 * Small hand-made card pools for the deck tests (not the demo sets: tests pin their own facts).
 * Keywords come from the text through the card database's parser, as they do on import.
 */
import type { GundamWarCard, MsWarCard } from '../cards/model';
import { parseKeywords } from '../cards/keywords';

export function ms(number: string, name: string, extra: Partial<MsWarCard> = {}): MsWarCard {
  const text = extra.text ?? '';
  return {
    game: 'ms-war',
    number,
    name,
    type: 'ms',
    cost: 2,
    set: 'BASE',
    rarity: 'C',
    corps: 'Earth Federation',
    ...extra,
    text,
    keywords: parseKeywords(text, 'ms-war'),
  };
}

export function gw(number: string, name: string, extra: Partial<GundamWarCard> = {}): GundamWarCard {
  const text = extra.text ?? '';
  return {
    game: 'gundam-war',
    number,
    name,
    type: 'unit',
    cost: 3,
    set: 'B1',
    rarity: 'C',
    traits: [],
    color: 'blue',
    ...extra,
    text,
    keywords: parseKeywords(text, 'gundam-war'),
  };
}

/** Twenty plain M.S. War cards MS-101..MS-120, enough to fill a 50-card deck. */
export const MS_FILLER: MsWarCard[] = Array.from({ length: 20 }, (_, i) =>
  ms(`MS-${101 + i}`, `Filler Suit ${i + 1}`, { cost: i % 6 }),
);

export const GW_FILLER: GundamWarCard[] = Array.from({ length: 20 }, (_, i) =>
  gw(`U-${101 + i}`, `Filler Unit ${i + 1}`, { model: `FU-${i + 1}`, cost: i % 5 }),
);

/** `count` cards' worth of entries from a pool, at most 3 of each. */
export function fill(pool: { number: string }[], count: number): { number: string; count: number }[] {
  const out: { number: string; count: number }[] = [];
  let left = count;
  for (const card of pool) {
    if (left <= 0) break;
    const n = Math.min(3, left);
    out.push({ number: card.number, count: n });
    left -= n;
  }
  return out;
}
