/**
 * Card files for the command line: the bundled demo sets plus the organiser's `--cards`
 * files, read by the card database's own import pipeline. A file with any bad row is
 * refused outright instead of skipping rows, because a validator that silently drops a
 * card would call an illegal deck legal.
 */
import { readFileSync, statSync } from 'node:fs';
import {
  GAME_IDS,
  loadCardFile,
  loadDemoSets,
  MAX_FILE_BYTES,
  type Card,
  type CardFileResult,
  type GameId,
} from '../../cards';

export class CardFileError extends Error {}

/** One line naming the file, the first bad row and why. */
export function cardFileProblem(path: string, result: CardFileResult): string | undefined {
  if (result.missingColumns.length) {
    const s = result.missingColumns.length > 1 ? 's' : '';
    return `${path}: missing column${s} ${result.missingColumns.join(', ')} (see docs/card-data.md)`;
  }
  if (result.error) return `${path}: ${result.error}`;
  const [first, ...more] = result.issues;
  if (!first) return undefined;
  const others = more.length ? ` (and ${more.length} more bad row${more.length > 1 ? 's' : ''})` : '';
  return `${path} ${first.where}${first.number ? ` (${first.number})` : ''}: ${first.reason}${others}`;
}

/** A `--game` value: the game of every card file row without one (detection is then skipped). */
export function gameOption(value: string | undefined): GameId | undefined {
  if (value === undefined) return undefined;
  if ((GAME_IDS as readonly string[]).includes(value)) return value as GameId;
  throw new CardFileError(`unknown game "${value}" for --game (expected ${GAME_IDS.join(' or ')})`);
}

/** What the reader noticed but imported anyway (a game read from the columns, units without stats, headings passed over). */
export function cardFileNotes(path: string, result: CardFileResult): string[] {
  const notes = result.detectedGame
    ? [`${path}: read as ${result.detectedGame.game} (${result.detectedGame.reason}); --game chooses another`]
    : [];
  for (const w of result.warnings) notes.push(`${path} ${w.where}${w.number ? ` (${w.number})` : ''}: ${w.reason}`);
  return notes;
}

export function readCardFile(path: string, game?: GameId, notes?: string[]): Card[] {
  let content: string;
  try {
    // A file far above the import's limit is refused from its size, without reading it in.
    const { size } = statSync(path);
    if (size > MAX_FILE_BYTES * 2)
      throw new CardFileError(
        `${path}: the card file is ${(size / 1024 / 1024).toFixed(1)} MB; card files are imported up to ${MAX_FILE_BYTES / 1024 / 1024} MB`,
      );
    content = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof CardFileError) throw error;
    throw new CardFileError(
      `cannot read card file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  let result: CardFileResult;
  try {
    result = loadCardFile(content, path, game ? { game } : {});
  } catch (error) {
    throw new CardFileError(
      `${path}: could not be read (${String((error as Error)?.message ?? error).split('\n')[0]})`,
    );
  }
  const problem = cardFileProblem(path, result);
  if (problem || !result.ok) throw new CardFileError(problem ?? `${path}: the file has no cards`);
  notes?.push(...cardFileNotes(path, result));
  return result.cards;
}

export { loadDemoSets };
