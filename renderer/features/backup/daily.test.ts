/** The daily backup: once a day in the desktop app, the whole library, never in the browser. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortieDb } from '../../db/db';
import { readBackup } from '../../db/backup/backup';
import { lastDailyBackup, runDailyBackup } from './daily';

const dbs: SortieDb[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});
function freshDb() {
  const d = new SortieDb(`daily-${Math.random()}`);
  dbs.push(d);
  return d;
}

function desktop(shell: 'electron' | 'browser' = 'electron') {
  const written: Uint8Array[] = [];
  return {
    written,
    appInfo: async () => ({ name: 'Sortie', version: '0', shell, platform: 'linux' }),
    saveDailyBackup: vi.fn(async (bytes: Uint8Array) => {
      written.push(bytes);
      return { saved: true, folder: '/data/backups', file: 'sortie-backup.zip', kept: ['sortie-backup.zip'] };
    }),
  };
}

const deck = { id: 'd1', name: 'Zeon', game: 'ms-war' as const, format: 'ms-war-2.1', main: [], side: [] };

describe('daily backup', () => {
  it('saves the whole library once a day and remembers where', async () => {
    const db = freshDb();
    await db.decks.put({ ...deck, createdAt: 1, updatedAt: 1 });
    const bridge = desktop();
    const morning = new Date(2026, 10, 24, 9);
    expect(await runDailyBackup(db, bridge, morning)).toMatchObject({ saved: true });
    expect(await runDailyBackup(db, bridge, new Date(2026, 10, 24, 18))).toBeNull();
    expect(bridge.saveDailyBackup).toHaveBeenCalledTimes(1);
    expect(await lastDailyBackup(db)).toEqual({
      day: '2026-11-24',
      folder: '/data/backups',
      file: 'sortie-backup.zip',
    });

    // What was written is the backup zip (format 2), and it restores the deck.
    expect([...bridge.written[0].subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const read = await readBackup(new Blob([bridge.written[0] as Uint8Array<ArrayBuffer>]), freshDb(), 'daily.zip');
    expect(read.ok && read.preview.counts.decks).toBe(1);

    expect(await runDailyBackup(db, bridge, new Date(2026, 10, 25, 9))).toMatchObject({ saved: true });
    expect(bridge.saveDailyBackup).toHaveBeenCalledTimes(2);
  });

  it('does nothing in the browser, which has no folder of its own', async () => {
    const db = freshDb();
    const bridge = desktop('browser');
    expect(await runDailyBackup(db, bridge)).toBeNull();
    expect(bridge.saveDailyBackup).not.toHaveBeenCalled();
    expect(await lastDailyBackup(db)).toBeUndefined();
  });

  it('tries again the same day when the write failed', async () => {
    const db = freshDb();
    const bridge = desktop();
    bridge.saveDailyBackup.mockRejectedValueOnce(new Error('disk full'));
    await expect(runDailyBackup(db, bridge)).rejects.toThrow('disk full');
    expect(await lastDailyBackup(db)).toBeUndefined();
    expect(await runDailyBackup(db, bridge)).toMatchObject({ saved: true });
  });
});
