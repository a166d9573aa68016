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
    let done = ctx.on.length > 0;
    for (const id of ctx.on) if (ctx.table.destroy(id) === false) done = false;
    return done ? undefined : 'not-done';
  },
});
