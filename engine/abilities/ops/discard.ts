/**
 * "(Your opponent) discards N cards (at random)": the player chooses, unless it is at random.
 * Gundam War (version 2): 「自軍手札１枚を廃棄する」 / "You may discard 1 card" — the cards go from the
 * hand to the Junkyard; `may` lets the player discard none, and then the op is not done (an
 * `if-done` after it, "If you do", does not happen).
 */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { whose, type Outcome } from '../table';
import { count, who } from './count';

export const discard = defineOp({
  name: 'discard',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({
    op: z.literal('discard'),
    who: who.default('you'),
    count,
    random: z.boolean().optional(),
    may: z.boolean().optional(),
  }),
  gameSchema: {
    'ms-war': z.strictObject({
      op: z.literal('discard'),
      who: who.default('you'),
      count,
      random: z.boolean().optional(),
    }),
    'gundam-war': z.strictObject({
      op: z.literal('discard'),
      who: z.literal('you').default('you'),
      count,
      may: z.boolean().optional(),
    }),
  },
  acts: 'none',
  describe: (op) =>
    `${op.who === 'you' ? 'its player' : 'the opponent'} ${op.may ? 'may discard' : 'discards'} ${plural(op.count, 'card')}${op.random ? ' at random' : ''}`,
  say: (op) => words(`op.discard.${op.who}${op.random ? 'Random' : op.may ? 'May' : ''}`, { count: op.count }),
  apply: (op, ctx) => {
    const seat = whose(ctx, op.who);
    const table = ctx.table as { discard?: (seat: number, count: number, random: boolean, may: boolean) => Outcome };
    return seat === null || !table.discard
      ? undefined
      : table.discard(seat, op.count, op.random ?? false, op.may ?? false);
  },
});
