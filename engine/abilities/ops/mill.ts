/** "Put the top N cards of (your opponent's) deck into the discard pile": Supply Base to Dry Dock, Nation to Junkyard. */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { whose } from '../table';
import { count, who } from './count';

export const mill = defineOp({
  name: 'mill',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({ op: z.literal('mill'), who: who.default('you'), count }),
  acts: 'none',
  describe: (op, _on, game) => {
    const [deck, pile] = game === 'ms-war' ? ['Supply Base', 'Dry Dock'] : ['Nation', 'Junkyard'];
    return `the top ${plural(op.count, 'card')} of ${op.who === 'you' ? 'its player' : 'the opponent'}'s ${deck} go to the ${pile}`;
  },
  say: (op, _on, game) => words(`op.mill.${game}.${op.who}`, { count: op.count }),
  apply: (op, ctx) => {
    const seat = whose(ctx, op.who);
    if (seat === null || ctx.table.mill(seat, op.count) === false) return 'not-done';
  },
});
