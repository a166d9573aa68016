/**
 * Targets outside the M.S. Cards in play: a Pilot in play ("Destroy target attached Pilot",
 * "Return target Pilot to its owner's hand") and a card of your own Defunct Pile ("Return target
 * M.S. from your Defunct Pile to your hand"). Pilots on the M.S. Dock "can still be affected by
 * cards or card effects that target Pilot cards" (Ver 2.1, Strategic Phase B), so "target Pilot"
 * reaches them too; "attached" only those flying an M.S.
 */
import { ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState, Seat } from '../../core/types';
import type { Target } from './abilities';
import { printed } from './cards';
import { ofCorps } from './corps';

type PilotTarget = Extract<Target, { kind: 'pilot' }>;
type DefunctTarget = Extract<Target, { kind: 'own-defunct' }>;
type PileTarget = Extract<Target, { kind: 'own-defunct' | 'own-dry-dock' }>;

/** Whether `id` is a Pilot in play that `target` names, for an ability of `seat`. */
export function pilotFits(state: GameState, seat: Seat, target: PilotTarget, id: CardId): boolean {
  const c = state.cards[id];
  const p = printed(state, id);
  if (p.type !== 'pilot') return false;
  if (c.zone !== K[c.owner]['ms-dock'] && c.zone !== K[c.owner]['ms-battlefield']) return false;
  if (target.attached && c.attachedTo === null) return false;
  if ((target.whose === 'yours' && c.owner !== seat) || (target.whose === 'enemy' && c.owner === seat)) return false;
  return target.corps === undefined || ofCorps(p.corps, target.corps);
}

export function pilotChoices(state: GameState, seat: Seat, target: PilotTarget): CardId[] {
  const out: CardId[] = [];
  for (let s = 0; s < state.seats; s++)
    for (const zone of ['ms-dock', 'ms-battlefield'] as const)
      for (const id of state.zones[K[s][zone]] ?? []) if (pilotFits(state, seat, target, id)) out.push(id);
  return out;
}

/** Whether a card of a pile is of the kind the target names (an M.S., a Pilot, or any card). */
export function pileCardFits(state: GameState, target: PileTarget, id: CardId): boolean {
  const type = printed(state, id).type;
  return (!target.ms || type === 'ms') && (!target.pilot || type === 'pilot');
}

export function defunctFits(state: GameState, seat: Seat, target: DefunctTarget, id: CardId): boolean {
  return state.cards[id].zone === K[seat]['defunct-pile'] && pileCardFits(state, target, id);
}

export function defunctChoices(state: GameState, seat: Seat, target: DefunctTarget): CardId[] {
  return (state.zones[K[seat]['defunct-pile']] ?? []).filter((id) => defunctFits(state, seat, target, id));
}
