/**
 * The in-memory search index: every card's searchable text normalised once
 * (NFKC + lower case), so a query only compares prepared strings.
 */
import type { Card } from '../model';

export interface IndexedCard {
  card: Card;
  /** English and Japanese names, normalised, separated by a newline. */
  name: string;
  number: string;
  text: string;
  type: string;
  color: string;
  corps: string;
  set: string;
  rarity: string;
  /** Model number without dots, dashes and spaces. */
  model: string;
  /** Keyword labels and ids, one per line. */
  keywords: string;
  traits: string;
  terrain: string;
  /** Numbers as own fields (NaN when absent) so every entry has one shape: fast comparisons. */
  cost: number;
  clash: number;
  nation_cost: number;
  melee: number;
  ranged: number;
  hp: number;
}

export interface SearchIndex {
  entries: readonly IndexedCard[];
}

/** How both the index and the query are compared: width- and case-insensitive. */
export function normalize(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

export function squashModel(value: string): string {
  return normalize(value).replace(/[.\-\s_]/g, '');
}

export function indexCard(card: Card): IndexedCard {
  const gw = card.game === 'gundam-war' ? card : undefined;
  const ms = card.game === 'ms-war' ? card : undefined;
  return {
    card,
    name: normalize(card.name_ja ? `${card.name}\n${card.name_ja}` : card.name),
    number: normalize(card.number),
    text: normalize(card.text),
    type: card.type,
    color: gw?.color ?? '',
    corps: normalize(ms?.corps ?? ''),
    set: normalize(card.set),
    rarity: normalize(card.rarity),
    model: squashModel(card.model ?? ''),
    keywords: card.keywords.map((k) => `${normalize(k.label)}\n${k.id}`).join('\n'),
    traits: normalize((gw?.traits ?? []).join('\n')),
    terrain: gw?.terrain ?? '',
    cost: card.cost ?? NaN,
    clash: ms?.clash ?? NaN,
    nation_cost: gw?.nation_cost ?? NaN,
    melee: gw?.melee ?? NaN,
    ranged: gw?.ranged ?? NaN,
    hp: gw?.hp ?? NaN,
  };
}

const cache = new WeakMap<readonly Card[], SearchIndex>();

/** Builds (or reuses, for the same array) the index of `cards`, keeping their order. */
export function buildSearchIndex(cards: readonly Card[]): SearchIndex {
  let index = cache.get(cards);
  if (!index) {
    index = { entries: cards.map(indexCard) };
    cache.set(cards, index);
  }
  return index;
}
