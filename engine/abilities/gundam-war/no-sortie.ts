/**
 * 「このターン、敵軍ユニット１枚は、出撃できない」「…は、このターン、防御に出撃できない」 / "1 enemy Unit
 * can't defend this turn" (Gundam War, version 2): until the end of the turn the targets may not sortie —
 * to attack, to defend (`when`), or at all. 出撃 is Bandai's word for a Unit going out to a Battle Area
 * (the Advanced Rulebook translation's "sort out").
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const noSortie = defineOp({
  name: 'no-sortie',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('no-sortie'), when: z.enum(['attack', 'defend']).optional() }),
  acts: 'targets',
  describe: (op, on) =>
    `${on} can't ${op.when === 'attack' ? 'sortie to attack' : op.when === 'defend' ? 'sortie to defend' : 'sortie'} this turn`,
  say: (op, on) => words(`op.noSortie.${op.when ?? 'any'}`, { on }),
  apply: (op, ctx) => {
    for (const id of ctx.on) gundamWar(ctx).noSortie(id, op.when ?? null);
  },
});
