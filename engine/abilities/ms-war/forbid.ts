/**
 * "Target M.S. can't Attack / can't Defend for this turn" (M.S. War): the targets may not be
 * declared attackers, or may not be chosen as defenders, until the end of the battle or turn.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { msWar } from './table';

export const forbid = defineOp({
  name: 'forbid',
  games: ['ms-war'],
  schema: z.strictObject({
    op: z.literal('forbid'),
    what: z.enum(['attack', 'defend']),
    until: z.enum(['battle', 'turn']).default('turn'),
  }),
  acts: 'targets',
  describe: (op, on) => `${on} can't ${op.what === 'attack' ? 'Attack' : 'Defend'} until the end of the ${op.until}`,
  say: (op, on) => words(`op.forbid.${op.what}.${op.until}`, { on }),
  apply: (op, ctx) => {
    for (const id of ctx.on) msWar(ctx).forbid(id, op.what, op.until);
  },
});
