/** Card movements with M.S. War meaning: destroy, damage, discard, draw, War Experience, wins. */
import type { Draft } from '../../core/draft';
import { dummyBeaten, dummyOf, endAgainstDummy } from '../../core/dummy';
import { MS_WAR_LAYOUT as L, ZONE_KEYS as K } from '../../core/layouts/ms-war';
import { nextInt, shuffle } from '../../core/prng';
import type { CardId, EventRef, Seat } from '../../core/types';
import { eventRef } from '../../core/visibility';
import { moveCard } from '../../core/zones';
import { isUnique, printed } from './cards';
import { line } from './say';
import { rw, rulesOf } from './state';

/** A quiet draft keeps no log, so it needs no card reference worked out. */
const UNLOGGED: EventRef = { id: '', name: '', key: '', shownTo: [] };
export const ref = (d: Draft, id: CardId): EventRef => (d.quiet ? UNLOGGED : eventRef(L, d.state, id));

/** Sends an M.S. (with its pilots and any cards under an Upgrade) to its owner's Dry Dock. */
export function destroyMs(d: Draft, id: CardId, why: 'destroyed' | 'defeated' | 'tie' = 'destroyed'): void {
  const s = d.state;
  const owner = s.cards[id].owner;
  const riders = (s.zones[s.cards[id].zone] ?? []).filter((c) => s.cards[c].attachedTo === id);
  d.log('destroy', owner, line(why, { c0: { ref: 0 } }), [ref(d, id)]);
  moveCard(d, L, id, K[owner]['dry-dock']);
  for (const r of riders) moveCard(d, L, r, K[d.state.cards[r].owner]['dry-dock']);
  const under = rulesOf(d.state).under[id];
  if (under) {
    const r = rw(d);
    const { [id]: _gone, ...rest } = r.under;
    r.under = rest;
  }
  const battle = rulesOf(d.state).battle;
  if (battle && battle.defenders.includes(id))
    rw(d).battle = { ...battle, defenders: battle.defenders.filter((x) => x !== id) };
}

/** Returns a card (and what rides on it) to its owner's M.S. Dock. */
export function returnToDock(d: Draft, id: CardId): void {
  moveCard(d, L, id, K[d.state.cards[id].owner]['ms-dock']);
}

export function draw(d: Draft, seat: Seat, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = d.state.zones[K[seat]['supply-base']][0];
    if (top === undefined) return;
    moveCard(d, L, top, K[seat]['hand']);
    if (!d.quiet) d.log('draw', seat, line('draws', { player: { seat }, c0: { ref: 0 } }), [ref(d, top)]);
  }
}

/** Cards of the Dry Dock to the Defunct Pile, face down (Playing Field D: removed from the game). */
export function toDefunct(d: Draft, seat: Seat, ids: CardId[]): void {
  for (const id of ids) {
    moveCard(d, L, id, K[seat]['defunct-pile']);
    d.log('defunct', seat, line('toDefunct', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  }
}

export function discard(d: Draft, seat: Seat, ids: CardId[]): void {
  for (const id of ids) {
    moveCard(d, L, id, K[seat]['dry-dock']);
    d.log('discard', seat, line('discards', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
  }
}

export function discardAtRandom(d: Draft, seat: Seat, count: number): void {
  for (let i = 0; i < count; i++) {
    const hand = d.state.zones[K[seat]['hand']];
    if (!hand.length) return;
    const [n, prng] = nextInt(d.state.prng, hand.length);
    d.state.prng = prng;
    discard(d, seat, [hand[n]]);
  }
}

/** Battle Damage: the top cards of the Supply Base go face down to the Defunct Pile. */
export function damageSupplyBase(d: Draft, seat: Seat, points: number): void {
  const n = Math.max(0, points);
  for (let i = 0; i < n; i++) {
    const top = d.state.zones[K[seat]['supply-base']][0];
    if (top === undefined) break;
    moveCard(d, L, top, K[seat]['defunct-pile']);
  }
  if (!d.quiet)
    d.log(
      'damage',
      seat,
      line('damage', { player: { seat }, points: n, left: d.state.zones[K[seat]['supply-base']].length }),
    );
}

/** Top cards of a Supply Base to its Dry Dock (card effects and Battle Scars). */
export function mill(d: Draft, seat: Seat, count: number): void {
  for (let i = 0; i < count; i++) {
    const top = d.state.zones[K[seat]['supply-base']][0];
    if (top === undefined) return;
    moveCard(d, L, top, K[seat]['dry-dock']);
    d.log('mill', seat, line('mill', { player: { seat }, c0: { ref: 0 } }), [ref(d, top)]);
  }
}

/** Recuperation C: the top card of the Dry Dock to the bottom of the Supply Base. */
export function recycle(d: Draft, seat: Seat): void {
  const top = d.state.zones[K[seat]['dry-dock']][0];
  if (top === undefined) return;
  moveCard(d, L, top, K[seat]['supply-base'], 'bottom');
  d.log('recycle', seat, line('recycle', { player: { seat }, c0: { ref: 0 } }), [eventRef(L, d.state, top, [0, 1])]);
}

export function gainWarExperience(d: Draft, seat: Seat, points: number): void {
  const key = K[seat]['war-experience'];
  const before = Number(d.state.values[key] ?? 0);
  const after = Math.min(6, before + points);
  d.setValue(key, after);
  d.log('war-experience', seat, line('warExperience', { player: { seat }, count: points, total: after }));
  if (before < 4 && after >= 4) raiseRebels(d, seat);
}

/** Rebel Forces: at 4 War Experience, non-unique M.S. among the top 5 of the Supply Base riot. */
function raiseRebels(d: Draft, seat: Seat): void {
  if (rulesOf(d.state).rebelsRaised[seat]) return;
  const r = rw(d);
  r.rebelsRaised = r.rebelsRaised.map((raised, s) => raised || s === seat);
  const top5 = d.state.zones[K[seat]['supply-base']].slice(0, 5);
  d.log('rebels', seat, line('rebels', { player: { seat }, n: top5.length }));
  for (const id of top5) {
    const card = printed(d.state, id);
    if (card.type === 'ms' && !isUnique(card) && d.state.zones[K[seat]['rebel-forces']].length < 5) {
      moveCard(d, L, id, K[seat]['rebel-forces'], 'bottom', true);
      d.log('rebel', seat, line('rebelJoins', { player: { seat }, c0: { ref: 0 } }), [ref(d, id)]);
    } else {
      d.log('revealed', seat, line('revealed', { c0: { ref: 0 } }), [eventRef(L, d.state, id, [0, 1])]);
    }
  }
}

/**
 * Winning the Game: 6 War Experience, or the opponent's Supply Base at 0. Goldfish: the
 * dummy opponent (engine/core/dummy.ts) is beaten the same two ways; the player's own empty
 * Supply Base, or the dummy's six War Experience, ends the game without a win.
 */
export function checkWinner(d: Draft): void {
  const s = d.state;
  if (s.winner !== null) return;
  // Checked after every step, so without building a set of losers.
  const lost = [false, false];
  for (let seat = 0 as Seat; seat < s.seats; seat = (seat + 1) as Seat) {
    if (Number(s.values[K[seat]['war-experience']] ?? 0) >= 6 && s.seats === 2) lost[1 - seat] = true;
    if (s.zones[K[seat]['supply-base']].length === 0) lost[seat] = true;
  }
  const dummy = dummyOf(s);
  if (dummy) {
    lost[0] ||= dummy.warExperience >= 6;
    lost[1] = dummyBeaten(s, Number(s.values[K[0]['war-experience']] ?? 0)) !== null;
  }
  if (!lost[0] && !lost[1]) return;
  if (dummy) {
    const how = lost[0] ? null : dummyBeaten(s, Number(s.values[K[0]['war-experience']] ?? 0));
    endAgainstDummy(d, how);
    s.winner = how ? 0 : 'draw';
    if (!how)
      d.log(
        'game-over',
        null,
        line(lost[1] ? 'bothLose' : dummy.warExperience >= 6 ? 'dummyWarExperience' : 'supplyBaseEmpty'),
      );
  } else if (s.seats === 1 || (lost[0] && lost[1])) {
    s.winner = 'draw';
    d.log('game-over', null, line(s.seats === 1 ? 'supplyBaseEmpty' : 'bothLose'));
  } else {
    const winner: Seat = lost[0] ? 1 : 0;
    s.winner = winner;
    d.log('game-over', winner, line('wins', { player: { seat: winner } }));
  }
  s.pending = null;
}

export function shuffleBack(d: Draft, seat: Seat, ids: CardId[]): void {
  for (const id of ids) moveCard(d, L, id, K[seat]['supply-base']);
  const [order, prng] = shuffle(d.state.zones[K[seat]['supply-base']], d.state.prng);
  d.state.prng = prng;
  const list = d.zone(K[seat]['supply-base']);
  list.splice(0, list.length, ...order);
}
