/**
 * Card files for the command line: the bundled demo sets plus the organiser's `--cards`
 * files, read by the card database's own import pipeline. A file with any bad row is
 * refused outright instead of skipping rows, because a validator that silently drops a
 * card would call an illegal deck legal.
 */
import { readFileSync } from 'node:fs';
import { loadCardFile, loadDemoSets, type Card, type CardFileResult } from '../../cards';

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

export function readCardFile(path: string): Card[] {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CardFileError(`cannot read card file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const result = loadCardFile(content, path);
  const problem = cardFileProblem(path, result);
  if (problem || !result.ok) throw new CardFileError(problem ?? `${path}: the file has no cards`);
  return result.cards;
}

export { loadDemoSets };
