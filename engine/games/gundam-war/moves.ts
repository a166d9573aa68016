/**
 * Moving cards between places (ch. 22 "Moving of Cards"; ch. 16 "Abolish"): a card that
 * leaves the Field for anywhere but the Field loses its damage, Destroyed status and every
 * effect on it, reverts to its original type, and goes to its original owner's location
 * (a Hangar move goes to the named Hangar, taking its Set cards along).
 */
import { setCards } from './derive';
import type { Area, CardState, GundamWarState, Location, Place, Seat } from './state';

export interface GwEvent {
  type: string;
  seat: Seat | null;
  text: string;
  cards: string[];
}

export interface Ctx {
  s: GundamWarState;
  events: GwEvent[];
}

export function log(ctx: Ctx, type: string, seat: Seat | null, text: string, cards: string[] = []): void {
  ctx.events.push({ type, seat, text, cards });
}

function detach(s: GundamWarState, id: string): void {
  const p = s.cards[id].place;
  if (p.at === 'battle') {
    for (const q of s.battle[p.area]) q.units = q.units.filter((u) => u !== id);
    s.battle[p.area] = s.battle[p.area].filter((q) => q.units.length > 0);
  } else if (p.at !== 'set' && p.at !== 'playing') {
    const list = s.zones[p.seat][p.at];
    const i = list.indexOf(id);
    if (i >= 0) list.splice(i, 1);
  }
}

function isField(p: Place): boolean {
  return p.at === 'battle' || p.at === 'disposition' || p.at === 'set';
}

function resetOffField(c: CardState): void {
  c.damage = 0;
  c.destroyed = false;
  c.modifiers = [];
  c.rolled = false;
  c.transformed = false;
  c.dismantleCoins = 0;
  c.variableG = false;
  c.resupplied = false;
}

/** Puts a card at a place; `top` puts it on top of a pile (index 0). */
export function moveTo(ctx: Ctx, id: string, place: Place, position: 'top' | 'bottom' = 'bottom'): void {
  const s = ctx.s;
  const c = s.cards[id];
  const from = c.place;
  const riders = isField(from) && from.at !== 'set' ? setCards(s, id) : [];
  detach(s, id);
  let to = place;
  // Outside the Field (and the Hangar) a card always goes to its original owner's location.
  if (to.at !== 'set' && to.at !== 'battle' && to.at !== 'playing' && to.at !== 'disposition' && to.at !== 'hangar') {
    to = { at: to.at, seat: c.owner };
  }
  c.place = to;
  c.since = ++s.clock;
  if (to.at === 'battle') {
    let squad = s.battle[to.area].find((q) => q.seat === to.seat);
    if (!squad) {
      squad = { seat: to.seat, units: [], attacking: to.seat === s.active, vulture: false };
      s.battle[to.area].push(squad);
    }
    squad.units.push(id);
  } else if (to.at !== 'set' && to.at !== 'playing') {
    const list = s.zones[to.seat][to.at];
    if (position === 'top') list.unshift(id);
    else list.push(id);
  }
  if (isField(from) && !isField(to)) {
    resetOffField(c);
    c.faceDown = to.at === 'nation' || to.at === 'lost' || to.at === 'hand';
    for (const r of riders) {
      // Set cards follow a Hangar move; elsewhere they are abolished with their Unit.
      moveTo(ctx, r, to.at === 'hangar' ? to : { at: 'junkyard', seat: s.cards[r].owner });
    }
  } else if (!isField(to)) {
    c.faceDown = to.at === 'nation' || to.at === 'lost' || to.at === 'hand';
  } else {
    c.faceDown = false;
  }
}

/** Draws `n` cards from the top of a Nation, one after another (ch. 05 "Hand"). */
export function draw(ctx: Ctx, seat: Seat, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const top = ctx.s.zones[seat].nation[0];
    if (top === undefined) break;
    moveTo(ctx, top, { at: 'hand', seat });
    drawn++;
  }
  if (drawn) log(ctx, 'draw', seat, `{p${seat}} draws ${drawn} card${drawn > 1 ? 's' : ''}.`);
  return drawn;
}

/** Damage to a Nation: that many cards from its top to the Lost Card Pile, face down. */
export function damageNation(ctx: Ctx, seat: Seat, n: number): void {
  let dealt = 0;
  for (let i = 0; i < n; i++) {
    const top = ctx.s.zones[seat].nation[0];
    if (top === undefined) break;
    moveTo(ctx, top, { at: 'lost', seat }, 'top');
    dealt++;
  }
  if (n > 0) log(ctx, 'nation-damage', seat, `{p${seat}}'s Nation takes ${n} damage (${dealt} cards to the Lost Card Pile).`);
}

export function locationOf(s: GundamWarState, id: string): Location | 'battle' | 'set' | 'playing' {
  return s.cards[id].place.at;
}

export function areaOf(s: GundamWarState, id: string): Area | null {
  const p = s.cards[id].place;
  return p.at === 'battle' ? p.area : null;
}

/** Rolls or rerolls a whole Set group (ch. 17 "Rerolling/Rolling of a Set Group"). */
export function setRolled(s: GundamWarState, id: string, rolled: boolean): void {
  let head = id;
  while (s.cards[head].place.at === 'set') head = (s.cards[head].place as { on: string }).on;
  for (const c of [head, ...setCards(s, head)]) s.cards[c].rolled = rolled;
}
