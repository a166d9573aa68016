/** "Put N cards from your hand on the bottom of your Nation": the player chooses them (Gundam War). */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

export const nationBottom = defineOp({
  name: 'nation-bottom',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('nation-bottom'), count: count.default(1) }),
  acts: 'none',
  describe: (op) => `its player puts ${plural(op.count, 'card')} from the hand on the bottom of the Nation`,
  say: (op) => words('op.nationBottom', { count: op.count }),
  apply: (op, ctx) => gundamWar(ctx).handToNationBottom(ctx.controller, op.count),
});
