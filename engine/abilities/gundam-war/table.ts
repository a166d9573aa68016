import type { GundamWarTable, OpContext } from '../table';

/** The Gundam War verbs of an op's context (the script reader lets these ops into Gundam War scripts only). */
export const gundamWar = (ctx: OpContext): GundamWarTable => ctx.table as GundamWarTable;
