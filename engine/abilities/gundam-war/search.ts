/**
 * "Look at your Nation, find 1 Unit and put it into your hand; then shuffle your Nation"
 * (自軍本国を見て、ユニット１枚を探し、自軍手札に移す。その後、本国をシャッフルする): its player
 * looks at every card of their Nation (ch. 20 "Look at card": the opponent is not shown them),
 * chooses up to `count` cards of the kind named, and puts them into the hand. `may`
 * (〜事ができる / "you may"): the player may take none. With `shuffle` the Nation is shuffled
 * afterwards, as the text's "then shuffle" says; without it the looked-at cards stay in their
 * order (ch. 20: put back as they were). Script language version 2.
 */
import { z } from 'zod';
import { defineOp, plural, words } from '../op';
import { count } from '../ops/count';
import { gundamWar } from './table';

export const SEARCHED = ['unit', 'command', 'character', 'operation', 'g', 'card'] as const;
const NAMES: Record<(typeof SEARCHED)[number], string> = {
  unit: 'Unit',
  command: 'Command',
  character: 'Character',
  operation: 'Operation',
  g: 'G',
  card: 'card',
};

export const search = defineOp({
  name: 'search',
  games: ['gundam-war'],
  schema: z.strictObject({
    op: z.literal('search'),
    card: z.enum(SEARCHED),
    count: count.default(1),
    may: z.boolean().default(false),
    shuffle: z.boolean().default(false),
  }),
  acts: 'none',
  describe: (op) => {
    const what =
      op.count === 1
        ? `1 ${NAMES[op.card]}`
        : `up to ${op.card === 'g' ? `${op.count} G` : plural(op.count, NAMES[op.card])}`;
    return `its player looks at the Nation and ${op.may ? 'may put' : 'puts'} ${what} from it into the hand${op.shuffle ? ', then shuffles the Nation' : ''}`;
  },
  say: (op) =>
    words(`op.search.${op.may ? 'may' : 'take'}${op.shuffle ? 'Shuffle' : ''}`, {
      count: op.count,
      card: words(`op.search.card.${op.card}`, { count: op.count }),
    }),
  apply: (op, ctx) =>
    gundamWar(ctx).searchNation(ctx.controller, { card: op.card, count: op.count, may: op.may, shuffle: op.shuffle }),
});
