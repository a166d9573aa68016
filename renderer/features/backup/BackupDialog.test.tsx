import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { db } from '../../db/db';
import { exportLibrary } from '../../db/backup/backup';
import { createDeck } from '../decks/data/decks';

// The desktop app's bridge, with two daily backups in its folder.
const bridge = vi.hoisted(() => ({
  appInfo: async () => ({ name: 'Sortie', version: '0', shell: 'electron' as const, platform: 'linux' }),
  listDailyBackups: async () => [
    { name: 'sortie-backup-2026-11-24.zip', day: '2026-11-24' },
    { name: 'sortie-backup-2026-11-23.json', day: '2026-11-23' },
  ],
  readDailyBackup: vi.fn(async (_name: string): Promise<Uint8Array> => new Uint8Array()),
}));
vi.mock('../../platform', () => ({ platform: bridge }));

const { BackupDialog } = await import('./BackupDialog');

afterEach(() => cleanup());

describe('backup dialog: the daily backups', () => {
  it('lists the desktop app’s daily backups and restores one from there, after showing what it holds', async () => {
    await createDeck('ms-war', 'Kept Daily');
    const bytes = new Uint8Array(await (await exportLibrary(db)).arrayBuffer());
    bridge.readDailyBackup.mockResolvedValueOnce(bytes);
    render(<BackupDialog onClose={() => undefined} />);
    const list = await screen.findByTestId('daily-backup-list');
    expect(list.textContent).toContain('Backup of 2026-11-24');
    expect(list.textContent).toContain('Backup of 2026-11-23');
    fireEvent.click(screen.getByRole('button', { name: 'Restore the backup of 2026-11-24' }));
    await waitFor(() => expect(bridge.readDailyBackup).toHaveBeenCalledWith('sortie-backup-2026-11-24.zip'));
    const holds = await screen.findByRole('region', { name: /sortie-backup-2026-11-24\.zip/ });
    expect(holds.querySelector('[data-table="decks"] td')?.textContent).not.toBe('0');
    expect(screen.getByRole('button', { name: /Merge/ })).toBeTruthy();
  });

  it('says in our words when a daily backup cannot be read', async () => {
    bridge.readDailyBackup.mockRejectedValueOnce(new Error('EACCES: permission denied, open /x'));
    render(<BackupDialog onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore the backup of 2026-11-23' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('EACCES');
  });
});
