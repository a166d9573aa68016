/** A text the engine does not carry out: it goes on the Cut / Effect Chain and the players resolve it by hand. */
import { z } from 'zod';
import { defineOp, words } from '../op';

export const manual = defineOp({
  name: 'manual',
  games: ['ms-war', 'gundam-war'],
  schema: z.strictObject({ op: z.literal('manual'), text: z.string().min(1) }),
  acts: 'none',
  describe: (op) => `resolve by hand: ${op.text}`,
  say: (op) => words('op.manual', { text: op.text }),
  apply: (op, ctx) => ctx.table.manual(op.text),
});
