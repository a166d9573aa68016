/**
 * "全ての敵軍ユニットを破壊する" / "destroy all enemy Units", "戦闘エリアにいる全ての敵軍ユニットに
 * １ダメージを与える": the op acts on every card that fits as it resolves (none is chosen, so
 * none is a target), described by the same words as a target (script language version 2).
 */
import { z } from 'zod';
import { defineOp, words, type OpDef } from '../op';
import { count } from '../ops/count';
import { targetSchema, type ScriptTarget } from '../schema';
import { gundamWar } from './table';

/** What fits: a target's words without a count (every card fits, not up to N). */
const fits = targetSchema.omit({ count: true });

/** "every enemy Unit in a Battle Area", as a message. */
export function sayFits(f: ScriptTarget) {
  return words('op.fits.whole', {
    what: words(`op.fits.${f.card}.${f.whose}`),
    where: f.where ? words(`op.fits.where.${f.where}`) : '',
  });
}

// `pilot` and the Defunct Pile are M.S. War's words, which a Gundam War script never reads (read.ts); named for completeness.
const NOUN: Record<ScriptTarget['card'], string> = {
  unit: 'Unit',
  command: 'Command',
  card: 'card',
  ms: 'M.S.',
  pilot: 'Pilot',
};
const PLURAL: Record<ScriptTarget['card'], string> = {
  unit: 'Units',
  command: 'Commands',
  card: 'cards',
  ms: 'M.S.',
  pilot: 'Pilots',
};
const WHERE: Record<NonNullable<ScriptTarget['where']>, string> = {
  'battle-area': ' in a Battle Area',
  engaged: ' engaged in battle',
  junkyard: ' in the Junkyard',
  'being-played': ' being played',
  attacking: ' attacking',
  defending: ' defending',
  'ms-battlefield': ' on the M.S. Battlefield',
  'dry-dock': ' in the Dry Dock',
  'rebel-forces': ' in the Rebel Forces',
  'defunct-pile': ' in the Defunct Pile',
};
/** The English of `sayFits` (abilities.json `op.fits`), for `describe`. */
export const plainFits = (f: ScriptTarget): string =>
  (f.whose === 'enemy'
    ? `every enemy ${NOUN[f.card]}`
    : f.whose === 'yours'
      ? `every one of your ${PLURAL[f.card]}`
      : `every ${NOUN[f.card]}`) + (f.where ? WHERE[f.where] : '');

export const destroyAll: OpDef = defineOp({
  name: 'destroy-all',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('destroy-all'), fits }),
  acts: 'none',
  describe: (op) => `destroys ${plainFits(op.fits as ScriptTarget)}`,
  say: (op) => words('op.destroyAll', { what: sayFits(op.fits as ScriptTarget) }),
  apply: (op, ctx) => {
    const t = gundamWar(ctx);
    for (const id of t.allThatFit(ctx.controller, op.fits as ScriptTarget)) t.destroy(id);
  },
});

export const damageAll: OpDef = defineOp({
  name: 'damage-all',
  games: ['gundam-war'],
  schema: z.strictObject({ op: z.literal('damage-all'), amount: count, fits }),
  acts: 'none',
  describe: (op) => `deals ${op.amount} damage to ${plainFits(op.fits as ScriptTarget)}`,
  say: (op) => words('op.damageAll', { amount: op.amount, what: sayFits(op.fits as ScriptTarget) }),
  apply: (op, ctx) => {
    const t = gundamWar(ctx);
    for (const id of t.allThatFit(ctx.controller, op.fits as ScriptTarget)) t.damage(id, op.amount);
  },
});
