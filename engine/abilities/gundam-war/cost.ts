/**
 * "Your Commands need N less Total Nation Power, to a minimum of 1" (Gundam War): a constant
 * change to the cost of the cards the static ability affects. The minimum is the rule's own.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';

export const cost = defineOp({
  name: 'cost',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('cost'), delta: z.number().int() }),
  uses: 'static',
  acts: 'targets',
  describe: (op, on) =>
    `${on} need ${Math.abs(op.delta)} ${op.delta < 0 ? 'less' : 'more'} Total Nation Power, to a minimum of 1`,
  say: (op, on) => words(op.delta < 0 ? 'op.costLess' : 'op.costMore', { on, count: Math.abs(op.delta) }),
  apply: () => undefined,
});
