/**
 * "自軍ジャンクヤードにあるユニット１枚を選ぶ。そのカードを自軍手札に移す。" / "Choose 1 enemy Unit.
 * Deal 2 damage to it.": a choice made as the effect resolves, not as it is played. The
 * controller chooses up to `count` cards that fit `fits` (on the Field, or in a Junkyard when
 * `where` is `junkyard`); the ops after it act on the chosen cards ("it", 「そのカード」). No card
 * fits: nothing is chosen and the op is not done (an `if-done` after it does not happen); no
 * more than `count` fit: they are chosen without asking. Script language version 2.
 */
import { z } from 'zod';
import { defineOp, words, type OpDef } from '../op';
import { count } from '../ops/count';
import { targetSchema, type ScriptTarget } from '../schema';
import { sayFits, plainFits } from './all-that-fit';
import { gundamWar } from './table';

export const choose: OpDef = defineOp({
  name: 'choose',
  games: ['gundam-war'],
  schema: z.strictObject({
    op: z.literal('choose'),
    fits: targetSchema.omit({ count: true }),
    count: count.default(1),
  }),
  acts: 'none',
  describe: (op) =>
    `its player chooses ${op.count === 1 ? '1' : `up to ${op.count}`} from among ${plainFits(op.fits as ScriptTarget)}, and the next steps act on the chosen`,
  // Japanese has no plural forms: "1" and "up to N" are two messages.
  say: (op) =>
    words(op.count === 1 ? 'op.chooseOne' : 'op.choose', { count: op.count, what: sayFits(op.fits as ScriptTarget) }),
  apply: (op, ctx) => {
    const chosen = gundamWar(ctx).choose(ctx.controller, op.fits as ScriptTarget, op.count);
    if (chosen === 'paused') return 'paused';
    // "It": the ops after this one act on the chosen cards (run-ops.ts gives every op the same context).
    ctx.on = chosen;
    return chosen.length ? undefined : 'not-done';
  },
});
