import type { MsWarTable, OpContext } from '../table';

/** The M.S. War verbs of an op's context (the script reader lets these ops into M.S. War scripts only). */
export const msWar = (ctx: OpContext): MsWarTable => ctx.table as MsWarTable;
