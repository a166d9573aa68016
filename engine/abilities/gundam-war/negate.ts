/** "Negate 1 Command being played" / "negate the destruction of 1 of your Units" (Gundam War ch. 12, ch. 16). */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const negate = defineOp({
  name: 'negate',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('negate'), what: z.enum(['play', 'destruction']) }),
  acts: 'targets',
  describe: (op, on) => (op.what === 'play' ? `negates the play of ${on}` : `negates the destruction of ${on}`),
  say: (op, on) => words(op.what === 'play' ? 'op.negatePlay' : 'op.negateDestruction', { on }),
  apply: (op, ctx) => {
    for (const id of ctx.on) {
      if (op.what === 'play') gundamWar(ctx).negatePlay(id);
      else gundamWar(ctx).negateDestruction(id);
    }
  },
});
