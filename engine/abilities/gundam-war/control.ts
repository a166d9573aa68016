/**
 * "Gain control of 1 enemy Unit (until end of turn)" / 「敵軍ユニット1枚のコントロールを（ターン終了時まで）得る」
 * (Gundam War, version 2): the effect's player becomes the targets' controller. On the Field the
 * controller is the player who manages the Disposition Area or squad a card is in (ch. 04 Control
 * and Controller), so the Unit moves to that player's Disposition Area with its Set group
 * (ch. 22 Moving of Cards, 2: from one player's Disposition Area to the other's). `until: "turn"`:
 * it goes back to the player who controlled it before as the turn ends; without it, for good.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';
import { gundamWar } from './table';

export const control = defineOp({
  name: 'control',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('control'), until: z.enum(['turn']).optional() }),
  acts: 'targets',
  describe: (op, on) => `its player gains control of ${on}${op.until === 'turn' ? ' until end of turn' : ''}`,
  say: (op, on) => words(op.until === 'turn' ? 'op.controlTurn' : 'op.control', { on }),
  apply: (op, ctx) => {
    let done = ctx.on.length > 0;
    for (const id of ctx.on) if (gundamWar(ctx).control(id, ctx.controller, op.until ?? null) === false) done = false;
    return done ? undefined : 'not-done';
  },
});
