/** "Put the top card of your Dry Dock on the bottom of your Supply Base" (M.S. War). */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { msWar } from './table';

export const recycle = defineOp({
  name: 'recycle',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('recycle') }),
  acts: 'none',
  describe: () => 'the top card of the Dry Dock goes to the bottom of the Supply Base',
  say: () => words('op.recycle'),
  apply: (_op, ctx) => msWar(ctx).recycle(ctx.controller),
});
