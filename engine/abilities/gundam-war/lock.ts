/**
 * "Players can't play Commands" / "the enemy player can't play Units" (Gundam War, Auto A): for as
 * long as its card is on the Field (ch. 11 Auto A), the players the static ability affects may
 * not play cards of that type. A text over the rules is followed (ch. 22 Priority of Rules and
 * Text): the play is refused at declaration.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';

export const lock = defineOp({
  name: 'lock',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('lock'), what: z.enum(['play']).default('play') }),
  uses: 'static',
  acts: 'targets',
  describe: (_op, on) => `${on} can't be played`,
  say: (_op, on) => words('op.lockPlay', { on }),
  apply: () => undefined,
});
