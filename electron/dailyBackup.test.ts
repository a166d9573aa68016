/** Daily backups in the user's data folder: one zip a day, written whole, the newest seven days kept. */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dailyBackupFiles,
  listDailyBackups,
  nodeBackupFs,
  readDailyBackup,
  writeDailyBackup,
  type BackupFolderFs,
} from './dailyBackup';
import { backupDay } from './dailyBackupPlan';
import { writeWhole } from './writeWhole';

const folder = () => mkdtemp(join(tmpdir(), 'sortie-backups-'));
const day = (d: number) => new Date(2026, 10, d, 12);
/** The bytes of a zip as far as the main process looks: its magic, then anything. */
const zip = (...rest: number[]) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...rest]);

describe('daily backups', () => {
  it("writes today's zip whole, as bytes, and replaces it later the same day", async () => {
    const dir = join(await folder(), 'backups');
    const first = await writeDailyBackup(dir, zip(1, 0, 255), day(24));
    expect(first).toEqual({
      saved: true,
      folder: dir,
      file: 'sortie-backup-2026-11-24.zip',
      kept: ['sortie-backup-2026-11-24.zip'],
    });
    expect([...(await readFile(join(dir, 'sortie-backup-2026-11-24.zip')))]).toEqual([...zip(1, 0, 255)]);
    // An ArrayBuffer (what some IPC paths deliver) is the same bytes.
    await writeDailyBackup(dir, zip(2).buffer, day(24));
    expect(await readdir(dir)).toEqual(['sortie-backup-2026-11-24.zip']);
    expect([...(await readFile(join(dir, 'sortie-backup-2026-11-24.zip')))]).toEqual([...zip(2)]);
  });

  it('keeps the newest seven days and leaves other files in the folder alone', async () => {
    const dir = await folder();
    await writeFile(join(dir, 'notes.txt'), 'mine');
    for (let d = 1; d <= 10; d++) await writeDailyBackup(dir, zip(d), day(d));
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([
      'notes.txt',
      ...[4, 5, 6, 7, 8, 9, 10].map((d) => `sortie-backup-${backupDay(day(d))}.zip`),
    ]);
  });

  it("keeps and lists the JSON backups an older Sortie wrote as days of their own; today's zip supersedes today's JSON", async () => {
    const dir = await folder();
    for (const d of [20, 21, 22, 24])
      await writeFile(join(dir, `sortie-backup-2026-11-${d}.json`), '{"formatName":"dexie"}');
    const result = await writeDailyBackup(dir, zip(), day(24), 3);
    expect(result.kept).toEqual([
      'sortie-backup-2026-11-24.zip',
      'sortie-backup-2026-11-22.json',
      'sortie-backup-2026-11-21.json',
    ]);
    expect(await listDailyBackups(dir)).toEqual(result.kept);
    expect((await readdir(dir)).sort()).toEqual([...result.kept!].sort());
    expect(await readFile(join(dir, 'sortie-backup-2026-11-22.json'), 'utf8')).toBe('{"formatName":"dexie"}');
  });

  it('refuses anything but the bytes of a backup zip, writing nothing', async () => {
    const dir = await folder();
    for (const bad of [
      '{"formatName":"dexie"}',
      '',
      42,
      null,
      { bytes: zip() },
      new Uint8Array(),
      new Uint8Array([1, 2, 3, 4]),
    ])
      await expect(writeDailyBackup(dir, bad, day(1))).rejects.toThrow(/daily backup must be/);
    expect(await readdir(dir)).toEqual([]);
  });

  it('flushes the partial file before it takes the real name, and a failed write leaves neither', async () => {
    const dir = await folder();
    const steps: string[] = [];
    const fs: BackupFolderFs = {
      ...nodeBackupFs,
      async writeDurably(path, bytes) {
        steps.push(`write ${path.slice(dir.length + 1)}`);
        await nodeBackupFs.writeDurably(path, bytes);
      },
      async rename(from, to) {
        steps.push(`rename ${from.slice(dir.length + 1)} ${to.slice(dir.length + 1)}`);
        await nodeBackupFs.rename(from, to);
      },
    };
    await writeDailyBackup(dir, zip(7), day(5), 7, fs);
    expect(steps).toEqual([
      'write sortie-backup-2026-11-05.zip.partial',
      'rename sortie-backup-2026-11-05.zip.partial sortie-backup-2026-11-05.zip',
    ]);

    // The disk fills halfway through the next day's backup: yesterday's stays, no partial is left.
    const full: BackupFolderFs = {
      ...nodeBackupFs,
      async writeDurably(path, bytes) {
        await nodeBackupFs.writeDurably(path, bytes.subarray(0, 2));
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    };
    await expect(writeDailyBackup(dir, zip(8), day(6), 7, full)).rejects.toThrow(/ENOSPC/);
    expect(await readdir(dir)).toEqual(['sortie-backup-2026-11-05.zip']);
    expect([...(await readFile(join(dir, 'sortie-backup-2026-11-05.zip')))]).toEqual([...zip(7)]);
  });
});

describe('a file saved through the bridge', () => {
  it('is written whole: a failed write keeps the file that was there and leaves no partial', async () => {
    const dir = await folder();
    const path = join(dir, 'sortie-backup-2026-11-24.zip');
    await writeWhole(path, zip(1));
    await writeWhole(path, 'text, as UTF-8: ザク');
    expect(await readFile(path, 'utf8')).toBe('text, as UTF-8: ザク');
    const cut = async (partial: string, bytes: Uint8Array) => {
      await writeFile(partial, bytes.subarray(0, 3));
      throw new Error('EIO: i/o error, write');
    };
    await expect(writeWhole(path, zip(1, 2, 3, 4, 5), cut)).rejects.toThrow(/EIO/);
    expect(await readdir(dir)).toEqual(['sortie-backup-2026-11-24.zip']);
    expect(await readFile(path, 'utf8')).toBe('text, as UTF-8: ザク');
  });

  it('lists the kept days for the backup dialog, newest first, and reads one back by its name only', async () => {
    const dir = join(await folder(), 'backups');
    expect(await dailyBackupFiles(dir)).toEqual([]);
    await writeDailyBackup(dir, zip(1), day(20));
    await writeDailyBackup(dir, zip(2), day(22));
    await writeFile(join(dir, 'sortie-backup-2026-11-18.json'), '{"formatName":"dexie"}');
    await writeFile(join(dir, 'notes.txt'), 'not a backup');
    expect(await dailyBackupFiles(dir)).toEqual([
      { name: 'sortie-backup-2026-11-22.zip', day: '2026-11-22' },
      { name: 'sortie-backup-2026-11-20.zip', day: '2026-11-20' },
      { name: 'sortie-backup-2026-11-18.json', day: '2026-11-18' },
    ]);
    expect([...(await readDailyBackup(dir, 'sortie-backup-2026-11-22.zip'))]).toEqual([...zip(2)]);
    for (const name of ['notes.txt', '../sortie-backup-2026-11-22.zip', 'sortie-backup-2026-11-22.zip/..', 42])
      await expect(readDailyBackup(dir, name)).rejects.toThrow(/Not the name of a daily backup/);
  });
});
