/**
 * The library as a format-2 backup (zipFormat.ts), and such a file read into a staging database
 * with every row checked (rows.ts) — the zip half of backup.ts, which also reads format 1.
 */
import type { SortieDb } from '../db';
import { BackupZipWriter, readBackupZip, ZIP_FORMAT, ZIP_FORMAT_VERSION, type ImageRowRef } from './zipFormat';
import { rowProblem } from './rows';
import { i18n } from '../../i18n';
import { sortSavedGames, type SetAside } from './games';

/** The refusal of a backup, in the reader's words (backup.ts wraps it with the file's name). */
export class BackupRefused extends Error {}

const entryOf = (table: string) => `tables/${table}.json`;

export async function exportLibraryZip(database: SortieDb, tables: readonly string[]): Promise<Blob> {
  const zip = new BackupZipWriter();
  const listed = [];
  for (const table of tables) {
    const rows = (await database.table(table).toArray()) as Record<string, unknown>[];
    if (table === 'images') {
      const refs: ImageRowRef[] = [];
      for (const [i, row] of rows.entries()) {
        const blob = row.blob as Blob;
        const entry = `images/${i}`;
        await zip.add(entry, new Uint8Array(await blob.arrayBuffer()), false);
        refs.push({ key: String(row.key), updatedAt: Number(row.updatedAt), type: blob.type, entry });
      }
      await zip.addJson(entryOf(table), refs);
    } else await zip.addJson(entryOf(table), rows);
    listed.push({ name: table, rowCount: rows.length, entry: entryOf(table) });
  }
  return zip.finish({
    format: ZIP_FORMAT,
    formatVersion: ZIP_FORMAT_VERSION,
    databaseVersion: database.verno,
    createdAt: new Date().toISOString(),
    tables: listed,
  });
}

/** Reads a zip backup into `staged`, table by table, checking every row; returns the counts. */
export async function stageZip(
  bytes: Uint8Array,
  staged: SortieDb,
  known: readonly string[],
): Promise<{ databaseVersion: number; counts: Record<string, number>; setAside: SetAside[] }> {
  const t = i18n.t.bind(i18n);
  const read = await readBackupZip(bytes);
  if (!read.ok)
    throw new BackupRefused(
      t(`backup:refused.zip.${read.why}` as 'backup:refused.zip.damaged', { entry: read.entry ?? '' }),
    );
  const { manifest, entries } = read;
  // A manifest that does not say its version or name each table, its rows and its entry is not Sortie's.
  const listed = (x: unknown) => {
    const table = x as Partial<Record<string, unknown>> | null;
    return typeof table?.name === 'string' && typeof table.rowCount === 'number' && typeof table.entry === 'string';
  };
  if (typeof manifest.databaseVersion !== 'number' || !manifest.tables.every(listed))
    throw new BackupRefused(t('backup:refused.zip.noManifest'));
  if (manifest.databaseVersion > staged.verno)
    throw new BackupRefused(t('backup:refused.zip.newer', { version: String(manifest.databaseVersion).slice(0, 12) }));
  const unknown = manifest.tables.map((x) => String(x?.name)).filter((n) => !known.includes(n));
  if (unknown.length)
    throw new BackupRefused(t('backup:refused.zip.unknownTables', { tables: unknown.join(', ').slice(0, 80) }));
  const counts: Record<string, number> = {};
  let setAside: SetAside[] = [];
  for (const table of manifest.tables) {
    const entry = Object.hasOwn(entries, table.entry) ? entries[table.entry] : undefined;
    if (!entry) throw new BackupRefused(t('backup:refused.zip.entrySum', { entry: table.entry }));
    let rows: unknown;
    try {
      rows = JSON.parse(new TextDecoder().decode(entry));
    } catch {
      throw new BackupRefused(t('backup:refused.zip.entrySum', { entry: table.entry }));
    }
    if (!Array.isArray(rows)) throw new BackupRefused(t('backup:refused.zip.entrySum', { entry: table.entry }));
    if (rows.length !== table.rowCount)
      throw new BackupRefused(
        t('backup:refused.incomplete', { table: table.name, rows: rows.length, expected: table.rowCount }),
      );
    const stored =
      table.name === 'images'
        ? rows.map((ref: ImageRowRef) => {
            const image =
              ref && typeof ref.entry === 'string' && Object.hasOwn(entries, ref.entry)
                ? entries[ref.entry]
                : undefined;
            return image
              ? {
                  key: ref.key,
                  updatedAt: ref.updatedAt,
                  blob: new Blob([image as Uint8Array<ArrayBuffer>], { type: String(ref.type ?? '') }),
                }
              : ref;
          })
        : rows;
    for (const [index, row] of stored.entries()) {
      const problem = rowProblem(table.name, index, row);
      if (problem) throw new BackupRefused(problem);
    }
    let kept = stored as Record<string, unknown>[];
    if (table.name === 'games') ({ keep: kept, setAside } = sortSavedGames(kept));
    await staged.table(table.name).bulkAdd(kept);
    counts[table.name] = kept.length;
  }
  return { databaseVersion: manifest.databaseVersion, counts, setAside };
}
