/**
 * The desktop app's daily backups: one file a day in the user's data folder, a backup zip
 * (format 2, docs/backup.md) as the renderer made it, written whole — to a partial file, flushed
 * to disk, then renamed into place, so a crash never leaves a half backup under the real name —
 * keeping the newest few days. The JSON files (format 1) older versions wrote there are days
 * like any other: kept, listed and restorable until they age out. Plain Node, with the file
 * system injected, so it is tested without Electron.
 */
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DailyBackupFile, DailyBackupResult } from './bridge';
import { backupDay, KEEP_DAILY_BACKUPS } from './dailyBackupPlan';
import { writeDurably } from './writeWhole';

/** A library backup with its images; the bridge's limit for any binary file. */
export const MAX_DAILY_BACKUP_BYTES = 2 * 1024 * 1024 * 1024;

/** `sortie-backup-<day>.zip`, or `.json` as written before backups were zips. */
const NAME = /^sortie-backup-(\d{4}-\d{2}-\d{2})\.(zip|json)$/;

/** A zip's local file header, which every backup begins with. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** What the daily backup needs of the file system (node:fs/promises, or a test's). */
export interface BackupFolderFs {
  mkdir(path: string): Promise<unknown>;
  readdir(path: string): Promise<string[]>;
  /** Writes the file and waits until its bytes are on the disk (fsync), not only in a cache. */
  writeDurably(path: string, bytes: Uint8Array): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string): Promise<void>;
  readFile(path: string): Promise<Uint8Array>;
}

export const nodeBackupFs: BackupFolderFs = {
  mkdir: (path) => mkdir(path, { recursive: true }),
  readdir: (path) => readdir(path),
  writeDurably,
  rename: (from, to) => rename(from, to),
  rm: (path) => rm(path, { force: true }),
  readFile: async (path) => new Uint8Array(await readFile(path)),
};

/** The bytes the renderer sent (IPC delivers a Uint8Array, or an ArrayBuffer), or why they are refused. */
function backupBytes(value: unknown): Uint8Array {
  const bytes = value instanceof Uint8Array ? value : value instanceof ArrayBuffer ? new Uint8Array(value) : undefined;
  if (!bytes || bytes.length === 0) throw new Error('A daily backup must be the bytes of a backup file.');
  if (bytes.length > MAX_DAILY_BACKUP_BYTES) throw new Error('A daily backup may be at most 2 GB.');
  if (ZIP_MAGIC.some((b, i) => bytes[i] !== b)) throw new Error('A daily backup must be a backup zip.');
  return bytes;
}

/** The daily backups in the folder, newest day first (a day's zip before its older JSON). */
export async function listDailyBackups(folder: string, fs: BackupFolderFs = nodeBackupFs): Promise<string[]> {
  const names = (await fs.readdir(folder)).filter((name) => NAME.test(name));
  // The day leads the name and `.zip` sorts after `.json`: descending order is newest first, zip first.
  return names.sort().reverse();
}

const day = (name: string) => NAME.exec(name)![1];

/** The daily backups for the backup dialog, newest first; none before the first was written. */
export async function dailyBackupFiles(folder: string, fs: BackupFolderFs = nodeBackupFs): Promise<DailyBackupFile[]> {
  let names: string[];
  try {
    names = await listDailyBackups(folder, fs);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  return names.map((name) => ({ name, day: day(name) }));
}

/** One daily backup's bytes. Only a name of the folder's own pattern is read: never a path elsewhere. */
export async function readDailyBackup(
  folder: string,
  name: unknown,
  fs: BackupFolderFs = nodeBackupFs,
): Promise<Uint8Array> {
  if (typeof name !== 'string' || !NAME.test(name)) throw new Error('Not the name of a daily backup.');
  return fs.readFile(join(folder, name));
}

export async function writeDailyBackup(
  folder: string,
  content: unknown,
  now: Date,
  keep = KEEP_DAILY_BACKUPS,
  fs: BackupFolderFs = nodeBackupFs,
): Promise<DailyBackupResult> {
  const bytes = backupBytes(content);
  await fs.mkdir(folder);
  const today = backupDay(now);
  const file = `sortie-backup-${today}.zip`;
  const partial = join(folder, `${file}.partial`);
  try {
    await fs.writeDurably(partial, bytes);
    await fs.rename(partial, join(folder, file));
  } catch (error) {
    await fs.rm(partial).catch(() => undefined);
    throw error;
  }
  const listed = await listDailyBackups(folder, fs);
  // Today's JSON from an older Sortie is today's backup too, superseded by the zip just written.
  const superseded = listed.filter((name) => day(name) === today && name !== file);
  const days = [...new Set(listed.map(day))];
  const kept = new Set(days.slice(0, keep));
  for (const old of listed)
    if (!kept.has(day(old)) || superseded.includes(old)) await fs.rm(join(folder, old)).catch(() => undefined);
  return {
    saved: true,
    folder,
    file,
    kept: listed.filter((name) => kept.has(day(name)) && !superseded.includes(name)),
  };
}
