/** "Deal N damage to 1 enemy Unit": effect damage to each target (Gundam War; Special Shield may stop some). */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { count } from './count';

export const damage = defineOp({
  name: 'damage',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('damage'), amount: count }),
  acts: 'targets',
  describe: (op, on) => `deals ${op.amount} damage to ${on}`,
  say: (op, on) => words('op.damage', { on, amount: op.amount }),
  apply: (op, ctx) => {
    for (const id of ctx.on) ctx.table.damage!(id, op.amount);
  },
});
