/** "(Your opponent) discards N cards (at random)": the player chooses, unless it is at random. */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { msWar } from '../ms-war/table';
import { whose } from '../table';
import { count, who } from './count';

export const discard = defineOp({
  name: 'discard',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('discard'), who: who.default('you'), count, random: z.boolean().optional() }),
  acts: 'none',
  describe: (op) =>
    `${op.who === 'you' ? 'its player' : 'the opponent'} discards ${plural(op.count, 'card')}${op.random ? ' at random' : ''}`,
  say: (op) => words(`op.discard.${op.who}${op.random ? 'Random' : ''}`, { count: op.count }),
  apply: (op, ctx) => {
    const seat = whose(ctx, op.who);
    return seat === null ? undefined : msWar(ctx).discard(seat, op.count, op.random ?? false);
  },
});
