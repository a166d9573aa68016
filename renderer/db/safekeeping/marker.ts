/**
 * Sortie's note that this browser profile holds a library, kept apart from the database (in
 * localStorage and in the Origin Private File System), so a database that is missing on start
 * — dropped by the browser as damaged, or deleted — is told from a first start: the first gets
 * the recovery screen, the second an empty library with the demo sets.
 */
import { readFile, removeFile, writeFile } from './opfs';

const KEY = 'sortie.library';
const FILE = 'library.json';

export async function markLibrary(since = Date.now()): Promise<void> {
  try {
    if (!localStorage.getItem(KEY)) localStorage.setItem(KEY, JSON.stringify({ since }));
  } catch {
    // No localStorage: the file below still says it.
  }
  if (!(await readFile([], FILE))) await writeFile([], FILE, JSON.stringify({ since }));
}

export async function hadLibrary(): Promise<boolean> {
  try {
    if (localStorage.getItem(KEY)) return true;
  } catch {
    // Unreadable: ask the file.
  }
  return (await readFile([], FILE)) !== undefined;
}

/** Forgets the library (the player chose to start with an empty one). */
export async function unmarkLibrary(): Promise<void> {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept there.
  }
  await removeFile([], FILE);
}
