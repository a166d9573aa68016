/** Figures about a deck for the editor's stats panel. */
import type { Card, VariableCost } from '../cards/model';
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
  /**
   * Gundam War: non-G cards per Resource Cost (the cards each pays from the Nation), 0 up to the
   * highest, then X (chosen as the card is played) when the deck holds any. Empty for M.S. War.
   */
  resourceCurve: { resource: number | VariableCost; count: number }[];
  /** Gundam War: what the deck's non-G cards cost its Nation (see `NationCost`); null for M.S. War. */
  nationCost: NationCost | null;
}

/**
 * What a deck's non-G cards cost its Nation when every one is played once: `total` cards paid in
 * all and the `mean` per card (X costs left out of both, since they are chosen in play:
 * `variable` counts them). A card file without a Resource Cost means 0.
 */
export interface NationCost {
  total: number;
  mean: number | null;
  /** Copies whose Resource Cost is X. */
  variable: number;
  /** Non-G copies counted. */
  cards: number;
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
  const resource = resourceFigures(entries, catalog);
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
    ...resource,
  };
}

/** The Resource Cost curve and what the deck costs its Nation; nothing for M.S. War. */
function resourceFigures(
  entries: readonly DeckEntry[],
  catalog: CardCatalog,
): Pick<DeckStats, 'resourceCurve' | 'nationCost'> {
  if (catalog.game !== 'gundam-war') return { resourceCurve: [], nationCost: null };
  const counts = new Map<number, number>();
  let variable = 0;
  let total = 0;
  let paid = 0;
  let cards = 0;
  for (const entry of entries) {
    const card = catalog.byNumber(entry.number);
    if (!card || card.game !== 'gundam-war' || isG(card)) continue;
    cards += entry.count;
    const rc = card.resource_cost ?? 0;
    if (rc === 'X') {
      variable += entry.count;
      continue;
    }
    counts.set(rc, (counts.get(rc) ?? 0) + entry.count);
    total += rc * entry.count;
    paid += entry.count;
  }
  const highest = counts.size ? Math.max(...counts.keys()) : -1;
  const resourceCurve: DeckStats['resourceCurve'] = [];
  for (let rc = 0; rc <= highest; rc++) resourceCurve.push({ resource: rc, count: counts.get(rc) ?? 0 });
  if (variable) resourceCurve.push({ resource: 'X', count: variable });
  return { resourceCurve, nationCost: { total, mean: paid ? total / paid : null, variable, cards } };
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
