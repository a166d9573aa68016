/** What a card on the M.S. War table is: its printed data, keywords and abilities. */
import type { MsWarCard } from '../../cards/model';
import { MS_WAR_KEYWORDS, SENTENCE_KEYWORDS } from '../../cards/keywords';
import type { GameState, Seat } from '../../core/types';
import { DEMO_ABILITIES, type Ability } from './abilities';
import { rulesOf } from './state';

export function printed(state: GameState, id: string): MsWarCard {
  return state.catalog[state.cards[id].key] as MsWarCard;
}

const KEYWORD_TEXT = new RegExp(
  `\\b(${MS_WAR_KEYWORDS.flatMap((k) => [k.name, ...(k.aliases ?? [])]).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
  'gi',
);

const manualCache = new Map<string, Ability[]>();

/**
 * The card's abilities: the DSL entry for its number, or — when its text says more than
 * keywords — one manual ability the players resolve by hand.
 */
export function abilitiesOf(card: MsWarCard): Ability[] {
  const known = DEMO_ABILITIES[card.number];
  if (known) return known;
  let cached = manualCache.get(card.number);
  if (!cached) {
    let rest = card.text.replace(KEYWORD_TEXT, '');
    for (const s of SENTENCE_KEYWORDS['ms-war']) rest = rest.replace(s.pattern, '');
    rest = rest.replace(new RegExp(card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'), '');
    const hasText = /[a-z]{3}/i.test(rest);
    cached = !hasText
      ? []
      : card.type === 'event'
        ? [{ kind: 'event', ops: [{ op: 'manual', text: card.text }] }]
        : [{ kind: 'activated', cost: {}, ops: [{ op: 'manual', text: card.text }] }];
    manualCache.set(card.number, cached);
  }
  return cached;
}

export function printedKeywords(card: MsWarCard): string[] {
  return card.keywords.map((k) => k.id);
}

/** Keywords a card has now: printed, granted by its pilots, and gained until the end of the battle/turn. */
export function keywordsOf(state: GameState, id: string): Set<string> {
  const set = new Set(printedKeywords(printed(state, id)));
  for (const pilot of pilotsOn(state, id)) {
    for (const a of abilitiesOf(printed(state, pilot))) if (a.kind === 'static' && a.clash.scope === 'host') for (const g of a.clash.grants ?? []) set.add(g);
  }
  for (const m of rulesOf(state).mods) if (m.card === id && m.keyword) set.add(m.keyword);
  return set;
}

export function hasKeyword(state: GameState, id: string, keyword: string): boolean {
  return keywordsOf(state, id).has(keyword);
}

/** "Sand" and "Sea" read as M.S. Types (Keywords E, F). */
export function msTypes(state: GameState, id: string): Set<string> {
  const types = new Set<string>();
  const t = printed(state, id).ms_type;
  if (t) types.add(t);
  const kw = keywordsOf(state, id);
  if (kw.has('sand')) types.add('Sand');
  if (kw.has('sea')) types.add('Sea');
  return types;
}

export function pilotsOn(state: GameState, id: string): string[] {
  const zone = state.zones[state.cards[id].zone] ?? [];
  return zone.filter((p) => state.cards[p].attachedTo === id && printed(state, p).type === 'pilot');
}

export function isUnder(state: GameState, id: string): boolean {
  const under = rulesOf(state).under;
  for (const top in under) if (under[top].includes(id)) return true;
  return false;
}

/** M.S. Cards in a zone that are in play (not under an Upgrade stack, not attached). */
export function msIn(state: GameState, zoneKey: string): string[] {
  return (state.zones[zoneKey] ?? []).filter((id) => printed(state, id).type === 'ms' && state.cards[id].attachedTo === null);
}

export function isUnique(card: MsWarCard): boolean {
  return card.keywords.some((k) => k.id === 'limit-1-deck') || /limit one per deck/i.test(card.text);
}

export function ownerOf(state: GameState, id: string): Seat {
  return state.cards[id].owner;
}
