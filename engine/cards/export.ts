/**
 * Cards written back as a JSON card file (docs/card-data.md) — the format the importer reads,
 * so a file exported from one library imports into another as the same cards: the documented
 * columns, and `script` only where the card has its own (a compiled one is made again from the
 * text on import). Keywords are read from the text again; images are not part of a card file.
 */
import { CARD_COLUMNS } from './import/columns';
import { COLOR_SPELLINGS } from './import/values';
import type { Card, GundamWarColor } from './model';

const KANJI = Object.fromEntries(Object.entries(COLOR_SPELLINGS).map(([k, c]) => [c, k])) as Record<
  GundamWarColor,
  string
>;

/** One card as a record of the documented columns (nothing empty, nothing derived). */
export function cardRecord(card: Card): Record<string, unknown> {
  const source = card as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const column of CARD_COLUMNS) {
    if (column === 'stats' || column === 'script') continue;
    const value = source[column];
    if (value === undefined || (column === 'traits' && Array.isArray(value) && !value.length)) continue;
    out[column] = value;
  }
  // A card of several colours: its designated nation power of each, as a Japanese list writes it (`青2黒1`).
  if (card.game === 'gundam-war' && card.nation_costs && card.nation_costs.length > 1)
    out.nation_cost = card.nation_costs.map((p) => `${KANJI[p.color]}${p.count}`).join('');
  if (card.script && !card.compiled) out.script = card.script;
  return out;
}

/** The cards as a JSON card file, one card per line for readable diffs. */
export function cardFileJson(cards: readonly Card[]): string {
  return `[\n${cards.map((c) => JSON.stringify(cardRecord(c))).join(',\n')}\n]\n`;
}
