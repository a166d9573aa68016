/**
 * PS Armor and PS Armor (X) (ch. 21): the card comes out rerolled when played onto the Field,
 * and a Unit that went out to a Battle Area returns to its owner's hand at the last timing of
 * the end of the turn, unless it was resupplied this turn or, with X, its player has X or more
 * Nation Power of the card's colour (end-of-turn.ts calls `psArmorReturns`).
 */
import type { Draft } from '../../../core/draft';
import type { Seat } from '../../../core/types';
import { log, moveTo } from '../moves';
import { nationPower } from '../power';
import { cardType, def, effectsOf, has, heads, mightHave, powerSources } from '../read';
import { rulesOf, ZONE, zk } from '../state';
import { defineKeyword } from './index';
import { card, says } from '../words';

export const PS_ARMOR = defineKeyword({
  kind: 'ps-armor',
  names: ['ps-armor'],
  read: (k) => (k.value === undefined ? { kind: 'ps-armor' } : { kind: 'ps-armor', x: k.value }),
  play: { comesOutUpright: true },
});

/** At the last timing of the end of the turn, in the attacking player's order: PS Armor Units that went out go home. */
export function psArmorReturns(d: Draft, order: readonly Seat[]): void {
  const s = d.state;
  // Only a Unit that went out this turn and could have PS Armor can go home: most turns none did.
  if (!rulesOf(s).sortied.some((id) => mightHave(s, id, 'ps-armor'))) return;
  for (const seat of order) {
    for (const id of heads(s, zk(seat, ZONE.disposition))) {
      const st = d.state;
      if (!rulesOf(st).sortied.includes(id) || rulesOf(st).resupplied.includes(id) || cardType(st, id) !== 'unit')
        continue;
      // A Unit printing no PS Armor is passed over without its special effects (a new table's derivation).
      if (!has(st, id, 'ps-armor')) continue;
      const armor = effectsOf(st, id).find((e) => e.kind === 'ps-armor');
      if (!armor || armor.kind !== 'ps-armor') continue;
      // PS Armor (X) stays while its player has X or more Nation Power of the card's colour.
      if (armor.x !== undefined && nationPower(powerSources(st, seat))[def(st, id).color ?? 'purple'] >= armor.x)
        continue;
      moveTo(d, id, ZONE.hand, seat);
      log(d, 'ps-armor', seat, says('log.psArmorReturns', { card: card(0) }), [id]);
    }
  }
}
