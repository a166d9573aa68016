/**
 * "Look at your Nation, find 1 Unit and put it into your hand; then shuffle your Nation"
 * (自軍本国を見て、ユニット１枚を探し、自軍手札に移す。その後、本国をシャッフルする): its player
 * looks at every card of their Nation (ch. 20 "Look at card": the opponent is not shown them),
 * chooses up to `count` cards of the kind named, and puts them into the hand. `may`
 * (〜事ができる / "you may"): the player may take none. With `shuffle` the Nation is shuffled
 * afterwards, as the text's "then shuffle" says; without it the looked-at cards stay in their
 * order (ch. 20: put back as they were). `rest` puts the looked-at cards not taken on top or bottom of the
 * Nation or into the Junkyard, in the order they were in — or, with `order` (好きな順番で / "in any
 * order"), in the order their player chooses. Script language version 2.
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
    /** Look at the top N cards only (自軍本国の上のカードN枚を見て); absent: the whole Nation. */
    top: count.optional(),
    /** Where the looked-at cards not taken go: absent, they stay as they were (ch. 20 "Look at card"). */
    rest: z.enum(['nation-top', 'nation-bottom', 'junkyard']).optional(),
    /** 「好きな順番で」 / "in any order": the player puts the rest back in an order of their choosing (the Nation's top or bottom). */
    order: z.boolean().optional(),
  }),
  acts: 'none',
  describe: (op) => {
    const n = op.count;
    const card = n === 1 ? NAMES[op.card] : op.card === 'g' ? 'G' : `${NAMES[op.card]}s`;
    const take = `${op.may ? 'may put' : 'puts'} ${n === 1 ? '' : 'up to '}${n} ${card} from among them into the hand`;
    const looks = op.top ? `the top ${plural(op.top, 'card')} of the Nation` : 'the Nation';
    const where = {
      junkyard: 'into the Junkyard',
      'nation-top': 'on top of the Nation',
      'nation-bottom': 'on the bottom of the Nation',
    };
    const rest = op.rest ? `, and the rest ${where[op.rest]}${op.order ? ' in any order' : ''}` : '';
    return `its player looks at ${looks} and ${take}${rest}${op.shuffle ? ', then shuffles the Nation' : ''}`;
  },
  say: (op) => {
    const form = op.rest ? (op.shuffle ? 'restShuffle' : 'rest') : op.shuffle ? 'shuffle' : 'plain';
    return words(`op.search.look.${form}`, {
      looks: op.top ? words('op.search.looks.top', { count: op.top }) : words('op.search.looks.nation'),
      take: words(`op.search.${op.may ? 'may' : 'take'}`, {
        count: op.count,
        card: words(`op.search.card.${op.card}`, { count: op.count }),
      }),
      ...(op.rest ? { rest: words(`op.search.${op.order ? 'restOrdered' : 'rest'}.${op.rest}`) } : {}),
    });
  },
  apply: (op, ctx) =>
    gundamWar(ctx).searchNation(ctx.controller, {
      card: op.card,
      count: op.count,
      may: op.may,
      shuffle: op.shuffle,
      ...(op.top ? { top: op.top } : {}),
      ...(op.rest ? { rest: op.rest } : {}),
      ...(op.order && op.rest !== 'junkyard' ? { order: true } : {}),
    }),
});
