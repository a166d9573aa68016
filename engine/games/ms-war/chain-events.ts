/**
 * Events still on the Effect Chain, as "Void target Event card" targets them, and whether one
 * was voided (a mark of the turn: its link resolves with no effect, resolve.ts).
 */
import type { CardId, GameState, Seat } from '../../core/types';
import { printed } from './cards';
import { rulesOf } from './state';

/** Events on the chain, not yet voided, of the seats `whose` allows for `seat`. */
export function chainEvents(state: GameState, seat: Seat, whose: 'yours' | 'enemy' | undefined): CardId[] {
  const out: CardId[] = [];
  for (const a of rulesOf(state).effects.cut) {
    if (a.kind !== 'play-card' || a.card === null || printed(state, a.card).type !== 'event') continue;
    if ((whose === 'yours' && a.controller !== seat) || (whose === 'enemy' && a.controller === seat)) continue;
    if (!isVoided(state, a.card)) out.push(a.card);
  }
  return out;
}

export function isVoided(state: GameState, id: CardId): boolean {
  return rulesOf(state).mods.some((m) => m.card === id && m.voided);
}
