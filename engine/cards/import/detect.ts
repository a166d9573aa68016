/**
 * The game of a card file without a `game` column, read from what it holds: columns
 * only one game has (colour, nation power, battle stats, terrain and traits are
 * Gundam War's; corps, clash and M.S. type are M.S. War's) and, failing that, its
 * card types. A file that says nothing either way (or both) is left to the user.
 */
import type { GameId } from '../model';
import { inEnglish } from '../../i18n/translate';
import { message, type Message } from '../../i18n/message';
import type { CardColumn } from './columns';
import type { ColumnMapping } from './mapping';
import type { SourceRow } from './read';
import { readType } from './values';

const GAME_COLUMNS: Record<GameId, readonly CardColumn[]> = {
  'gundam-war': ['color', 'nation_cost', 'resource_cost', 'terrain', 'melee', 'ranged', 'hp', 'traits', 'stats'],
  'ms-war': ['corps', 'clash', 'ms_type'],
};

export interface DetectedGame {
  game: GameId;
  /** Why, for the mapping step and the CLI: `its columns 色, 格闘 are Gundam War's`. */
  reason: string;
  /** The same reason as a message, told in the reader's language. */
  msg: Message;
}

function detected(game: GameId, msg: Message): DetectedGame {
  return { game, reason: inEnglish(msg), msg };
}

/** How many rows' types are looked at; a few hundred settle it. */
const SAMPLE = 500;

function byColumns(mapping: ColumnMapping): DetectedGame | undefined {
  const found = (['gundam-war', 'ms-war'] as const).map((game) => ({
    game,
    headers: Object.keys(mapping).filter((h) => GAME_COLUMNS[game].includes(mapping[h])),
  }));
  const games = found.filter((f) => f.headers.length > 0);
  if (games.length !== 1) return undefined;
  const [{ game, headers }] = games;
  return detected(
    game,
    message('import:detected.columns', { columns: headers.slice(0, 4).join(', '), game: message(`games:${game}`) }),
  );
}

function byTypes(rows: readonly SourceRow[], mapping: ColumnMapping): DetectedGame | undefined {
  const header = Object.keys(mapping).find((h) => mapping[h] === 'type');
  if (!header) return undefined;
  const fits: Record<GameId, number> = { 'gundam-war': 0, 'ms-war': 0 };
  let typed = 0;
  for (const { cells } of rows.slice(0, SAMPLE)) {
    const value = cells[header];
    if (typeof value !== 'string' || !value.trim()) continue;
    typed++;
    for (const game of ['gundam-war', 'ms-war'] as const) if (readType(value, game)) fits[game]++;
  }
  if (typed === 0) return undefined;
  // Most rows must fit one game, and far more than fit the other (a stray typo does not decide).
  const game: GameId = fits['gundam-war'] >= fits['ms-war'] ? 'gundam-war' : 'ms-war';
  const other = fits[game === 'ms-war' ? 'gundam-war' : 'ms-war'];
  if (fits[game] * 2 <= typed || fits[game] <= other * 2) return undefined;
  return detected(game, message('import:detected.types', { game: message(`games:${game}`) }));
}

export function detectGame(rows: readonly SourceRow[], mapping: ColumnMapping): DetectedGame | undefined {
  if (Object.values(mapping).includes('game')) return undefined;
  return byColumns(mapping) ?? byTypes(rows, mapping);
}
