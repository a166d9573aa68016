/**
 * Destruction and Abolish (ch. 16): a Unit whose damage reaches its Defence, or whose
 * Defence is 0, becomes Destroyed; each Destroyed card's Abolish is an automatic effect
 * that goes on a Cut together with others that arose at the same time, in the order the
 * attacking player chooses (ch. 11 Auto C; the effect system asks). Abolish moves the card
 * to its owner's Junkyard unless the destruction was negated first.
 */
import { memoPart, type Memo } from '../../core/memo';
import { stepSlot, type Draft } from '../../core/draft';
import type { CardId, CardInstance, GameState } from '../../core/types';
import type { TriggerDraft } from '../../effects';
import { gw, log } from './moves';
import { autoATexts } from './auto-a';
import { cardEffects } from './card-text';
import { keywordRules } from './keywords';
import { cardType, controllerOf, damageOf, def, defenceFloor, perPrintedCard, statsOf } from './read';
import { autoDrafts } from './script';
import { hasMark, rulesOf, setMark } from './state';
import { fieldPlaces, zoneAt } from './zone-lists';
import { card, says } from './words';

const NO_CARDS: CardId[] = [];

/** Abolish effects waiting to be reported to the effect system, kept by the step's draft. */
const WAITING = stepSlot<CardId[]>('Gundam War Abolish waiting');

function waitingOf(d: Draft): CardId[] {
  return d.get(WAITING) ?? d.put(WAITING, []);
}

export function markDestroyed(d: Draft, id: CardId): void {
  if (hasMark(d.state, 'destroyed', id)) return;
  setMark(d, 'destroyed', id, true);
  log(d, 'destroyed', null, gw('destroyed', { c0: { ref: 0 } }), [id]);
  waitingOf(d).push(id);
}

/**
 * What the check's walk reads of a printed card, in one look-up: the most its constant texts
 * (Auto A, teams) could lower a Defence by, working now or not (a sum of decreases, so at most
 * 0), and whether it is a Unit (only a printed Unit may be treated as one: `cardType`).
 */
const printedCheck = perPrintedCard((card): { lowering: number; unit: boolean } => {
  let sum = 0;
  for (const a of autoATexts(card)) if ('mod' in a) sum += Math.min(0, a.mod.hp);
  for (const e of cardEffects(card)) sum += keywordRules(e.kind)?.constant?.lowers(e) ?? 0;
  return { lowering: sum, unit: card.type === 'unit' };
});

/**
 * What lasting effects could lower a Defence by (a sum of decreases, so at most 0), or null when
 * one sets or swaps values. With the constant texts of every card on the Field (`printedCheck`,
 * added up by the check's walk) it is the most continuous effects could lower a Defence by. Read
 * from the table, not the derivation key: a check that finds every Unit's Defence safe derives
 * nothing (the next reader of the table may not need its key either).
 */
function lastingLowered(s: GameState): number | null {
  let sum = 0;
  for (const e of rulesOf(s).effects.continuous) {
    if (e.change.kind === 'set-values' || e.change.kind === 'swap') return null;
    if (e.change.kind === 'modify') sum += Math.min(0, e.change.deltas.hp ?? 0);
  }
  return sum;
}

/**
 * Units whose damage reached their Defence, or whose Defence is 0, become Destroyed (ch. 16).
 * Runs after every step of the flow: a Unit whose least possible Defence is above 0 and above
 * its damage is passed over without deriving its stats (which a new table would work out anew).
 */
export function checkDestruction(d: Draft): void {
  const s = d.state;
  // With no memo, nothing is known clean and nothing is noted: every Unit is checked.
  const m = d.memo?.get(CLEAN) ?? null;
  const clean = m?.key ?? null;
  if (clean !== null && (fieldKept(d, clean) || isClean(clean, s, d.tablesUntouched()))) return;
  const marked = waitingOf(d).length;
  let lowered = lastingLowered(s);
  // One walk of the Field notes the key of this table (kept below if nothing is Destroyed), adds
  // up what constant texts could lower a Defence by, and finds the Units to check, each with
  // whether no card is Set in its zone (`bare`); then each Unit is checked, in the walk's order.
  const noted: KeyLists = { field: [], keys: [], objects: [] };
  const base = d.startedFrom().cards;
  const units: CardId[] = [];
  const bare: boolean[] = [];
  // Runs after every step of the flow: read the zone lists in place rather than building the Field's card list.
  const places = fieldPlaces(s);
  for (let z = 0; z < places.length; z++) {
    const list = zoneAt(s, places[z]) ?? NO_CARDS;
    noted.field.push(list.length);
    const first = units.length;
    let noneSet = true;
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      noteCard(noted, s, id, base);
      const printed = printedCheck(s, id);
      if (lowered !== null) lowered += printed.lowering;
      if (s.cards[id].attachedTo !== null) noneSet = false;
      else if (printed.unit && cardType(s, id) === 'unit' && !hasMark(s, 'destroyed', id)) units.push(id);
    }
    for (let k = first; k < units.length; k++) bare.push(noneSet);
  }
  for (let k = 0; k < units.length; k++) {
    const id = units[k];
    const damage = damageOf(s, id);
    if (lowered !== null) {
      const floor = defenceFloor(s, id, lowered, bare[k]);
      if (floor > 0 && damage < floor) continue;
    }
    const hp = statsOf(s, id).hp;
    if (hp <= 0 || damage >= hp) markDestroyed(d, id);
  }
  // The value table is kept by identity, so only while it is the one this step started from (never edited).
  // Marking a card Destroyed writes no card, so the noted values are still this table's.
  if (m === null) return;
  if (waitingOf(d).length === marked && s.values === d.startedFrom().values)
    m.key = cleanKey(s, d.tablesUntouched(), noted);
  else m.key = null;
}

/**
 * The last table found with nothing to destroy, by what the check reads: each card on the
 * Field (where, its printed card, its host, damage, Dismantle Coins and entry time, which is
 * all that derived Defence reads of the table, continuous.ts), the value table, the printed
 * cards, the marks and the lasting effects (states are never edited, so these are compared by
 * identity). While a step leaves all of them as they were — a pass, a draw, a card put on the
 * Cut — nothing new can be Destroyed and the check is skipped.
 */
interface CleanKey {
  /** The card and zone tables, when they were the step's base (never edited): the same ones need no walk. */
  cards: GameState['cards'] | null;
  zones: GameState['zones'] | null;
  values: GameState['values'];
  catalog: GameState['catalog'];
  destroyed: CardId[];
  transformed: CardId[];
  variableG: CardId[];
  continuous: unknown[];
  /**
   * Per Field zone of each seat, its length, then per card its id and what the check reads of
   * it: host, damage, Dismantle Coins, entry time; per card in the same order, its printed
   * card's key (`keys`) and its object when that is the step's base's (which nothing edits, so a
   * table still holding it reads as noted) or null (`objects`).
   */
  field: number[];
  keys: string[];
  objects: (CardInstance | null)[];
}
/** The last table found with nothing to destroy (`CleanKey`), remembered in the module's memo. */
const CLEAN = memoPart('clean table', () => ({ key: null as CleanKey | null }));

/** A key being filled by the check's walk of the Field (each zone's length, then `noteCard` for each of its cards). */
type KeyLists = Pick<CleanKey, 'field' | 'keys' | 'objects'>;

function noteCard(k: KeyLists, s: GameState, id: CardId, base: GameState['cards']): void {
  const c = s.cards[id];
  k.field.push(id, c.attachedTo ?? -1, c.counters.damage ?? 0, c.counters.coin ?? 0, rulesOf(s).entered[id] ?? -1);
  k.keys.push(c.key);
  k.objects.push(c === base[id] ? c : null);
}

function cleanKey(s: GameState, untouched: boolean, lists: KeyLists): CleanKey {
  const r = rulesOf(s);
  return {
    cards: untouched ? s.cards : null,
    zones: untouched ? s.zones : null,
    values: s.values,
    catalog: s.catalog,
    destroyed: r.destroyed,
    transformed: r.transformed,
    variableG: r.variableG,
    continuous: r.effects.continuous,
    field: lists.field,
    keys: lists.keys,
    objects: lists.objects,
  };
}

/** The same list, or both empty (the end of each turn makes new empty ones). */
const same = (a: readonly unknown[], b: readonly unknown[]): boolean => a === b || (a.length === 0 && b.length === 0);

/** Whether `s` has the clean table's values, printed cards, marks and lasting effects. */
function sameAsClean(clean: CleanKey, s: GameState): boolean {
  const r = rulesOf(s);
  return (
    clean.values === s.values &&
    clean.catalog === s.catalog &&
    same(clean.destroyed, r.destroyed) &&
    same(clean.transformed, r.transformed) &&
    same(clean.variableG, r.variableG) &&
    same(clean.continuous, r.effects.continuous)
  );
}

/**
 * Whether `checkDestruction` would find nothing on `s` because it is the last table found clean
 * (by identity, or by what the check reads): a step that keeps its tables (a pass, an empty
 * window) may then skip the check.
 */
export function knownClean(s: GameState, memo: Memo): boolean {
  const clean = memo.get(CLEAN).key;
  // A finished state's tables are never edited.
  return clean !== null && isClean(clean, s, true);
}

/**
 * Whether the step started from the last table found clean (its very tables) and has left
 * the Field as it was: the same lists of the same card objects, and the values, marks and
 * lasting effects the check reads. Then nothing new can be Destroyed, known without comparing
 * card by card (a draw, a discard, damage to a Nation).
 */
function fieldKept(d: Draft, clean: CleanKey): boolean {
  const s = d.state;
  const b = d.startedFrom();
  if (clean.cards !== b.cards || clean.zones !== b.zones || !sameAsClean(clean, s)) return false;
  if (s.cards === b.cards && s.zones === b.zones) return true;
  const places = fieldPlaces(s);
  for (let z = 0; z < places.length; z++) {
    const list = zoneAt(s, places[z]);
    if (list !== zoneAt(b, places[z])) return false;
    if (list) for (let i = 0; i < list.length; i++) if (s.cards[list[i]] !== b.cards[list[i]]) return false;
  }
  return true;
}

/** Whether `s` is the last table found clean by what the check reads; `kept`: its tables will never be edited. */
function isClean(clean: CleanKey, s: GameState, kept: boolean): boolean {
  if (!sameAsClean(clean, s) || !sameValues(clean, s)) return false;
  // Found clean on tables nothing will edit: the next check of the same ones needs no walk, and a
  // card object of theirs needs no reading.
  if (kept) {
    clean.cards = s.cards;
    clean.zones = s.zones;
  }
  return true;
}

/**
 * Whether each card on `s`'s Field reads as the clean table's did (`CleanKey.field`): a card
 * object the key noted, or one of a table since found clean (objects nothing edits), is not
 * read — it has not been written since, nor moved (a move copies it), so its entry time is the
 * same too.
 */
function sameValues(clean: CleanKey, s: GameState): boolean {
  if (clean.cards === s.cards && clean.zones === s.zones) return true;
  const r = rulesOf(s);
  const { field: f, keys, objects } = clean;
  const cards = clean.cards;
  let k = 0;
  let n = 0;
  const places = fieldPlaces(s);
  for (let z = 0; z < places.length; z++) {
    const list = zoneAt(s, places[z]) ?? NO_CARDS;
    if (f[k++] !== list.length) return false;
    for (let i = 0; i < list.length; i++, k += 5, n++) {
      const id = list[i];
      const c = s.cards[id];
      if (f[k] !== id) return false;
      if (c === objects[n] || (cards !== null && c === cards[id])) continue;
      if (
        keys[n] !== c.key ||
        f[k + 1] !== (c.attachedTo ?? -1) ||
        f[k + 2] !== (c.counters.damage ?? 0) ||
        f[k + 3] !== (c.counters.coin ?? 0) ||
        f[k + 4] !== (r.entered[id] ?? -1)
      )
        return false;
    }
  }
  // A walk that read past the key's end (more cards than it noted) ends past it too.
  return k === f.length;
}

/**
 * Checks destruction and hands back what arose since the last call: each Destroyed card's
 * Auto D "when this card is destroyed" (applied at once, while the card is still on the Field)
 * and its Abolish (on a Cut) — ch. 11 Auto D, ch. 16.
 */
export function takeAbolish(d: Draft): TriggerDraft[] {
  checkDestruction(d);
  const ids = d.get(WAITING);
  if (!ids?.length) return [];
  d.put(WAITING, []);
  const live = ids.filter((id) => controllerOf(d.state, id) !== null);
  const autoD = live.flatMap((id) => autoDrafts(def(d.state, id), id, controllerOf(d.state, id)!, 'destroyed'));
  const abolish: TriggerDraft[] = live.map((id) => ({
    kind: 'abolish',
    source: id,
    ability: 'abolish',
    controller: controllerOf(d.state, id)!,
    op: { k: 'abolish' },
    condition: { k: 'abolish' },
    label: `Abolish ${def(d.state, id).name}`,
    labelMsg: says('cut.label.abolish', { card: card(0) }),
  }));
  return autoD.length ? [...autoD, ...abolish] : abolish;
}

/** Abolish resolves only while the card is still Destroyed on the Field (negation stops it). */
export function abolishHolds(s: GameState, id: CardId): boolean {
  return hasMark(s, 'destroyed', id) && controllerOf(s, id) !== null;
}
