/**
 * The desktop app's daily backups: one file a day in the user's data folder, written whole
 * (to a partial file renamed into place, so a crash never leaves a half backup under the real
 * name), keeping the newest few. Plain Node, so it is tested without Electron.
 */
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DailyBackupResult } from './bridge';
import { backupDay, KEEP_DAILY_BACKUPS } from './dailyBackupPlan';

/** A library export is at most a few hundred megabytes with images; anything larger is refused. */
export const MAX_DAILY_BACKUP_CHARS = 1_000_000_000;

const NAME = /^sortie-backup-(\d{4}-\d{2}-\d{2})\.json$/;

export async function writeDailyBackup(
  folder: string,
  text: unknown,
  now: Date,
  keep = KEEP_DAILY_BACKUPS,
): Promise<DailyBackupResult> {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_DAILY_BACKUP_CHARS)
    throw new Error('A daily backup must be the text of a library export.');
  await mkdir(folder, { recursive: true });
  const file = `sortie-backup-${backupDay(now)}.json`;
  const partial = join(folder, `${file}.partial`);
  await writeFile(partial, text, 'utf8');
  await rename(partial, join(folder, file));
  const backups = (await readdir(folder))
    .filter((name) => NAME.test(name))
    .sort()
    .reverse();
  for (const old of backups.slice(keep)) await rm(join(folder, old), { force: true });
  return { saved: true, folder, file, kept: backups.slice(0, keep) };
}
