/**
 * A cost of one of your M.S. ("Destroy one of your M.S.: Destroy target M.S.", "Destroy one of
 * your other M.S.: …"): the M.S. that may pay it, and paying it — at once when only one can, else
 * the player chooses it before anyone may answer the card (the cost is part of playing it, Ver
 * 2.1 Paying a Card's Price; a pending choice holds every other move).
 */
import type { Draft } from '../../core/draft';
import { ZONE_KEYS as K } from '../../core/layouts/ms-war';
import type { CardId, GameState, Seat } from '../../core/types';
import { ask, cardOptions } from './ask';
import { msIn, printed } from './cards';
import { destroyMs } from './moves';
import { question } from './say';

/** Your M.S. in play that may be destroyed for the cost (`other`: not the card whose cost it is). */
export function costMsChoices(state: GameState, seat: Seat, source: CardId, which: 'any' | 'other'): CardId[] {
  const out: CardId[] = [];
  for (const zone of ['ms-dock', 'ms-battlefield'] as const)
    for (const id of msIn(state, K[seat][zone])) if (which === 'any' || id !== source) out.push(id);
  return out;
}

/** Pays the cost after the card has joined the Effect Chain: destroys the only M.S., or asks which. */
export function payCostMs(d: Draft, seat: Seat, source: CardId, which: 'any' | 'other'): void {
  const choices = costMsChoices(d.state, seat, source, which);
  if (choices.length === 1) return destroyMs(d, choices[0]);
  const name = printed(d.state, source).name;
  ask(
    d,
    seat,
    'cost-ms',
    `Destroy one of your M.S. to pay for ${name}.`,
    question('costMs', { card: { ref: choices.length } }),
    cardOptions(d, choices),
    1,
    1,
    false,
    [...choices, source],
  );
}
