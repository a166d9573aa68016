/** Figures about a deck for the editor's stats panel. */
import type { Card } from '../cards/model';
import type { DeckEntry } from './model';
import type { CardCatalog } from './catalog';
import { isG, isSpecialG } from './card-rules';
import { createPrng, shuffle, type PrngState } from '../core/prng';

export interface DeckStats {
  total: number;
  /** Cards per cost; G and cards without a cost are counted under `null`. */
  curve: { cost: number | null; count: number }[];
  byType: { type: string; count: number }[];
  /** Gundam War colours or M.S. War corps. */
  byAffiliation: { name: string; count: number }[];
  /** Gundam War: G cards by the colour of nation power they give, plus special G. */
  gSources: { color: string; basic: number; special: number }[];
  averageCost: number | null;
}

function tally(map: Map<string, number>): { name: string; count: number }[] {
  return [...map.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function affiliation(card: Card): string {
  if (card.game === 'gundam-war') return card.color ?? 'colourless';
  return card.corps ?? 'none';
}

export function deckStats(entries: readonly DeckEntry[], catalog: CardCatalog): DeckStats {
  const curve = new Map<number | null, number>();
  const types = new Map<string, number>();
  const affiliations = new Map<string, number>();
  const g = new Map<string, { basic: number; special: number }>();
  let total = 0;
  let costSum = 0;
  let costed = 0;
  for (const entry of entries) {
    const card = catalog.byNumber(entry.number);
    if (!card) continue;
    total += entry.count;
    types.set(card.type, (types.get(card.type) ?? 0) + entry.count);
    affiliations.set(affiliation(card), (affiliations.get(affiliation(card)) ?? 0) + entry.count);
    if (isG(card)) {
      const color = affiliation(card);
      const bucket = g.get(color) ?? { basic: 0, special: 0 };
      if (isSpecialG(card)) bucket.special += entry.count;
      else bucket.basic += entry.count;
      g.set(color, bucket);
    }
    const cost = isG(card) || card.cost === undefined ? null : card.cost;
    curve.set(cost, (curve.get(cost) ?? 0) + entry.count);
    if (cost !== null) {
      costSum += cost * entry.count;
      costed += entry.count;
    }
  }
  const numeric = [...curve.keys()].filter((c): c is number => c !== null);
  const maxCost = numeric.length ? Math.max(...numeric) : -1;
  const curveList: DeckStats['curve'] = [];
  for (let cost = 0; cost <= maxCost; cost++) curveList.push({ cost, count: curve.get(cost) ?? 0 });
  if (curve.has(null)) curveList.push({ cost: null, count: curve.get(null) ?? 0 });
  return {
    total,
    curve: curveList,
    byType: tally(types).map(({ name, count }) => ({ type: name, count })),
    byAffiliation: tally(affiliations),
    gSources: [...g.entries()].map(([color, v]) => ({ color, ...v })).sort((a, b) => a.color.localeCompare(b.color)),
    averageCost: costed ? costSum / costed : null,
  };
}

/** The deck as a flat list of card numbers, one per physical card, in deck order. */
export function expand(entries: readonly DeckEntry[]): string[] {
  return entries.flatMap((e) => Array.from({ length: e.count }, () => e.number));
}

/** A seeded sample hand: the first `size` cards of a shuffled deck. */
export function sampleHand(
  entries: readonly DeckEntry[],
  size: number,
  seed: number,
): { hand: string[]; prng: PrngState } {
  const [order, prng] = shuffle(expand(entries), createPrng(seed));
  return { hand: order.slice(0, size), prng };
}
