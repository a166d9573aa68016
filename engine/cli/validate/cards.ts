/**
 * Card files for the command line: the bundled demo sets plus the organiser's `--cards`
 * files, read by the card database's own import pipeline. A bad row is never dropped
 * silently (a validator that did would call an illegal deck legal): given a list for them,
 * the caller is handed every bad row, named with its file, row, card and column, and the
 * file's other cards are read; without one, a file with any bad row is refused outright.
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
import type { ImportIssue } from '../../cards/import/load';
import type { Message } from '../../i18n/message';
import { firstLine } from '../command';
import { decodeText } from '../../text/decode';
import { cli, joined, ToldError } from '../told';

/** A card file the command cannot use, named with its first bad row and why. */
export class CardFileError extends ToldError {}

/** An import issue or warning with the file it is in: `<file> row 5 (GD-001): why`. */
function rowSaid(path: string, issue: ImportIssue): Message {
  return cli('cardFile.row', {
    path,
    where: issue.at,
    number: issue.number ? cli('cardFile.number', { number: issue.number }) : '',
    reason: joined(issue.said),
  });
}

/** One line naming the file, the first bad row and why. */
export function cardFileProblem(path: string, result: CardFileResult): Message | undefined {
  if (result.missingColumns.length)
    return cli('cardFile.missingColumns', {
      path,
      count: result.missingColumns.length,
      columns: result.missingColumns.join(', '),
    });
  if (result.error) return cli('cardFile.error', { path, error: result.errorSaid ?? result.error });
  const [first, ...more] = result.issues;
  if (!first) return undefined;
  if (!more.length) return rowSaid(path, first);
  return cli('cardFile.moreRows', { row: rowSaid(path, first), count: more.length });
}

/** A `--game` value: the game of every card file row without one (detection is then skipped). */
export function gameOption(value: string | undefined): GameId | undefined {
  if (value === undefined) return undefined;
  if ((GAME_IDS as readonly string[]).includes(value)) return value as GameId;
  throw new CardFileError(cli('cardFile.game', { value, games: GAME_IDS.join(' | ') }));
}

/** What the reader noticed but imported anyway (a game read from the columns, units without stats, headings passed over). */
export function cardFileNotes(path: string, result: CardFileResult): Message[] {
  const notes = result.detectedGame
    ? [cli('cardFile.readAs', { path, game: result.detectedGame.game, reason: result.detectedGame.msg })]
    : [];
  for (const w of result.warnings) notes.push(rowSaid(path, w));
  return notes;
}

/**
 * The cards of one file. `skipped`, when given, receives each bad row (the row is left out,
 * the rest of the file read); otherwise a bad row refuses the file.
 */
export function readCardFile(path: string, game?: GameId, notes?: Message[], skipped?: Message[]): Card[] {
  let content: string;
  try {
    // A file far above the import's limit is refused from its size, without reading it in.
    const { size } = statSync(path);
    if (size > MAX_FILE_BYTES * 2)
      throw new CardFileError(
        cli('cardFile.tooLarge', { path, size: (size / 1024 / 1024).toFixed(1), max: MAX_FILE_BYTES / 1024 / 1024 }),
      );
    // Decoded as the app decodes a card file it imports (BOMs, UTF-16 LE/BE: Excel's "Unicode text").
    content = decodeText(readFileSync(path));
  } catch (error) {
    if (error instanceof CardFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new CardFileError(cli('refused.cannotRead', { path, what: cli('file.card'), code }));
  }
  let result: CardFileResult;
  try {
    result = loadCardFile(content, path, { ...(game ? { game } : {}), skipInvalid: skipped !== undefined });
  } catch (error) {
    throw new CardFileError(cli('refused.unreadable', { path, reason: firstLine(error) }));
  }
  const rowsOnly = skipped !== undefined && result.cards.length > 0 && !result.error && !result.missingColumns.length;
  if (rowsOnly) skipped.push(...result.issues.map((issue) => cli('cardFile.skipped', { row: rowSaid(path, issue) })));
  else {
    const problem = cardFileProblem(path, result);
    if (problem || !result.ok) throw new CardFileError(problem ?? cli('cardFile.noCards', { path }));
  }
  notes?.push(...cardFileNotes(path, result));
  return result.cards;
}

export { loadDemoSets };
