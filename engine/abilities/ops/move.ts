/**
 * "Put it into your hand", "return it to the M.S. Dock", "move 1 Unit from your Junkyard to
 * your hand", "put it on top of its owner's Nation": the ability's target moves to `to`, or —
 * with `choose` — the player chooses the card as the effect resolves (an automatic effect has no
 * target chosen when it is played). Each game has its own places: M.S. War the hand, the
 * M.S. Dock and (from the Defunct Pile) the Dry Dock; Gundam War the owner's hand, the top or bottom of the owner's Nation, the Junkyard
 * and out of the game (script language version 2 for the last four).
 */
import { z } from 'zod';
import { defineOp, words } from '../op';

const PLACES = {
  // `dry-dock`: a card of the Defunct Pile back into the Dry Dock ("Move target card from your Defunct Pile to your Dry Dock").
  'ms-war': ['hand', 'ms-dock', 'dry-dock'],
  'gundam-war': ['hand', 'nation-top', 'nation-bottom', 'junkyard', 'removed'],
} as const;
/** `describe`'s words for each place (abilities.json `op.move` has the same). */
const WORDS: Record<string, (on: string) => string> = {
  hand: (on) => `puts ${on} into its controller's hand`,
  'ms-dock': (on) => `returns ${on} to the M.S. Dock`,
  'nation-top': (on) => `puts ${on} on top of its owner's Nation`,
  'nation-bottom': (on) => `puts ${on} on the bottom of its owner's Nation`,
  junkyard: (on) => `puts ${on} into its owner's Junkyard`,
  removed: (on) => `removes ${on} from the game`,
  'dry-dock': (on) => `puts ${on} into its owner's Dry Dock`,
};
/** A chosen card to the hand, of a kind the first words name (a Unit, any card); others are said with `chooseTo`. */
const plainChoice = (card: string, to: string) => to === 'hand' && (card === 'unit' || card === 'card');
const CARD: Record<string, string> = { unit: 'Unit', ms: 'M.S.', command: 'Command', card: 'card' };
const TO: Record<string, string> = {
  hand: 'to the hand',
  'ms-dock': 'to the M.S. Dock',
  'nation-top': 'to the top of the Nation',
  'nation-bottom': 'to the bottom of the Nation',
  junkyard: 'to the Junkyard',
  removed: 'out of the game',
  'dry-dock': 'to the Dry Dock',
};
const choose = z.strictObject({
  card: z.enum(['unit', 'ms', 'command', 'card']),
  where: z.enum(['junkyard', 'dry-dock']),
});
const schemaWith = <T extends readonly [string, ...string[]]>(places: T) =>
  z.strictObject({ op: z.literal('move'), to: z.enum(places), choose: choose.optional() });
const schema = schemaWith([...new Set([...PLACES['ms-war'], ...PLACES['gundam-war']])] as [string, ...string[]]);

export const move = defineOp({
  name: 'move',
  games: ['ms-war', 'gundam-war'],
  schema,
  gameSchema: { 'ms-war': schemaWith(PLACES['ms-war']), 'gundam-war': schemaWith(PLACES['gundam-war']) },
  acts: 'targets',
  describe: (op, on) => {
    if (op.choose && !plainChoice(op.choose.card, op.to))
      return `its player moves 1 ${CARD[op.choose.card]} from the ${op.choose.where === 'junkyard' ? 'Junkyard' : 'Dry Dock'} ${TO[op.to]}`;
    if (op.choose)
      return `its player moves 1 ${op.choose.card === 'unit' ? 'Unit' : 'card'} from the ${op.choose.where === 'junkyard' ? 'Junkyard' : 'Dry Dock'} to the hand`;
    return WORDS[op.to](on);
  },
  say: (op, on) => {
    if (op.choose && !plainChoice(op.choose.card, op.to))
      return words(`op.move.chooseTo.${op.choose.where}`, {
        card: words(`op.move.card.${op.choose.card}`),
        to: words(`op.move.to.${op.to}`),
      });
    return op.choose
      ? words(`op.move.choose.${op.choose.card === 'unit' ? 'unit' : 'card'}.${op.choose.where}`)
      : words(`op.move.${op.to}`, { on });
  },
  apply: (op, ctx) => {
    if (op.choose) return ctx.table.chooseAndMove?.(ctx.controller, op.choose, op.to);
    for (const id of ctx.on) ctx.table.move(id, op.to);
  },
});
