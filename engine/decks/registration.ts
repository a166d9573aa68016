/**
 * A deck registration sheet's contents: each section's cards grouped by card type, in the
 * game's own order of types, with counts per type and in total. Cards the library does not
 * know are listed under `other` so nothing registered goes missing.
 */
import { GUNDAM_WAR_TYPES, MS_WAR_TYPES, type Card, type GameId } from '../cards/model';
import type { CardCatalog } from './catalog';
import type { DeckEntry } from './model';

export interface SheetLine {
  number: string;
  count: number;
  card?: Card;
}

export interface SheetGroup {
  /** A card type of the game, or `other` for cards missing from the library. */
  type: string;
  lines: SheetLine[];
  count: number;
}

export interface SheetSection {
  groups: SheetGroup[];
  total: number;
}

const TYPE_ORDER: Record<GameId, readonly string[]> = { 'gundam-war': GUNDAM_WAR_TYPES, 'ms-war': MS_WAR_TYPES };

export function sheetSection(entries: readonly DeckEntry[], game: GameId, catalog: CardCatalog): SheetSection {
  const order = [...TYPE_ORDER[game], 'other'];
  const groups = new Map<string, SheetLine[]>();
  for (const entry of entries) {
    const card = catalog.byNumber(entry.number);
    const type = card && order.includes(card.type) ? card.type : 'other';
    groups.set(type, [...(groups.get(type) ?? []), { number: entry.number, count: entry.count, card }]);
  }
  const sorted = order
    .filter((type) => groups.has(type))
    .map((type) => {
      const lines = groups.get(type)!;
      return { type, lines, count: lines.reduce((sum, l) => sum + l.count, 0) };
    });
  return { groups: sorted, total: sorted.reduce((sum, g) => sum + g.count, 0) };
}
