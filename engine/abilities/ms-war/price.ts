/**
 * "The Price of M.S. cards is increased by 1 during this turn" (M.S. War): every player's cards
 * of that kind cost `delta` more (less, to no less than 0) to play until the end of the turn
 * (Ver 2.1, Paying a Card's Price A: Materials equal to the price are expended).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { msWar } from './table';

export const price = defineOp({
  name: 'price',
  games: ['ms-war'],
  schema: z.strictObject({
    op: z.literal('price'),
    card: z.enum(['event', 'ms', 'pilot']),
    delta: z.number().int(),
  }),
  acts: 'none',
  describe: (op) =>
    `${op.card === 'ms' ? 'M.S.' : op.card === 'pilot' ? 'Pilot' : 'Event'} cards cost ${Math.abs(op.delta)} ${op.delta < 0 ? 'less' : 'more'} until the end of the turn`,
  say: (op) => words(`op.price.${op.card}.${op.delta < 0 ? 'less' : 'more'}`, { count: Math.abs(op.delta) }),
  apply: (op, ctx) => msWar(ctx).price(op.card, op.delta),
});
