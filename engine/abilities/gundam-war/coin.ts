/**
 * "Put 1 +1/+1/+1 Coin on this card" / 「このカードの上に+1/+1/+1コイン1個を乗せる」 (Gundam War,
 * version 2): coins that change battle stats stay on the card while it stays on the Field (a card
 * leaving the Field starts afresh: ch. 22 Moving of Cards), each adding its +X/+Y/+Z.
 */
import { z } from 'zod';
import { defineOp, signed, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

const stat = z.number().int().min(-9).max(9);

export const coin = defineOp({
  name: 'coin',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('coin'), melee: stat, ranged: stat, hp: stat, count: count.default(1) }),
  acts: 'targets',
  describe: (op, on) =>
    `puts ${op.count} ${signed(op.melee)}/${signed(op.ranged)}/${signed(op.hp)} coin${op.count === 1 ? '' : 's'} on ${on}`,
  say: (op, on) =>
    words('op.coin', { on, count: op.count, coin: `${signed(op.melee)}/${signed(op.ranged)}/${signed(op.hp)}` }),
  apply: (op, ctx) => {
    let done = ctx.on.length > 0;
    for (const id of ctx.on)
      if (gundamWar(ctx).coin(id, { melee: op.melee, ranged: op.ranged, hp: op.hp }, op.count) === false) done = false;
    return done ? undefined : 'not-done';
  },
});
