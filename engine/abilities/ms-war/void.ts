/**
 * "Void target Event card" (M.S. War): the Event still on the Effect Chain does nothing when its
 * link resolves and goes to its owner's Dry Dock, as a resolved Event does (Ver 2.1, The Effect
 * Chain: a chain resolves last link first, so a Void played in answer resolves before it).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { msWar } from './table';

export const voidOp = defineOp({
  name: 'void',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('void') }),
  acts: 'targets',
  describe: (_op, on) => `voids ${on}: it does nothing and goes to the Dry Dock`,
  say: (_op, on) => words('op.void', { on }),
  apply: (_op, ctx) => {
    for (const id of ctx.on) msWar(ctx).voidEvent(id);
  },
});
