/**
 * "1 enemy Unit loses High Mobility until end of turn" (Gundam War ch. 20 Lose ~): the
 * special effect is removed from the targets. A "lose ~" is applied before any "get ~" of
 * the same thing, whatever their order, and a card under it gets nothing back from one
 * (ch. 12 Priority of Contradictive Effects).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { keywordName } from '../keyword-name';
import { gundamWar } from './table';

export const lose = defineOp({
  name: 'lose',
  games: ['gundam-war'],
  schema: z.strictObject({
    op: z.literal('lose'),
    keyword: z.string().regex(/^[a-z0-9-]+$/, 'a special effect id such as high-mobility'),
  }),
  acts: 'targets',
  describe: (op, on) => `${on} loses ${keywordName(op.keyword).name} until end of turn`,
  say: (op, on) => words('op.lose', { on, keyword: keywordName(op.keyword) }),
  apply: (op, ctx) => {
    for (const id of ctx.on) gundamWar(ctx).lose(id, op.keyword);
  },
});
