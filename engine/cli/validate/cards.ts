/** Card files for the command line: the bundled demo sets plus the organiser's `--cards` files. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Card } from '../../cards/model';
import { CardFileError, parseCardFile } from '../../decks/card-file';

export { CardFileError };

export function readCardFile(path: string): Card[] {
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CardFileError(`cannot read card file ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return parseCardFile(content, path);
}

export const DEMO_SET_FILES = ['ms-war-demo.json', 'gundam-war-demo.json'].map((f) => fileURLToPath(new URL(`../../../assets/cards/${f}`, import.meta.url)));

export function readDemoSets(): Card[] {
  return DEMO_SET_FILES.flatMap(readCardFile);
}
