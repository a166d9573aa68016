/** Sea (M.S. War 2.1 — Keywords F): the card is also of M.S. Type Sea, for every text that names that type (cards.ts `isMsType`). */
export const SEA = { keyword: 'sea', msType: 'Sea' } as const;
