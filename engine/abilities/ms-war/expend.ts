/** "Expend N Materials" (M.S. War; a Battle Scar of some Battlefield cards). */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count } from '../ops/count';
import { msWar } from './table';

export const expend = defineOp({
  name: 'expend',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('expend'), count }),
  acts: 'none',
  describe: (op) => `its player expends ${plural(op.count, 'Material')}`,
  say: (op) => words('op.expend', { count: op.count }),
  apply: (op, ctx) => msWar(ctx).expend(ctx.controller, op.count),
});
