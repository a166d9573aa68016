/** Sand (M.S. War 2.1 — Keywords E): the card is also of M.S. Type Sand, for every text that names that type (cards.ts `isMsType`). */
export const SAND = { keyword: 'sand', msType: 'Sand' } as const;
