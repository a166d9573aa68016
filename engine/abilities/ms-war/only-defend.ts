/**
 * "Only M.S. with 4 or more Clash Points can Defend against this card" (M.S. War): a constant
 * change on the M.S. that prints it — the defenders offered against it, and those declared, must
 * fit (Ver 2.1 Attack Phase C: defenders come from the M.S. Dock "unless otherwise specified by a
 * card effect"). An Event's "… against target attacking M.S." holds on its target for the battle.
 */
import { z } from 'zod';
import { keywordName } from '../keyword-name';
import { defineOp, words } from '../op';
import { msWar } from './table';

type Fit = { minClash?: number; maxClash?: number; keyword?: string; msType?: string; corps?: string };

/** The symbols and figures of the fit: corps (OZ), M.S. type as printed, "4+", "≤3". */
function fitOf(op: Fit): string {
  const parts: string[] = [];
  if (op.corps !== undefined) parts.push(op.corps);
  if (op.msType !== undefined) parts.push(op.msType);
  if (op.minClash !== undefined) parts.push(`${op.minClash}+`);
  if (op.maxClash !== undefined) parts.push(`≤${op.maxClash}`);
  return parts.join(', ');
}

export const onlyDefend = defineOp({
  name: 'only-defend',
  games: ['ms-war'],
  schema: z.strictObject({
    op: z.literal('only-defend'),
    minClash: z.number().int().optional(),
    maxClash: z.number().int().optional(),
    keyword: z.string().min(1).optional(),
    msType: z.string().min(1).optional(),
    corps: z.string().min(1).optional(),
  }),
  uses: 'both',
  acts: 'targets',
  describe: (op, on) => {
    const fit = fitOf(op);
    if (op.keyword === undefined) return `only M.S. that fit (${fit}) can Defend against ${on}`;
    const k = keywordName(op.keyword).name;
    return fit
      ? `only M.S. with ${k} that fit (${fit}) can Defend against ${on}`
      : `only M.S. with ${k} can Defend against ${on}`;
  },
  say: (op, on) => {
    const fit = fitOf(op);
    if (op.keyword === undefined) return words('op.onlyDefend', { on, fit });
    const keyword = keywordName(op.keyword);
    return fit ? words('op.onlyDefendWith', { on, fit, keyword }) : words('op.onlyDefendKeyword', { on, keyword });
  },
  apply: (op, ctx) => {
    const { op: _name, ...fit } = op;
    for (const id of ctx.on) msWar(ctx).onlyDefend(id, fit);
  },
});
