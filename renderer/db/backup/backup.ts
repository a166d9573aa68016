/**
 * Backup and restore of the whole library (cards, images, card sets, import layouts, decks and
 * their history, custom formats, saved games, settings) as one file: a zip with a manifest and
 * checksums (zipFormat.ts); files of format 1, dexie-export-import's JSON, still restore
 * (docs/backup.md). Restoring reads the file into a separate staging database and
 * checks every row there; only a backup that passes is copied into the user's database, in one
 * transaction, so a bad or cancelled restore changes nothing.
 */
import Dexie from 'dexie';
import { exportDB, importInto, peakImportFile } from 'dexie-export-import';
import { excerpt } from '../../../engine/text/excerpt';
import { bumpLibraryRevision } from '../cardSnapshot';
import { SortieDb } from '../db';
import { rowProblem, ROW_SCHEMAS } from './rows';
import { BackupRefused, exportLibraryZip, stageZip } from './zipBackup';
import { isZip } from './zipFormat';
import { sortSavedGames, type SetAside } from './games';
import { i18n } from '../../i18n';
import { inOurWords } from '../why';

/** Tables a backup holds; the card snapshot is derived from `cards` and rebuilt after a restore. */
export const BACKUP_TABLES = Object.keys(ROW_SCHEMAS);
const DERIVED = ['cardSnapshots'];

/** The staging databases' names begin so; the ones a crash left behind are removed at start. */
export const STAGING_PREFIX = 'sortie-restore-';

export type BackupCounts = Record<string, number>;

export interface BackupPreview {
  /** When the backup was made (from the file), if it says. */
  databaseVersion: number;
  counts: BackupCounts;
  /** Saved games that cannot be resumed: left out of the restore, each with why. */
  setAside: SetAside[];
}

export type ReadBackup = { ok: true; preview: BackupPreview; staged: SortieDb } | { ok: false; error: string };

/** The whole library as a backup file (format 2, a zip: zipFormat.ts). */
export async function exportLibrary(database: SortieDb): Promise<Blob> {
  return exportLibraryZip(database, BACKUP_TABLES);
}

/** The library in format 1 (dexie-export-import's JSON), which Sortie still restores. */
export async function exportLibraryJson(database: SortieDb): Promise<Blob> {
  return exportDB(database, { skipTables: DERIVED });
}

export function backupFileName(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `sortie-backup-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.zip`;
}

/**
 * Reads and checks a backup without touching the user's database. On success the rows wait in
 * `staged` for applyBackup (or discardBackup).
 */
export async function readBackup(
  file: Blob,
  database: SortieDb,
  fileName = i18n.t('backup:refused.theBackup'),
): Promise<ReadBackup> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  if (isZip(head)) return readZip(file, database, fileName);
  let meta: Awaited<ReturnType<typeof peakImportFile>>;
  try {
    meta = await peakImportFile(file);
  } catch (error) {
    console.warn('Sortie: not a backup:', error);
    return {
      ok: false,
      error: i18n.t('backup:refused.notBackupWhy', { file: fileName, reason: i18n.t('backup:why.notJson') }),
    };
  }
  const { databaseVersion, tables } = meta?.formatName === 'dexie' ? (meta.data ?? {}) : {};
  // A header that is not a dexie export's (no version, tables that are not named) is not a backup.
  if (
    !Array.isArray(tables) ||
    typeof databaseVersion !== 'number' ||
    !tables.every((t) => typeof t?.name === 'string' && typeof t?.rowCount === 'number')
  )
    return { ok: false, error: i18n.t('backup:refused.notBackup', { file: fileName }) };
  if (databaseVersion > database.verno) {
    return {
      ok: false,
      error: i18n.t('backup:refused.newer', { file: fileName, version: excerpt(String(databaseVersion), 12) }),
    };
  }
  const unknown = tables
    .map((t) => String(t?.name))
    .filter((name) => !BACKUP_TABLES.includes(name) && !DERIVED.includes(name));
  if (unknown.length)
    return {
      ok: false,
      error: i18n.t('backup:refused.unknownTables', { file: fileName, tables: excerpt(unknown.join(', ')) }),
    };

  const staged = new SortieDb(`${STAGING_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    await staged.open();
    await importInto(staged, file, {
      acceptNameDiff: true,
      acceptVersionDiff: true,
      acceptMissingTables: true,
      skipTables: DERIVED,
    });
    const counts: BackupCounts = {};
    let setAside: SetAside[] = [];
    for (const table of BACKUP_TABLES) {
      const rows = await staged.table(table).toArray();
      for (const [index, row] of rows.entries()) {
        const problem = rowProblem(table, index, row);
        if (problem) throw new BadRow(problem);
      }
      counts[table] = rows.length;
      // The importer takes what it can read of a cut-off file; the table list says what was written.
      const expected = tables.find((t) => t.name === table)?.rowCount;
      if (typeof expected === 'number' && expected !== rows.length) {
        throw new BadRow(i18n.t('backup:refused.incomplete', { table, rows: rows.length, expected }));
      }
      if (table === 'games') {
        setAside = sortSavedGames(rows as Record<string, unknown>[]).setAside;
        await staged.games.bulkDelete(setAside.map((g) => g.id));
        counts.games = rows.length - setAside.length;
      }
    }
    return { ok: true, preview: { databaseVersion, counts, setAside }, staged };
  } catch (error) {
    await discardBackup(staged);
    const why = error instanceof BadRow ? error.message : inOurWords(error, 'backupFile');
    return { ok: false, error: i18n.t('backup:refused.cannotRestore', { file: fileName, why }) };
  }
}

class BadRow extends Error {}

async function readZip(file: Blob, database: SortieDb, fileName: string): Promise<ReadBackup> {
  const staged = new SortieDb(`${STAGING_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    await staged.open();
    const { databaseVersion, counts, setAside } = await stageZip(
      new Uint8Array(await file.arrayBuffer()),
      staged,
      BACKUP_TABLES,
    );
    for (const table of BACKUP_TABLES) counts[table] ??= 0;
    return {
      ok: true,
      preview: { databaseVersion: Math.min(databaseVersion, database.verno), counts, setAside },
      staged,
    };
  } catch (error) {
    await discardBackup(staged);
    const why = error instanceof BackupRefused ? error.message : inOurWords(error, 'backupFile');
    return { ok: false, error: i18n.t('backup:refused.cannotRestore', { file: fileName, why }) };
  }
}

/**
 * Copies a checked backup into the user's database in one transaction. `replace` empties every
 * table first (the library becomes the backup's); `merge` keeps what is there and lets the
 * backup's rows win where the keys are the same. Deck history rows get new ids in a merge, so
 * they never overwrite another deck's versions.
 */
export async function applyBackup(staged: SortieDb, database: SortieDb, mode: 'merge' | 'replace'): Promise<void> {
  const data = Object.fromEntries(
    await Promise.all(BACKUP_TABLES.map(async (t) => [t, await staged.table(t).toArray()] as const)),
  );
  await database.transaction(
    'rw',
    [...BACKUP_TABLES, ...DERIVED].map((t) => database.table(t)),
    async () => {
      for (const table of BACKUP_TABLES) {
        if (mode === 'replace') await database.table(table).clear();
        const rows = data[table] as Record<string, unknown>[];
        if (table === 'deckVersions' && mode === 'merge') {
          await database.table(table).bulkAdd(rows.map(({ id: _id, ...rest }) => rest));
        } else await database.table(table).bulkPut(rows);
      }
      await database.cardSnapshots.delete('cards');
      await bumpLibraryRevision(database);
    },
  );
  await discardBackup(staged);
}

export async function discardBackup(staged: SortieDb): Promise<void> {
  staged.close();
  await Dexie.delete(staged.name).catch(() => undefined);
}
