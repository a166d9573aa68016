/** "Destroy it": each card the ability aims at is destroyed. */
import { z } from 'zod';
import { defineOp, words } from '../op';

export const destroy = defineOp({
  name: 'destroy',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({ op: z.literal('destroy') }),
  acts: 'targets',
  describe: (_op, on) => `destroys ${on}`,
  say: (_op, on) => words('op.destroy', { on }),
  apply: (_op, ctx) => {
    for (const id of ctx.on) ctx.table.destroy(id);
  },
});
