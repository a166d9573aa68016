/**
 * Card rows (CSV or JSON in the documented columns, docs/card-data.md) turned into
 * cards for deck checking: used by the validate command and by the deck builder for
 * the bundled demo sets. It refuses a file outright instead of skipping rows, because
 * a validator that silently drops a card would call an illegal deck legal.
 */
import Papa from 'papaparse';
import { GAME_IDS, type Card, type GameId } from '../cards/model';
import { parseKeywords } from '../cards/keywords';

export class CardFileError extends Error {}

const NUMERIC = new Set(['cost', 'clash', 'nation_cost', 'melee', 'ranged', 'hp']);

function toCard(row: Record<string, unknown>, where: string): Card {
  const text = (key: string) => (row[key] === undefined || row[key] === null ? '' : String(row[key]).trim());
  const game = text('game') as GameId;
  if (!GAME_IDS.includes(game)) throw new CardFileError(`${where}: game must be one of ${GAME_IDS.join(', ')} (got "${text('game')}")`);
  for (const key of ['number', 'name', 'type']) {
    if (!text(key)) throw new CardFileError(`${where}: the ${key} column is empty`);
  }
  const card: Record<string, unknown> = { game, number: text('number'), name: text('name'), type: text('type').toLowerCase(), text: text('text'), set: text('set'), rarity: text('rarity') };
  for (const [key, value] of Object.entries(row)) {
    if (key in card || value === '' || value === undefined || value === null) continue;
    if (NUMERIC.has(key)) {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new CardFileError(`${where}: ${key} "${String(value)}" is not a number`);
      card[key] = n;
    } else if (key === 'traits') card.traits = Array.isArray(value) ? value.map(String) : String(value).split(/[;,]/).map((t) => t.trim()).filter(Boolean);
    else if (key !== 'keywords') card[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (game === 'gundam-war' && !card.traits) card.traits = [];
  card.keywords = parseKeywords(card.text as string, game);
  return card as unknown as Card;
}

export function parseCardFile(content: string, name: string): Card[] {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch (error) {
      throw new CardFileError(`${name}: not valid JSON (${(error as Error).message})`);
    }
    const rows = Array.isArray(data) ? data : (data as { cards?: unknown }).cards;
    if (!Array.isArray(rows)) throw new CardFileError(`${name}: expected a JSON array of cards or {"cards": [...]}`);
    return rows.map((row, i) => {
      if (typeof row !== 'object' || row === null) throw new CardFileError(`${name}: card ${i + 1} is not an object`);
      return toCard(row as Record<string, unknown>, `${name} card ${i + 1}`);
    });
  }
  const parsed = Papa.parse<Record<string, string>>(trimmed, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase() });
  if (parsed.errors.length > 0) {
    const e = parsed.errors[0];
    throw new CardFileError(`${name}${e.row !== undefined ? ` row ${e.row + 2}` : ''}: ${e.message}`);
  }
  const missing = ['game', 'number', 'name', 'type'].filter((c) => !parsed.meta.fields?.includes(c));
  if (missing.length) throw new CardFileError(`${name}: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  return parsed.data.map((row, i) => toCard(row, `${name} row ${i + 2}`));
}
