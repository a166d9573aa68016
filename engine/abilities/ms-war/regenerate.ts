/** "Regenerate N Materials": expended Materials in the player's Factory stand again (M.S. War). */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count } from '../ops/count';
import { msWar } from './table';

export const regenerate = defineOp({
  name: 'regenerate',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('regenerate'), count }),
  acts: 'none',
  describe: (op) => `its player regenerates ${plural(op.count, 'Material')}`,
  say: (op) => words('op.regenerate', { count: op.count }),
  apply: (op, ctx) => msWar(ctx).regenerate(ctx.controller, op.count),
});
