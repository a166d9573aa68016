/** "Remove up to N damage from 1 of your Units" (Gundam War). */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

export const repair = defineOp({
  name: 'repair',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('repair'), amount: count }),
  acts: 'targets',
  describe: (op, on) => `repairs ${op.amount} damage on ${on}`,
  say: (op, on) => words('op.repair', { on, amount: op.amount }),
  apply: (op, ctx) => {
    for (const id of ctx.on) gundamWar(ctx).repair(id, op.amount);
  },
});
