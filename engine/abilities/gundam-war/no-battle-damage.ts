/**
 * 「このターン、自軍本国は戦闘ダメージを受けない」 / "This turn, your Nation takes no battle damage" (version 2):
 * battle damage that would go through to that player's Nation this turn is not dealt; effect
 * damage to the Nation still is. It ends with the turn, as every effect whose duration is not
 * stated (ch. 12 Effective Interval of Effects).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const noBattleDamage = defineOp({
  name: 'no-battle-damage',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('no-battle-damage'), who: z.enum(['you', 'opponent']).default('you') }),
  acts: 'none',
  describe: (op) =>
    op.who === 'you'
      ? 'your Nation takes no battle damage this turn'
      : "the enemy player's Nation takes no battle damage this turn",
  say: (op) => words(`op.noBattleDamage.${op.who}`),
  apply: (op, ctx) => {
    const seat = op.who === 'you' ? ctx.controller : ctx.opponent;
    if (seat !== null) gundamWar(ctx).noBattleDamage(seat);
  },
});
