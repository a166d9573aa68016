/**
 * The desktop app's daily backup: once a day the whole library (the same export as "Save
 * backup") goes to the app's data folder, where the main process keeps the last week's. It runs
 * a little after start and then hourly, so a long session still gets its day's backup; the
 * browser has no folder of its own and skips it.
 */
import type { SortieBridge, DailyBackupResult } from '../../../electron/bridge';
import { backupDay } from '../../../electron/dailyBackupPlan';
import { exportLibrary } from '../../db/backup/backup';
import type { SortieDb } from '../../db/db';

export const DAILY_BACKUP_SETTING = 'backup.daily';

export interface DailyBackupRecord {
  day: string;
  folder?: string;
  file?: string;
}

export async function lastDailyBackup(database: SortieDb): Promise<DailyBackupRecord | undefined> {
  return (await database.settings.get(DAILY_BACKUP_SETTING))?.value as DailyBackupRecord | undefined;
}

/** Backs up the library unless today's backup is done; null when nothing was due. */
export async function runDailyBackup(
  database: SortieDb,
  bridge: Pick<SortieBridge, 'appInfo' | 'saveDailyBackup'>,
  now = new Date(),
): Promise<DailyBackupResult | null> {
  if ((await bridge.appInfo()).shell !== 'electron') return null;
  const day = backupDay(now);
  if ((await lastDailyBackup(database))?.day === day) return null;
  // The same zip as "Back up everything…", sent to the main process as bytes.
  const bytes = new Uint8Array(await (await exportLibrary(database)).arrayBuffer());
  const result = await bridge.saveDailyBackup(bytes);
  if (result.saved) {
    const record: DailyBackupRecord = { day, folder: result.folder, file: result.file };
    await database.settings.put({ key: DAILY_BACKUP_SETTING, value: record });
  }
  return result;
}

const FIRST_DELAY_MS = 30_000;
const EVERY_MS = 60 * 60_000;

/** Starts the daily backups for this window; a failure is reported and tried again next hour. */
export function scheduleDailyBackups(
  database: SortieDb,
  bridge: Pick<SortieBridge, 'appInfo' | 'saveDailyBackup'>,
  report: (error: unknown) => void,
): () => void {
  const run = () => void runDailyBackup(database, bridge).catch(report);
  const first = setTimeout(run, FIRST_DELAY_MS);
  const hourly = setInterval(run, EVERY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
