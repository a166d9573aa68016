/**
 * Moving cards (ch. 22 "Moving of Cards"; ch. 16 "Abolish"): a card that leaves the Field
 * loses its damage, Destroyed status and every effect on it, reverts to its printed type,
 * and goes to its original owner's location; its Set cards go to their owners' Junkyards
 * (or along to the Hangar on a Hangar move). Every move takes a timestamp from the effect
 * clock, so the card is a new object where it arrives.
 */
import type { Draft } from '../../core/draft';
import { GUNDAM_WAR_LAYOUT } from '../../core/layouts/gundam-war';
import { eventRef } from '../../core/visibility';
import { dropCounter, moveCard, moveTopCards } from '../../core/zones';
import type { CardId, EventRef, LogMessage, Position, Seat } from '../../core/types';
import { stamp, stamps } from '../../effects';
import { groupHead, onField, setCards } from './read';
import { enteredTable, part, rulesOf, rw, setMark, ZONE, zk, type GwRules } from './state';
import { says } from './words';
import { isFieldKey, zoneList } from './zone-lists';

const LENS = {
  read: (d: Draft) => rulesOf(d.state).effects,
  write: (d: Draft, fx: ReturnType<typeof rulesOf>['effects']) => {
    rw(d).effects = fx;
    return d;
  },
};
export { LENS as EFFECTS_LENS };

export const ref = (d: Draft, id: CardId): EventRef => eventRef(GUNDAM_WAR_LAYOUT, d.state, id);

export function log(d: Draft, type: string, seat: Seat | null, text: string | LogMessage, cards: CardId[] = []): void {
  // A quiet step (simulations) keeps no log: no card references to work out.
  if (!d.quiet)
    d.log(
      type,
      seat,
      text,
      cards.map((c) => ref(d, c)),
    );
}

/** A Gundam War log line as a message (`log:gw.*`); seats and `refs` indexes as in core/log.ts. */
export const gw = (key: string, params?: LogMessage['params']): LogMessage => ({ key: `log:gw.${key}`, params });

const OFF_FIELD_MARKS = ['destroyed', 'transformed', 'variableG', 'resupplied', 'sortied'] as const;

/** Whether any card carries a mark a card loses off the Field (most moves find none). */
const anyOffFieldMark = (r: GwRules): boolean =>
  r.destroyed.length + r.transformed.length + r.variableG.length + r.resupplied.length + r.sortied.length > 0;

function hasCounters(counters: Record<string, number>): boolean {
  for (const _ in counters) return true;
  return false;
}

/** A card with nothing Set on it (shared: nobody writes it). */
const NO_RIDERS: CardId[] = [];

/** The only card being played: so the record of cards being played is left with none. */
function onlyOnePlayed(playing: GwRules['playing'], id: CardId): boolean {
  for (const key in playing) if (Number(key) !== id) return false;
  return true;
}

/**
 * A card that was being played arrives where its play takes it. The record of cards being
 * played is keyed by card id: a copy walks its elements up to the highest id, so when this
 * card is the only one (nearly every play) the record is replaced by an empty one instead.
 */
function leavesPlaying(d: Draft, id: CardId): void {
  const playing = rulesOf(d.state).playing;
  if (playing[id] === undefined) return;
  if (onlyOnePlayed(playing, id)) rw(d).playing = {};
  else delete part(d, 'playing')[id];
}

/** Takes the card's entry time from the effect clock. */
function enter(d: Draft, id: CardId): void {
  const { timestamp } = stamp(d, LENS);
  enteredTable(d)[id] = timestamp;
}

/** `enter` for cards that moved together, in the order they moved: one after another's time, taken at once. */
function enterAll(d: Draft, ids: CardId[]): void {
  if (ids.length === 0) return;
  const { timestamp } = stamps(d, LENS, ids.length);
  const table = enteredTable(d);
  for (let i = 0; i < ids.length; i++) table[ids[i]] = timestamp + i;
}

/** What a card that arrives off the Field loses: the marks only a card on the Field keeps, and its place among cards being played. */
function leftField(d: Draft, id: CardId): void {
  if (anyOffFieldMark(rulesOf(d.state))) for (const m of OFF_FIELD_MARKS) setMark(d, m, id, false);
  leavesPlaying(d, id);
}

/** Whether the first `count` cards of a pile are `seat`'s own (a pile off the Field holds its owner's cards, as `moveTo` puts them). */
function ownedBy(d: Draft, pile: CardId[], count: number, seat: Seat): boolean {
  for (let i = 0; i < count; i++) if (d.state.cards[pile[i]].owner !== seat) return false;
  return true;
}

/**
 * Puts a card into `zone` of `seat` (`top`/`bottom` of a pile). Field zones keep the seat
 * given (a Unit moves with its controller); any other zone is its owner's.
 */
export function moveTo(d: Draft, id: CardId, zone: string, seat: Seat, position?: Position, faceUp?: boolean): void {
  const s = d.state;
  const moving = s.cards[id];
  const fromField = onField(s, id);
  // Every field zone ends so (the Disposition Area too).
  const toField = isFieldKey(zone);
  const target = zk(toField ? seat : moving.owner, zone);
  const riders = fromField && moving.attachedTo === null ? setCards(s, id) : NO_RIDERS;
  if (fromField && !toField) {
    for (const r of riders) moveTo(d, r, zone === ZONE.hangar ? ZONE.hangar : ZONE.junkyard, seat);
  }
  const upright = moving.turned;
  // Cards are Set only on the Field and travel with their host (`setOn`, above): none rides a card elsewhere.
  moveCard(
    d,
    GUNDAM_WAR_LAYOUT,
    id,
    target,
    position,
    faceUp ?? (zone === ZONE.nation || zone === ZONE.lost ? false : undefined),
    !fromField,
  );
  const c = d.card(id);
  if (toField && fromField) {
    // Moving about the Field keeps position and damage (a squad returning sets its own position):
    // the step's copy of the card kept its counters (an area keeps them).
    c.turned = upright;
    for (const r of riders) d.card(r).turned = upright;
  } else if (hasCounters(c.counters)) {
    c.counters = {};
  }
  if (!toField) leftField(d, id);
  else leavesPlaying(d, id);
  // A card moving about the Field (a sortie, a return, Atmospheric Entry) stays on the Field, the
  // same card: its entry time is kept, so what lasts until the end of the turn stays with it (ch. 03
  // Field: the Disposition Area and the Battle Area; ch. 12 Effective Interval of Effects). The
  // clock still ticks: the squads changed, so values are derived anew (continuous.ts).
  if (fromField && toField) {
    stamp(d, LENS);
    return;
  }
  enter(d, id);
  for (const r of riders) if (toField) enter(d, r);
}

/** Sets a card on another (ch. 17): it joins the host's zone right after the host's group. */
export function setOn(d: Draft, id: CardId, host: CardId): void {
  const s = d.state;
  const zone = s.cards[host].zone;
  moveCard(d, GUNDAM_WAR_LAYOUT, id, zone, 'bottom', true);
  const list = d.zone(zone);
  list.splice(list.indexOf(id), 1);
  const group = [host, ...setCards(d.state, host)];
  list.splice(list.indexOf(group[group.length - 1]) + 1, 0, id);
  const c = d.card(id);
  c.attachedTo = host;
  c.turned = d.state.cards[groupHead(d.state, host)].turned;
  leavesPlaying(d, id);
  enter(d, id);
}

/** Draws `n` cards from the top of a Nation, one after another (ch. 05 "Hand"). */
export function draw(d: Draft, seat: Seat, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const top = zoneList(d.state, seat, 'nation')[0];
    if (top === undefined) break;
    moveTo(d, top, ZONE.hand, seat);
    drawn++;
  }
  if (drawn && !d.quiet) log(d, 'draw', seat, gw('draws', { player: { seat }, count: drawn }));
  return drawn;
}

/**
 * `n` cards from the top of a Nation to its Lost Card Pile, one at a time, face down: what damage
 * to a Nation and a Resource Cost both do (Bandai, ゲームの準備とプレイシート). Returns how many went.
 */
function nationToLost(d: Draft, seat: Seat, n: number): number {
  const pile = zoneList(d.state, seat, 'nation');
  const dealt = Math.max(0, Math.min(n, pile.length));
  if (ownedBy(d, pile, dealt, seat)) {
    // The cards go together: each list edited once, their entry times taken at once (a battle
    // deals several points a step, and card by card each point copied the lists and the clock).
    const moved = moveTopCards(d, GUNDAM_WAR_LAYOUT, zk(seat, ZONE.nation), zk(seat, ZONE.lost), dealt, false);
    for (let i = 0; i < moved.length; i++) leftField(d, moved[i]);
    enterAll(d, moved);
  } else for (let i = 0; i < dealt; i++) moveTo(d, zoneList(d.state, seat, 'nation')[0], ZONE.lost, seat, 'top');
  return dealt;
}

/** Damage to a Nation: that many cards from its top to the Lost Card Pile, face down. */
export function damageNation(d: Draft, seat: Seat, n: number): void {
  const dealt = nationToLost(d, seat, n);
  if (n > 0 && !d.quiet)
    log(d, 'nation-damage', seat, says('log.nationDamage', { player: { seat }, damage: n, count: dealt }));
}

/**
 * Pays a Resource Cost (資源コスト): `n` cards from the top of the player's own Nation to their
 * Lost Card Pile, one at a time, face down (ch. 08 step 3). The play was checked to leave enough.
 */
export function payResource(d: Draft, seat: Seat, n: number, card: CardId): void {
  if (n <= 0) return;
  const paid = nationToLost(d, seat, n);
  if (!d.quiet)
    log(d, 'resource-cost', seat, says('log.paysResource', { player: { seat }, count: paid, card: { ref: 0 } }), [
      card,
    ]);
}

/**
 * Recover (回復, ch. 20): `n` cards from the top of the Lost Card Pile to the top of the Nation
 * (or into the hand), one at a time, face down. A pile with fewer gives what it has.
 */
export function recover(d: Draft, seat: Seat, n: number, to: 'nation' | 'hand'): number {
  let moved = 0;
  for (let i = 0; i < n; i++) {
    const top = zoneList(d.state, seat, 'lost-card-pile')[0];
    if (top === undefined) break;
    moveTo(d, top, to === 'hand' ? ZONE.hand : ZONE.nation, seat, 'top');
    moved++;
  }
  if (!d.quiet)
    log(
      d,
      'recover',
      seat,
      says(to === 'hand' ? 'log.lostToHand' : 'log.recovers', { player: { seat }, count: moved }),
    );
  return moved;
}

/** Rolls or rerolls a whole Set group (ch. 17 "Rerolling/Rolling of a Set Group"). */
export function setRolled(d: Draft, id: CardId, rolled: boolean): void {
  const head = groupHead(d.state, id);
  for (const c of [head, ...setCards(d.state, head)]) if (d.state.cards[c].turned !== rolled) d.card(c).turned = rolled;
}

export function addDamage(d: Draft, id: CardId, amount: number): void {
  const c = d.card(id);
  c.counters.damage = Math.max(0, (c.counters.damage ?? 0) + amount);
  if (c.counters.damage === 0) dropCounter(c, 'damage');
}
