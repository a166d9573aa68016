/** The games scripts are written for (the same ids as the card model's `GameId`, which stands above this module). */
export type ScriptGame = 'ms-war' | 'gundam-war';
