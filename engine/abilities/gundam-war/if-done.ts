/**
 * "その場合、…" / "If you do, …" after a step of the text itself ("このカードを破壊する。その場合、
 * カード２枚を引く"): its ops happen only if the op before it did what it says — a card already
 * destroyed or rolled, a Nation with fewer cards than it names, is not done (script language
 * version 2). `runOps` (run-ops.ts) skips it when the op before was not done — running its `else`
 * ops instead, when it has them (「そうでない場合、…」 / "Otherwise, …") — and gives it the runner its
 * own ops go through.
 */
import { z } from 'zod';
import { defineOp, words, type OpDef } from '../op';
import type { ScriptOp } from '../schema';

export const ifDone: OpDef = defineOp({
  name: 'if-done',
  games: ['gundam-war'],
  // The ops inside are read one by one like an ability's (read.ts), each with its own place.
  // `else` (そうでない場合 / "Otherwise"): the ops that happen instead when the op before was not done (run-ops.ts).
  // `do` may be left out when only the "otherwise" happens: 「支払わない場合、…」 / "If you don't, …" after a `pay`.
  schema: z
    .strictObject({
      op: z.literal('if-done'),
      do: z.array(z.unknown()).min(1).optional(),
      else: z.array(z.unknown()).min(1).optional(),
    })
    .refine((op) => op.do !== undefined || op.else !== undefined, { message: 'expected "do" or "else"' }),
  acts: 'none',
  describe: () => 'if it was done, the next ops',
  // With the held ops said (the card detail): 「その場合、…。そうでない場合、…」 / "if it was done, …; if not, …".
  say: (_op, _on, _game, _always, inner) =>
    inner === undefined
      ? words('op.ifDone')
      : words(`op.ifDoneSaid.${inner.do === undefined ? 'else' : inner.else === undefined ? 'do' : 'both'}`, {
          do: inner.do ?? '',
          else: inner.else ?? '',
        }),
  apply: (op, ctx) => (ctx.run ? ctx.run((op.do ?? []) as ScriptOp[]) : 'not-done'),
});
