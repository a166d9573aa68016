/**
 * Destruction and Abolish (ch. 16): a Unit whose damage reaches its Defence, or whose
 * Defence is 0, becomes Destroyed; each Destroyed card's Abolish is an automatic effect
 * that goes on a Cut together with others that arose at the same time, in the order the
 * attacking player chooses (ch. 11 Auto C; the effect system asks). Abolish moves the card
 * to its owner's Junkyard unless the destruction was negated first.
 */
import type { Draft } from '../../core/draft';
import type { CardId, GameState, Seat } from '../../core/types';
import type { TriggerDraft } from '../../effects';
import { gw, log } from './moves';
import { cardType, controllerOf, damageOf, def, statsOf } from './read';
import { hasMark, setMark, ZONE, zk } from './state';

const FIELD_ZONES = [ZONE.disposition, 'earth-area', 'space-area'];

/** Abolish effects waiting to be reported to the effect system, kept by the step's draft. */
function waitingOf(d: Draft): CardId[] {
  return (d.notes.abolish ??= []);
}

export function markDestroyed(d: Draft, id: CardId): void {
  if (hasMark(d.state, 'destroyed', id)) return;
  setMark(d, 'destroyed', id, true);
  log(d, 'destroyed', null, gw('destroyed', { c0: { ref: 0 } }), [id]);
  waitingOf(d).push(id);
}

/** Units whose damage reached their Defence, or whose Defence is 0, become Destroyed (ch. 16). */
export function checkDestruction(d: Draft): void {
  const s = d.state;
  // Runs after every step of the flow: read the zone lists in place rather than building the Field's card list.
  for (let seat = 0; seat < s.seats; seat++) {
    for (const zone of FIELD_ZONES) {
      const list = s.zones[zk(seat as Seat, zone)];
      if (!list) continue;
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (s.cards[id].attachedTo !== null || cardType(s, id) !== 'unit' || hasMark(s, 'destroyed', id)) continue;
        const hp = statsOf(s, id).hp;
        if (hp <= 0 || damageOf(s, id) >= hp) markDestroyed(d, id);
      }
    }
  }
}

/** Checks destruction and hands back the Abolish effects that arose since the last call. */
export function takeAbolish(d: Draft): TriggerDraft[] {
  checkDestruction(d);
  const ids = d.notes.abolish;
  if (!ids?.length) return [];
  d.notes.abolish = [];
  return ids
    .filter((id) => controllerOf(d.state, id) !== null)
    .map((id) => ({
      kind: 'abolish',
      source: id,
      ability: 'abolish',
      controller: controllerOf(d.state, id)!,
      op: { k: 'abolish' },
      condition: { k: 'abolish' },
      label: `Abolish ${def(d.state, id).name}`,
    }));
}

/** Abolish resolves only while the card is still Destroyed on the Field (negation stops it). */
export function abolishHolds(s: GameState, id: CardId): boolean {
  return hasMark(s, 'destroyed', id) && controllerOf(s, id) !== null;
}
