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
    for (const id of ctx.on) gundamWar(ctx).roll(id);
  },
});
