/**
 * "+X/+Y/+Z" (Gundam War battle modification): until end of turn on the ability's targets, or
 * — in a constant (static) ability — for as long as the ability works.
 */
import { z } from 'zod';
import { defineOp, signed, words } from '../op';

const delta = z.number().int();

export const modify = defineOp({
  name: 'modify',
  games: ['gundam-war'],
  schema: z.strictObject({
    op: z.literal('modify'),
    melee: delta.default(0),
    ranged: delta.default(0),
    hp: delta.default(0),
  }),
  uses: 'both',
  acts: 'targets',
  describe: (op, on) => `${on} gets ${signed(op.melee)}/${signed(op.ranged)}/${signed(op.hp)} until end of turn`,
  say: (op, on, _game, always) =>
    words(always ? 'op.modifyAlways' : 'op.modify', {
      on,
      melee: signed(op.melee),
      ranged: signed(op.ranged),
      hp: signed(op.hp),
    }),
  apply: (op, ctx) => {
    for (const id of ctx.on) ctx.table.modify!(id, op.melee, op.ranged, op.hp);
  },
});
