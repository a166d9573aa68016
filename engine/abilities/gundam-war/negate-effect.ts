/**
 * 「コマンド１枚の効果を無効にする」 / "Negate the effect of 1 Command being played" (version 2): the
 * Command stays played — it resolves, doing nothing, and goes to the Junkyard, and the play still
 * counts (Restrict to 1/Turn among it) — unlike negating its play (`negate` `play`), which takes the
 * play back (official Q&A 367 via the fan wiki's 1枚制限 page).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const negateEffect = defineOp({
  name: 'negate-effect',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('negate-effect') }),
  acts: 'targets',
  describe: (_op, on) => `negates the effect of ${on}`,
  say: (_op, on) => words('op.negateEffect', { on }),
  apply: (_op, ctx) => {
    for (const id of ctx.on) gundamWar(ctx).negateEffect(id);
  },
});
