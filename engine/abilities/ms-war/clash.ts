/**
 * "+N clash points until the end of the battle/turn" (M.S. War), or — `per` — N for each War
 * Experience the opponent has. In a static ability the change holds while the ability works.
 */
import { z } from 'zod';
import { defineOp, signed, words } from '../op';
import { msWar } from './table';

export const clash = defineOp({
  name: 'clash',
  games: ['ms-war'],
  schema: z.strictObject({
    op: z.literal('clash'),
    delta: z.number().int().default(1),
    until: z.enum(['battle', 'turn']).default('battle'),
    per: z.literal('opponent-war-experience').optional(),
  }),
  uses: 'both',
  acts: 'targets',
  describe: (op, on) =>
    op.per
      ? `${on} gets +1 clash point for each War Experience the opponent has`
      : `${on} gets ${signed(op.delta)} clash points until the end of the ${op.until}`,
  say: (op, on, _game, always) =>
    op.per
      ? words('op.clashPer', { on })
      : words(`op.clash.${always ? 'always' : op.until}`, { on, delta: signed(op.delta) }),
  apply: (op, ctx) => {
    for (const id of ctx.on) msWar(ctx).clash(id, op.delta, op.until, op.per !== undefined);
  },
});
