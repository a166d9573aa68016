/** What both sides agree on about daily backups (shared by main and renderer; no imports). */

/** How many daily backups are kept: a week of days the app was used. */
export const KEEP_DAILY_BACKUPS = 7;

/** The day a daily backup is named by, in the machine's local time. */
export function backupDay(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
