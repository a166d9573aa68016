/**
 * "Players can't play Commands" / "the enemy player can't play Units" (Gundam War, Auto A): for as
 * long as its card is on the Field (ch. 11 Auto A), the players the static ability affects may
 * not play cards of that type. A text over the rules is followed (ch. 22 Priority of Rules and
 * Text): the play is refused at declaration. `what: "sortie"` on this card itself (「このカードは宇宙エリアに
 * 出撃できない」): the Unit is not offered for a sortie (to that area) and one declared is refused.
 */
import { z } from 'zod';
import { defineOp, words } from '../op';

export const lock = defineOp({
  name: 'lock',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('lock'), what: z.enum(['play', 'sortie']).default('play') }),
  uses: 'static',
  acts: 'targets',
  describe: (op, on) => (op.what === 'sortie' ? `${on} can't sortie` : `${on} can't be played`),
  say: (op, on) => words(op.what === 'sortie' ? 'op.lockSortie' : 'op.lockPlay', { on }),
  apply: () => undefined,
});
