/** Opens the library's database before the app starts, so a failure shows the recovery screen. */
import { db as library, SortieDb } from './db';
import type { OpenFailure } from '../app/RecoveryScreen';
import { i18n } from '../i18n';

/**
 * A table whose stored primary key differs from this Sortie's schema (a database written by
 * another version). Dexie opens such a database anyway and only logs it, after which every
 * read and write of that table goes wrong; it is refused here instead.
 */
export function schemaProblem(database: SortieDb): string | undefined {
  const declared = new SortieDb(`${database.name}-schema-only`).tables;
  const stored = database.backendDB();
  for (const table of declared) {
    if (!stored.objectStoreNames.contains(table.name)) continue;
    const want = table.schema.primKey.keyPath ?? null;
    const have = stored.transaction(table.name, 'readonly').objectStore(table.name).keyPath;
    if (JSON.stringify(have) !== JSON.stringify(want)) {
      return i18n.t('backup:recovery.otherSchema', {
        table: table.name,
        have: JSON.stringify(have),
        want: JSON.stringify(want),
      });
    }
  }
  return undefined;
}

export async function openLibrary(database: SortieDb = library): Promise<OpenFailure | undefined> {
  try {
    await database.open();
  } catch (error) {
    const e = error as { name?: string; message?: string; inner?: { name?: string; message?: string } };
    // Dexie wraps a failed upgrade (UpgradeError, OpenFailedError); the inner error says why.
    const cause = e.inner?.name ? e.inner : e;
    return { database: database.name, name: String(cause.name ?? 'Error'), message: String(cause.message ?? error) };
  }
  const problem = schemaProblem(database);
  if (!problem) return undefined;
  database.close();
  return { database: database.name, name: 'SchemaError', message: problem };
}
