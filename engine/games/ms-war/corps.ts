/**
 * M.S. War's corps (Ver 2.1, Card Types A: the Corps Symbol) as card texts name them: OZ, WG
 * (the G Team of Gundam Wing), EF (the Earth Federation), PZ (the Principality of Zeon). A card
 * list may spell a card's corps as the symbol or as the name, so both are read.
 */
const NAMES: Record<string, readonly string[]> = {
  oz: ['oz'],
  wg: ['wg', 'g team', 'g-team', 'gundam team'],
  ef: ['ef', 'earth federation', 'federation', 'e.f.'],
  pz: ['pz', 'zeon', 'principality of zeon', 'principality'],
};

/** Whether a card's printed corps is the one a text names by its symbol. */
export function ofCorps(printed: string | undefined, symbol: string): boolean {
  if (printed === undefined) return false;
  const p = printed.trim().toLowerCase();
  const names = NAMES[symbol.toLowerCase()] ?? [symbol.toLowerCase()];
  return names.includes(p);
}
