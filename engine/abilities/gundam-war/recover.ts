/**
 * "Recover N" (回復, Gundam War ch. 20 Text Glossary): N cards go from the top of the player's
 * Lost Card Pile to the top of their Nation, one at a time, face down. With `to: "hand"` the
 * cards go to the hand instead ("put the top card of your Lost Card Pile into your hand").
 * A pile with fewer cards gives what it has.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

export const recover = defineOp({
  name: 'recover',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('recover'), count, to: z.enum(['nation', 'hand']).optional() }),
  acts: 'none',
  describe: (op) =>
    op.to === 'hand'
      ? `its player puts ${op.count} card${op.count > 1 ? 's' : ''} from the top of the Lost Card Pile into the hand`
      : `its player recovers ${op.count} (Lost Card Pile to the top of the Nation)`,
  say: (op) => words(op.to === 'hand' ? 'op.lostToHand' : 'op.recover', { count: op.count }),
  apply: (op, ctx) => gundamWar(ctx).recover(ctx.controller, op.count, op.to ?? 'nation'),
});
