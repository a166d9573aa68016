/**
 * "自軍Gが５枚以上ある場合、カード２枚を引く。そうでない場合、カード１枚を引く。" / "If you have 5 or
 * more G, draw 2 cards. Otherwise, draw 1 card.": a condition asked as the effect resolves, with
 * the ops for either answer. Unlike an ability's `if` (ch. 12: a text whose condition is not met
 * cannot be played), a text with an "otherwise" can be played either way — it says what happens
 * when the condition is not met. Script language version 2.
 */
import { z } from 'zod';
import { defineOp, words, type OpDef } from '../op';
import { ifSchema, type ScriptIf, type ScriptOp } from '../schema';
import { ifSaid, plain } from '../ability-words';
import { inEnglish } from '../../i18n/translate';
import { gundamWar } from './table';

export const branch: OpDef = defineOp({
  name: 'branch',
  games: ['gundam-war'],
  // The ops inside are read one by one like an ability's (read.ts), each with its own place.
  schema: z.strictObject({
    op: z.literal('branch'),
    if: ifSchema,
    do: z.array(z.unknown()).min(1),
    else: z.array(z.unknown()).min(1).optional(),
  }),
  acts: 'none',
  describe: (op) =>
    `${inEnglish(plain(ifSaid(op.if as ScriptIf, 'gundam-war')))}, the next steps; otherwise the others`,
  say: (op, _on, _game, _always, inner) =>
    inner?.do === undefined
      ? words('op.branch', { if: ifSaid(op.if as ScriptIf, 'gundam-war') })
      : words(`op.branchSaid.${inner.else === undefined ? 'do' : 'both'}`, {
          if: ifSaid(op.if as ScriptIf, 'gundam-war'),
          do: inner.do,
          else: inner.else ?? '',
        }),
  apply: (op, ctx) => {
    const ops = gundamWar(ctx).holds(ctx.controller, op.if as ScriptIf) ? op.do : op.else;
    return ops && ctx.run ? ctx.run(ops as ScriptOp[]) : undefined;
  },
});
