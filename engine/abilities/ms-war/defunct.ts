/**
 * "Move 2 cards from your Dry Dock to the Defunct Pile" (M.S. War): the player chooses that many
 * cards of their Dry Dock (all of them when it holds no more) and moves them, face down, to the
 * Defunct Pile — out of the game (Ver 2.1, Playing Field D).
 */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count, who } from '../ops/count';
import { whose } from '../table';
import { msWar } from './table';

export const defunct = defineOp({
  name: 'defunct',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('defunct'), who: who.default('you'), count }),
  acts: 'none',
  describe: (op) =>
    `${op.who === 'you' ? 'its player' : 'the opponent'} moves ${plural(op.count, 'card')} from the Dry Dock to the Defunct Pile`,
  say: (op) => words(`op.defunct.${op.who}`, { count: op.count }),
  apply: (op, ctx) => {
    const seat = whose(ctx, op.who);
    return seat === null ? undefined : msWar(ctx).defunct(seat, op.count);
  },
});
