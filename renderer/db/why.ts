/**
 * Why a file could not be restored or imported, or a write did not happen, in the reader's
 * words: never the JavaScript or the database library's own message ("Unregistered type:
 * function Object()…", "Maximum call stack size exceeded"), which means nothing to a user and
 * may echo the file. The raw error goes to the console for whoever debugs it.
 */
import { i18n } from '../i18n';

/**
 * Where it failed: reading a backup's contents, the database, writing a file where the user
 * chose, or a reader in the background (a worker).
 */
export type FailedAt = 'backupFile' | 'database' | 'file' | 'reader';

const names = (error: unknown): string[] => {
  const e = error as { name?: unknown; inner?: { name?: unknown } } | null | undefined;
  return [e?.name, e?.inner?.name].filter((n): n is string => typeof n === 'string');
};

export function inOurWords(error: unknown, at: FailedAt): string {
  console.warn(`Sortie (${at}):`, error);
  if (names(error).includes('QuotaExceededError')) return i18n.t('backup:why.diskFull');
  return i18n.t(`backup:why.${at}`);
}
