/** "Put N Pollution Coins on the enemy player" (Gundam War ch. 21 Pollution Coin). */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

export const pollution = defineOp({
  name: 'pollution',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('pollution'), amount: count }),
  acts: 'none',
  describe: (op) => `gives the enemy ${plural(op.amount, 'Pollution Coin')}`,
  say: (op) => words('op.pollution', { count: op.amount }),
  apply: (op, ctx) => {
    if (ctx.opponent !== null) gundamWar(ctx).pollution(ctx.opponent, op.amount);
  },
});
