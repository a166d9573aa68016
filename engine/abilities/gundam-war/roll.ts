/** "Roll 1 enemy Unit" (Gundam War): the targets are turned sideways; a rolled Unit cannot sortie and deals no battle damage. */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const roll = defineOp({
  name: 'roll',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('roll') }),
  acts: 'targets',
  describe: (_op, on) => `rolls ${on}`,
  say: (_op, on) => words('op.roll', { on }),
  apply: (_op, ctx) => {
    let done = ctx.on.length > 0;
    for (const id of ctx.on) if (gundamWar(ctx).roll(id) === false) done = false;
    return done ? undefined : 'not-done';
  },
});
