/** "Draw N cards": the effect's controller draws. */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count } from './count';

export const draw = defineOp({
  name: 'draw',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({ op: z.literal('draw'), count }),
  acts: 'none',
  describe: (op) => `its player draws ${plural(op.count, 'card')}`,
  say: (op) => words('op.draw', { count: op.count }),
  apply: (op, ctx) => ctx.table.draw(ctx.controller, op.count),
});
