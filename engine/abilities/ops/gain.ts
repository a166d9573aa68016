/**
 * "It gains <keyword>": M.S. War until the end of the battle; Gundam War until end of turn
 * (「高機動」を得る, gains "Raid" until end of turn: ch. 20 Get ~); in a static ability, while it works.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { keywordName } from '../keyword-name';

export const gain = defineOp({
  name: 'gain',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({
    op: z.literal('gain'),
    keyword: z.string().regex(/^[a-z0-9-]+$/, 'a keyword id such as preemptive-strike'),
  }),
  uses: 'both',
  acts: 'targets',
  describe: (op, on, game) =>
    `${on} gains ${keywordName(op.keyword).name} until ${game === 'gundam-war' ? 'end of turn' : 'the end of the battle'}`,
  say: (op, on, game, always) =>
    words(always ? 'op.gainAlways' : game === 'gundam-war' ? 'op.gainTurn' : 'op.gain', {
      on,
      keyword: keywordName(op.keyword),
    }),
  apply: (op, ctx) => {
    for (const id of ctx.on) ctx.table.gain!(id, op.keyword);
  },
});
