/** What a card on the M.S. War table is: its printed data, keywords and abilities. */
import type { MsWarCard } from '../../cards/model';
import type { CardId, GameState, Seat } from '../../core/types';
import type { Ability } from './abilities';
import { SAND } from './keywords/sand';
import { SEA } from './keywords/sea';
import { msWarAbilities } from './script';
import { rulesOf } from './state';

/**
 * Each catalog as a Map of its printed cards by key, made once per catalog: compile-once state
 * (module-state.test.ts), since a catalog is an object the engine never edits, shared by every
 * game started from one card list, so the Map always answers what rebuilding it would.
 */
const byCatalog = new WeakMap<GameState['catalog'], Map<string, MsWarCard>>();

function catalogMap(catalog: GameState['catalog']): Map<string, MsWarCard> {
  let map = byCatalog.get(catalog);
  if (map === undefined) byCatalog.set(catalog, (map = new Map(Object.entries(catalog) as [string, MsWarCard][])));
  return map;
}

export function printed(state: GameState, id: CardId): MsWarCard {
  const key = state.cards[id].key;
  return catalogMap(state.catalog).get(key) ?? (state.catalog[key] as MsWarCard);
}

/** What a printed card's abilities allow, worked out once per printed card (legal listings ask for every card in reach). */
export type PrintedFacts = {
  card: MsWarCard;
  abilities: Ability[];
  /** The card's event ability, if it is one. */
  event: Extract<Ability, { kind: 'event' }> | undefined;
  /** Its Battlefield requirement and Battle Scars, if it is a Battlefield card. */
  battlefield: Extract<Ability, { kind: 'battlefield' }> | undefined;
  /** Whether any ability is activated (most cards have none, so listings skip them at once). */
  activated: boolean;
};

/** What a printed card's abilities allow: worked out once per printed card (an object the engine never edits). */
function factsOf(card: MsWarCard): PrintedFacts {
  let facts = factsByCard.get(card);
  if (facts !== undefined) return facts;
  const abilities = msWarAbilities(card.script);
  let event: PrintedFacts['event'];
  let battlefield: PrintedFacts['battlefield'];
  let activated = false;
  for (const a of abilities) {
    if (a.kind === 'event') event ??= a;
    else if (a.kind === 'battlefield') battlefield ??= a;
    else if (a.kind === 'activated') activated = true;
  }
  facts = { card, abilities, event, battlefield, activated };
  factsByCard.set(card, facts);
  return facts;
}

const factsByCard = new WeakMap<MsWarCard, PrintedFacts>();

/** The facts of the card `id` is. */
export function printedFacts(state: GameState, id: CardId): PrintedFacts {
  return factsOf(printed(state, id));
}

/** A card's abilities by its id: `abilitiesOf(printed(state, id))` in one lookup. */
export function abilitiesAt(state: GameState, id: CardId): Ability[] {
  return printedFacts(state, id).abilities;
}

/** The card's abilities: its script (given, or compiled from its text when the card was read), shaped for the rules. */
export function abilitiesOf(card: MsWarCard): Ability[] {
  return factsOf(card).abilities;
}

export function printedKeywords(card: MsWarCard): string[] {
  return card.keywords.map((k) => k.id);
}

/**
 * A Pilot's printed keywords that its M.S. fights with ("Preemptive Strike." on a Pilot): the
 * Pilots "fly your battle suits into combat" and move with them (Ver 2.1, Card Types; The Attack
 * Phase B), so a battle keyword on the Pilot is the M.S.'s in battle. Attack (when the Pilot
 * card is played), Dock Pilot and the deck limit are the Pilot card's own.
 */
const LENT_BY_PILOT = new Set([
  'preemptive-strike',
  'mobile-armor',
  'battleship',
  'sand',
  'sea',
  'additional-defender',
]);

/** Keywords a card has now: printed, granted by its pilots (their scripts and printed battle keywords), and gained until the end of the battle/turn. */
export function keywordsOf(state: GameState, id: CardId): Set<string> {
  const set = new Set(printedKeywords(printed(state, id)));
  for (const pilot of pilotsOn(state, id)) {
    for (const k of printed(state, pilot).keywords) if (LENT_BY_PILOT.has(k.id)) set.add(k.id);
    for (const a of abilitiesOf(printed(state, pilot)))
      if (a.kind === 'static' && a.clash.scope === 'host') for (const g of a.clash.grants ?? []) set.add(g);
  }
  for (const m of rulesOf(state).mods) if (m.card === id && m.keyword) set.add(m.keyword);
  return set;
}

/** The same answer as `keywordsOf(state, id).has(keyword)`, without building the set (it runs on every legal-intent listing). */
export function hasKeyword(state: GameState, id: CardId, keyword: string): boolean {
  for (const k of printed(state, id).keywords) if (k.id === keyword) return true;
  for (const m of rulesOf(state).mods) if (m.card === id && m.keyword === keyword) return true;
  const zone = state.zones[state.cards[id].zone];
  if (zone === undefined) return false;
  for (const pilot of zone) {
    if (state.cards[pilot].attachedTo !== id) continue;
    const p = printedFacts(state, pilot);
    if (p.card.type !== 'pilot') continue;
    if (LENT_BY_PILOT.has(keyword)) for (const k of p.card.keywords) if (k.id === keyword) return true;
    for (const a of p.abilities)
      if (a.kind === 'static' && a.clash.scope === 'host' && a.clash.grants?.includes(keyword)) return true;
  }
  return false;
}

/** Keywords read as an M.S. Type (keywords/sand.ts, keywords/sea.ts). */
const TYPE_KEYWORDS = [SAND, SEA];

/** Whether the card is of M.S. Type `type`: `msTypes(state, id).has(type)` without building the set. */
export function isMsType(state: GameState, id: CardId, type: string): boolean {
  if (printed(state, id).ms_type === type) return true;
  for (const k of TYPE_KEYWORDS) if (type === k.msType) return hasKeyword(state, id, k.keyword);
  return false;
}

/** "Sand" and "Sea" read as M.S. Types (Keywords E, F). */
export function msTypes(state: GameState, id: CardId): Set<string> {
  const types = new Set<string>();
  const t = printed(state, id).ms_type;
  if (t) types.add(t);
  const kw = keywordsOf(state, id);
  for (const k of TYPE_KEYWORDS) if (kw.has(k.keyword)) types.add(k.msType);
  return types;
}

/** `pilotsOn(state, id).length > 0` without the list. */
export function hasPilot(state: GameState, id: CardId): boolean {
  const zone = state.zones[state.cards[id].zone];
  if (zone === undefined) return false;
  for (const p of zone) if (state.cards[p].attachedTo === id && printed(state, p).type === 'pilot') return true;
  return false;
}

export function pilotsOn(state: GameState, id: CardId): CardId[] {
  const out: CardId[] = [];
  const zone = state.zones[state.cards[id].zone];
  if (zone === undefined) return out;
  for (const p of zone) if (state.cards[p].attachedTo === id && printed(state, p).type === 'pilot') out.push(p);
  return out;
}

export function isUnder(state: GameState, id: CardId): boolean {
  const under = rulesOf(state).under;
  for (const top in under) if (under[top].includes(id)) return true;
  return false;
}

/** M.S. Cards in a zone that are in play (not under an Upgrade stack, not attached). */
export function msIn(state: GameState, zoneKey: string): CardId[] {
  const out: CardId[] = [];
  const zone = state.zones[zoneKey];
  if (zone === undefined) return out;
  for (const id of zone) if (state.cards[id].attachedTo === null && printed(state, id).type === 'ms') out.push(id);
  return out;
}

export function isUnique(card: MsWarCard): boolean {
  return card.keywords.some((k) => k.id === 'limit-1-deck') || /limit one per deck/i.test(card.text);
}

export function ownerOf(state: GameState, id: CardId): Seat {
  return state.cards[id].owner;
}
