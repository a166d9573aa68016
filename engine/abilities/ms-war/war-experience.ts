/** "Your opponent gains N War Experience" (M.S. War). */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { count, who } from '../ops/count';
import { whose } from '../table';
import { msWar } from './table';

export const warExperience = defineOp({
  name: 'war-experience',
  games: ['ms-war'],
  schema: z.strictObject({ op: z.literal('war-experience'), who: who.default('opponent'), count }),
  acts: 'none',
  describe: (op) => `${op.who === 'you' ? 'its player' : 'the opponent'} gains ${op.count} War Experience`,
  say: (op) => words(`op.warExperience.${op.who}`, { count: op.count }),
  apply: (op, ctx) => {
    // A goldfish table's opponent is its dummy, if it has one (the table knows).
    msWar(ctx).warExperience(whose(ctx, op.who), op.count);
  },
});
