/**
 * Upkeep (script language version 2): 「〔２〕を支払う事ができる」 / "You may pay [2]" — its player may roll
 * N of their upright G (`rollG`) or pay a Resource Cost (`resource`: cards from the top of the Nation
 * to the Lost Card Pile, one at a time, face down — Bandai, ゲームの準備とプレイシート). Not paid (refused, or
 * more than the player has): not done, so the `if-done` after it runs its `else` (「支払わない場合、…」).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

const count = z.number().int().min(1);

export const pay = defineOp({
  name: 'pay',
  games: ['gundam-war'],
  schema: z
    .strictObject({ op: z.literal('pay'), rollG: count.optional(), resource: count.optional() })
    .refine((op) => (op.rollG === undefined) !== (op.resource === undefined), {
      message: 'expected "rollG" or "resource" (one of them)',
    }),
  acts: 'none',
  describe: (op) =>
    op.rollG !== undefined
      ? `its player may roll ${op.rollG} G`
      : `its player may pay a Resource Cost of ${op.resource}`,
  say: (op) =>
    op.rollG !== undefined
      ? words('op.payRollG', { count: op.rollG })
      : words('op.payResource', { count: op.resource! }),
  apply: (op, ctx) =>
    gundamWar(ctx).pay(ctx.controller, op.rollG !== undefined ? { rollG: op.rollG } : { resource: op.resource! }),
});
