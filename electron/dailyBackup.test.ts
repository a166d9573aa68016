/** Daily backups in the user's data folder: one a day, written whole, the newest seven kept. */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDailyBackup } from './dailyBackup';
import { backupDay } from './dailyBackupPlan';

const folder = () => mkdtemp(join(tmpdir(), 'sortie-backups-'));
const day = (d: number) => new Date(2026, 10, d, 12);

describe('daily backups', () => {
  it("writes today's file whole and replaces it later the same day", async () => {
    const dir = join(await folder(), 'backups');
    const first = await writeDailyBackup(dir, '{"a":1}', day(24));
    expect(first).toEqual({
      saved: true,
      folder: dir,
      file: 'sortie-backup-2026-11-24.json',
      kept: ['sortie-backup-2026-11-24.json'],
    });
    await writeDailyBackup(dir, '{"a":2}', day(24));
    expect(await readdir(dir)).toEqual(['sortie-backup-2026-11-24.json']);
    expect(await readFile(join(dir, 'sortie-backup-2026-11-24.json'), 'utf8')).toBe('{"a":2}');
  });

  it('keeps the newest seven days and leaves other files in the folder alone', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'notes.txt'), 'mine');
    for (let d = 1; d <= 10; d++) await writeDailyBackup(dir, `{"day":${d}}`, day(d));
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([
      'notes.txt',
      ...[4, 5, 6, 7, 8, 9, 10].map((d) => `sortie-backup-${backupDay(day(d))}.json`),
    ]);
  });

  it('refuses anything but the text of an export, writing nothing', async () => {
    const dir = await folder();
    for (const bad of ['', 42, null, { text: 'x' }])
      await expect(writeDailyBackup(dir, bad, day(1))).rejects.toThrow(/library export/);
    expect(await readdir(dir)).toEqual([]);
  });
});
