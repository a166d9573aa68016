/**
 * 「このカードの上の＋１／＋１／＋１コイン１個を取り除く。その場合、…」 / "Remove 1 +1/+1/+1 coin from this
 * card. If you do, …" (Gundam War, version 2): coins of that kind come off the targets (or this card),
 * a step of the text whose "if you do" follows it: with fewer than `count` such coins on the card
 * nothing is removed and it is not done.
 */
import { z } from 'zod';
import { defineOp, signed, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

const stat = z.number().int().min(-9).max(9);

export const removeCoin = defineOp({
  name: 'remove-coin',
  games: ['gundam-war'],
  schema: z.strictObject({
    op: z.literal('remove-coin'),
    melee: stat,
    ranged: stat,
    hp: stat,
    count: count.default(1),
  }),
  acts: 'targets',
  describe: (op, on) =>
    `removes ${op.count} ${signed(op.melee)}/${signed(op.ranged)}/${signed(op.hp)} coin${op.count === 1 ? '' : 's'} from ${on}`,
  say: (op, on) =>
    words('op.removeCoin', { on, count: op.count, coin: `${signed(op.melee)}/${signed(op.ranged)}/${signed(op.hp)}` }),
  apply: (op, ctx) => {
    let done = ctx.on.length > 0;
    for (const id of ctx.on)
      if (!gundamWar(ctx).removeCoin(id, { melee: op.melee, ranged: op.ranged, hp: op.hp }, op.count)) done = false;
    return done ? undefined : 'not-done';
  },
});
