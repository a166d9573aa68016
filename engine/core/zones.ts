/** Card movement and lookup shared by manual intents and both rules modules. */
import type { Draft } from './draft';
import { parseZoneKey, zoneDef, zoneDefOfKey, type GameLayout, type ZoneDef } from './layout';
import { cardIdOf } from './ids';
import type { CardId, CardInstance, CardRef, GameState, Position, RuleError } from './types';
import { refusal } from './refusal';
import { message } from '../i18n/message';

/** Resolves an instance id (a number or its spelling) or a `<zoneKey>#<index>` reference to an instance id. */
export function resolveRef(state: GameState, ref: CardRef): CardId | RuleError {
  const id = cardIdOf(ref);
  if (state.cards[id] !== undefined) return id;
  const hash = typeof ref === 'string' ? ref.lastIndexOf('#') : -1;
  if (hash > 0) {
    const zone = state.zones[(ref as string).slice(0, hash)];
    const index = Number((ref as string).slice(hash + 1));
    if (zone && Number.isInteger(index) && zone[index] !== undefined) return zone[index];
  }
  return refusal(message('core:refuse.noCard', { ref: String(ref) }));
}

export function checkZone(state: GameState, layout: GameLayout, key: string): RuleError | null {
  const parsed = parseZoneKey(key);
  if (!parsed || !zoneDef(layout, parsed.zone) || parsed.seat >= state.seats) {
    return refusal(
      message('core:refuse.noZone', {
        key,
        game: message(`games:${layout.game}`),
        zones: layout.zones.map((z) => z.id).join(', '),
      }),
    );
  }
  return null;
}

/**
 * Takes out the entry at `at` (none when -1). A card drawn or dealt as damage leaves its pile
 * from the top (a shift); elsewhere the one entry is spliced out.
 */
function removeAt(list: CardId[], at: number): void {
  if (at === 0) list.shift();
  else if (at > 0) list.splice(at, 1);
}

function insertAt(list: CardId[], id: CardId, position: Position | undefined, kind: 'pile' | 'area' | 'hand'): void {
  // Piles default to the top (index 0); areas and hands append on the right.
  const pos = position ?? (kind === 'pile' ? 'top' : 'bottom');
  if (pos === 'top') list.unshift(id);
  else if (pos === 'bottom') list.push(id);
  else list.splice(Math.max(0, Math.min(list.length, pos)), 0, id);
}

/**
 * Past the length of a hand, a pile read clean is marked for the rest of the step. Past
 * states' lists are not remembered across steps: a WeakSet of them made every garbage
 * collection walk its entries and cost more than the reads it saved (~5% of a random game).
 */
const LONG = 8;

/**
 * Cards attached to `id`. An attached card always shares its host's zone (attaching moves it
 * there, and moving either one keeps it so), so only the host's zone is searched. With more
 * than one rider the whole table is read, to keep the order riders have always been moved in.
 */
function ridersOf(d: Draft, id: CardId, zone: string): CardId[] | null {
  const state = d.state;
  const here = state.zones[zone];
  if (!here || d.isUnattached(zone)) return null;
  const long = here.length > LONG;
  let attached = false;
  // Made only when a rider turns up (most moved cards carry none).
  let found: CardId[] | null = null;
  for (const c of here) {
    const host = state.cards[c].attachedTo;
    if (host === null) continue;
    attached = true;
    if (host === id) (found ??= []).push(c);
  }
  // Several cards leaving one pile in a step (Battle Damage, a mulligan's draws) read it once.
  if (long && !attached) d.markUnattached(zone);
  if (found === null || found.length < 2) return found;
  const all: CardId[] = [];
  for (const c of state.cards) if (c.attachedTo === id) all.push(c.id);
  return all;
}

/**
 * Takes one counter off a card the step has copied (`Draft.card`). The counters are rebuilt
 * without it rather than `delete`d: a deleted property turns the object into a slow dictionary
 * that every later read and copy of the card's counters pays for.
 */
export function dropCounter(card: CardInstance, name: string): void {
  const { [name]: _, ...rest } = card.counters;
  card.counters = rest;
}

/**
 * Moves a card to a zone. Cards attached to it travel along into areas and are set loose
 * otherwise; a card leaving play loses its turn state, counters and any attachment. `loose`:
 * the caller knows no card is attached to this one (a game whose cards attach only in play,
 * moving a card from elsewhere), so its zone is not read for riders.
 */
export function moveCard(
  d: Draft,
  layout: GameLayout,
  id: CardId,
  to: string,
  position?: Position,
  faceUp?: boolean,
  loose = false,
): void {
  const from = d.state.cards[id].zone;
  // Found before the move edits anything, while the zone's list may still be a past state's.
  const riders = loose ? null : ridersOf(d, id, from);
  const card = d.card(id);
  const fromList = d.listForMove(from);
  removeAt(fromList, fromList.indexOf(id));
  const def = zoneDefOfKey(layout, to);
  if (!def) throw new Error(`No zone "${to}" in ${layout.game}.`);
  const toList = d.listForMove(to);
  insertAt(toList, id, position, def.kind);
  arrive(card, from, to, def, faceUp);
  if (riders === null) return;
  if (def.kind === 'area') carryAlong(d, id, riders, to, toList);
  else for (const rider of riders) d.card(rider).attachedTo = null;
}

/**
 * Moves the top `count` cards of pile `from` onto the top of pile `to` one after another (so
 * the last one moved lies on top), as `count` `moveCard`s from a pile nothing is attached in
 * would (`loose`), but with each list edited once: a Nation's damage moves several cards a
 * step. Returns the cards moved, in the order they moved.
 */
export function moveTopCards(
  d: Draft,
  layout: GameLayout,
  from: string,
  to: string,
  count: number,
  faceUp?: boolean,
): CardId[] {
  const def = zoneDefOfKey(layout, to);
  if (!def) throw new Error(`No zone "${to}" in ${layout.game}.`);
  const fromList = d.listForMove(from);
  const moved = fromList.splice(0, count);
  const toList = d.listForMove(to);
  // The first card moved ends under the others: the pile gains them in reverse order.
  toList.unshift(...moved.slice().reverse());
  for (let i = 0; i < moved.length; i++) arrive(d.card(moved[i]), from, to, def, faceUp);
  return moved;
}

/** What a moved card (the step's copy) becomes in `to`: unseen by anyone it was shown to, loose, upright once it changed zones, and without counters off an area. */
function arrive(card: CardInstance, from: string, to: string, def: ZoneDef, faceUp: boolean | undefined): void {
  card.zone = to;
  card.faceUp = faceUp ?? def.faceUp;
  if (card.revealedTo.length) card.revealedTo = [];
  card.attachedTo = null;
  if (from !== to) card.turned = false;
  // Replaced rather than emptied (see `dropCounter`); most cards have none to drop.
  if (def.kind !== 'area')
    for (const _ in card.counters) {
      card.counters = {};
      break;
    }
}

/**
 * Riders arrive in an area still attached, each right after its host, and the cards attached
 * to them come too: a group moves whole, a card Set on a Set card included (Gundam War ch. 17
 * Set Group, ch. 21 Set/Character).
 */
function carryAlong(d: Draft, host: CardId, riders: CardId[], to: string, toList: CardId[]): void {
  for (const rider of riders) {
    const r = d.card(rider);
    const from = r.zone;
    // Read before the rider leaves: its own riders are still beside it in `from`.
    const under = ridersOf(d, rider, from);
    // `to` holds an attached card now.
    d.zone(to);
    const list = d.zone(from);
    list.splice(list.indexOf(rider), 1);
    toList.splice(toList.indexOf(host) + 1, 0, rider);
    r.zone = to;
    if (under !== null) carryAlong(d, rider, under, to, toList);
  }
}

export function topOf(state: GameState, key: string): CardId | undefined {
  return state.zones[key]?.[0];
}
