/** Opens the library's database before the app starts, so a failure shows the recovery screen. */
import Dexie from 'dexie';
import { db as library, SortieDb } from './db';
import { STAGING_PREFIX } from './backup/backup';
import type { OpenFailure } from '../app/RecoveryScreen';
import { i18n } from '../i18n';
import { hadLibrary } from './safekeeping/marker';

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

/** IndexedDB's version of a Dexie schema version (Dexie stores ten times its own). */
const idbVersion = (database: SortieDb) => Math.round(database.verno * 10);

export async function openLibrary(database: SortieDb = library): Promise<OpenFailure | undefined> {
  // Dexie fills a database it has just created: one that Sortie knows it had is then missing.
  let created = false;
  const populate = () => {
    created = true;
  };
  database.on('populate', populate);
  try {
    await database.open();
  } catch (error) {
    const e = error as { name?: string; message?: string; inner?: { name?: string; message?: string } };
    // Dexie wraps a failed upgrade (UpgradeError, OpenFailedError); the inner error says why.
    const cause = e.inner?.name ? e.inner : e;
    return { database: database.name, name: String(cause.name ?? 'Error'), message: String(cause.message ?? error) };
  } finally {
    database.on('populate').unsubscribe(populate);
  }
  const stored = database.backendDB().version;
  // Dexie opens a database of a newer Sortie at its own version and writes to it: refused instead.
  if (stored > idbVersion(database)) {
    database.close();
    return {
      database: database.name,
      name: 'VersionError',
      message: i18n.t('backup:recovery.newerVersion', { stored: stored / 10, own: database.verno }),
    };
  }
  const problem = schemaProblem(database);
  if (problem) {
    database.close();
    return { database: database.name, name: 'SchemaError', message: problem };
  }
  if (created && (await hadLibrary())) {
    // The empty database just made goes again, so the next start sees the loss too.
    database.close();
    await Dexie.delete(database.name);
    return { database: database.name, name: 'MissingLibrary', message: i18n.t('backup:recovery.missingDetail') };
  }
  return undefined;
}

/** Deletes the staging databases of restores that never finished (a crash or a closed window midway). */
export async function removeStagingDatabases(): Promise<void> {
  try {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    await Promise.all(names.filter((n) => n.startsWith(STAGING_PREFIX)).map((n) => Dexie.delete(n)));
  } catch {
    // A browser that cannot list its databases: they stay until the next start that can.
  }
}
