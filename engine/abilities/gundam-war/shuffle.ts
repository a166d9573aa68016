/** "Shuffle your Nation" (本国をシャッフルする): the cards of a player's Nation in a new random order. Version 2. */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const shuffle = defineOp({
  name: 'shuffle',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('shuffle'), who: z.enum(['you', 'opponent']).default('you') }),
  acts: 'none',
  describe: (op) => (op.who === 'you' ? 'its player shuffles the Nation' : 'the enemy player shuffles the Nation'),
  say: (op) => words(`op.shuffle.${op.who}`),
  apply: (op, ctx) => {
    const seat = op.who === 'you' ? ctx.controller : ctx.opponent;
    if (seat !== null) gundamWar(ctx).shuffleNation(seat);
  },
});
