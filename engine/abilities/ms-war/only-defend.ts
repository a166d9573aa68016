/**
 * "Only M.S. with 4 or more Clash Points can Defend against this card" (M.S. War): a constant
 * change on the M.S. that prints it — the defenders offered against it, and those declared, must
 * fit (Ver 2.1 Attack Phase C: defenders come from the M.S. Dock "unless otherwise specified by a
 * card effect").
 */
import { z } from 'zod';
import { defineOp, words } from '../op';

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
  uses: 'static',
  acts: 'targets',
  describe: (op, on) => `only M.S. that fit (${fitDescription(op)}) can Defend against ${on}`,
  say: (op, on) => words('op.onlyDefend', { on, fit: fitDescription(op) }),
  apply: () => undefined,
});

function fitDescription(op: {
  minClash?: number;
  maxClash?: number;
  keyword?: string;
  msType?: string;
  corps?: string;
}): string {
  const parts: string[] = [];
  if (op.corps !== undefined) parts.push(op.corps);
  if (op.msType !== undefined) parts.push(op.msType);
  if (op.keyword !== undefined) parts.push(op.keyword);
  if (op.minClash !== undefined) parts.push(`${op.minClash}+`);
  if (op.maxClash !== undefined) parts.push(`≤${op.maxClash}`);
  return parts.join(', ');
}
