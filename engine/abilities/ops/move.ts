/**
 * "Put it into your hand", "return it to the M.S. Dock", "move 1 Unit from your Junkyard to
 * your hand": the ability's target moves, or — with `choose` — the player chooses the card as
 * the effect resolves (an automatic effect has no target chosen when it is played).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';

const WORDS: Record<string, string> = { hand: "its controller's hand", 'ms-dock': 'the M.S. Dock' };
const choose = z.strictObject({ card: z.enum(['unit', 'ms', 'card']), where: z.enum(['junkyard', 'dry-dock']) });

export const move = defineOp({
  name: 'move',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({ op: z.literal('move'), to: z.enum(['hand', 'ms-dock']), choose: choose.optional() }),
  acts: 'targets',
  describe: (op, on) => {
    if (op.choose)
      return `its player moves 1 ${op.choose.card === 'unit' ? 'Unit' : 'card'} from the ${op.choose.where === 'junkyard' ? 'Junkyard' : 'Dry Dock'} to the hand`;
    return op.to === 'ms-dock' ? `returns ${on} to ${WORDS[op.to]}` : `puts ${on} into ${WORDS[op.to]}`;
  },
  say: (op, on) =>
    op.choose
      ? words(`op.move.choose.${op.choose.card === 'unit' ? 'unit' : 'card'}.${op.choose.where}`)
      : words(`op.move.${op.to}`, { on }),
  apply: (op, ctx) => {
    if (op.choose) return ctx.table.chooseAndMove?.(ctx.controller, op.choose, op.to);
    for (const id of ctx.on) ctx.table.move(id, op.to);
  },
});
