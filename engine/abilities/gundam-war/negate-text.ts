/**
 * 「～のテキストを、ターン終了時まで無効にする」 / "Negate the text of ~ until end of turn" (version 2): the
 * target's text does not work until the turn ends — its Auto A stops, its special effects are
 * gone, its texts cannot be played and its automatic texts do not happen. `pending`
 * (「と、まだ未解決のその効果」 / "and its unresolved effects"): its effects already on the Cut do
 * nothing when they resolve; without it they still resolve (ch. 12 Unresolved Effects).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const negateText = defineOp({
  name: 'negate-text',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('negate-text'), pending: z.boolean().optional() }),
  acts: 'targets',
  describe: (op, on) =>
    op.pending
      ? `negates the text of ${on} and its unresolved effects until end of turn`
      : `negates the text of ${on} until end of turn`,
  say: (op, on) => words(op.pending ? 'op.negateTextPending' : 'op.negateText', { on }),
  apply: (op, ctx) => {
    for (const id of ctx.on) gundamWar(ctx).negateText(id, op.pending === true);
  },
});
