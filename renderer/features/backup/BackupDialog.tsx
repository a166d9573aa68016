/**
 * Backup and restore of the whole library: save one file; restore one after seeing what it
 * holds, merged into the library or replacing it. Nothing is written until the file has been
 * read and every row checked (renderer/db/backup).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../decks/Modal';
import { platform } from '../../platform';
import { db } from '../../db/db';
import {
  applyBackup,
  backupFileName,
  BACKUP_TABLES,
  discardBackup,
  exportLibrary,
  readBackup,
  type BackupPreview,
} from '../../db/backup/backup';
import type { SortieDb } from '../../db/db';
import { storagePersisted } from './persist';
import { lastDailyBackup, type DailyBackupRecord } from './daily';
import { inOurWords } from '../../db/why';
import { KEEP_DAILY_BACKUPS } from '../../../electron/dailyBackupPlan';
import type { DailyBackupFile } from '../../../electron/bridge';
import { excerpt } from '../../../engine/text/excerpt';

type State =
  | { step: 'idle'; message?: string; error?: boolean }
  | { step: 'busy'; message: string }
  | { step: 'preview'; file: string; preview: BackupPreview; staged: SortieDb };

export function BackupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['backup', 'common']);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [persisted, setPersisted] = useState<boolean | undefined>();
  const [daily, setDaily] = useState<{ desktop: boolean; last?: DailyBackupRecord; files: DailyBackupFile[] }>();

  useEffect(() => {
    void storagePersisted().then(setPersisted);
    // The desktop app's daily backups, each restorable here; a folder that cannot be listed lists none.
    const files = platform.listDailyBackups?.().catch(() => []) ?? Promise.resolve([]);
    void Promise.all([platform.appInfo(), lastDailyBackup(db), files]).then(([info, last, kept]) =>
      setDaily({ desktop: info.shell === 'electron', last, files: kept }),
    );
  }, []);

  const failed = (key: 'failed' | 'restoreFailed', reason: string) =>
    setState({ step: 'idle', error: true, message: t(key, { reason }) });

  const save = async () => {
    setState({ step: 'busy', message: t('saving') });
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await (await exportLibrary(db)).arrayBuffer());
    } catch (error) {
      return failed('failed', inOurWords(error, 'database'));
    }
    try {
      const saved = await platform.saveFile({
        title: t('save'),
        suggestedName: backupFileName(),
        filters: [{ name: t('fileType'), extensions: ['zip'] }],
        bytes,
        mime: 'application/zip',
      });
      setState({
        step: 'idle',
        message: saved.saved ? t('saved', { location: saved.location ?? backupFileName() }) : undefined,
      });
    } catch (error) {
      failed('failed', inOurWords(error, 'file'));
    }
  };

  const pick = async () => {
    const [file] = await platform.openFiles({
      title: t('restore'),
      filters: [{ name: t('fileType'), extensions: ['zip', 'json'] }],
      multiple: false,
      as: 'bytes',
    });
    if (!file?.bytes) return;
    await open(file.name, file.bytes as Uint8Array<ArrayBuffer>);
  };

  /** Reads a backup into staging and shows what it holds (nothing is written to the library yet). */
  const open = async (name: string, bytes: Uint8Array<ArrayBuffer>) => {
    setState({ step: 'busy', message: t('reading', { file: name }) });
    const read = await readBackup(new Blob([bytes]), db, name);
    if (!read.ok) return setState({ step: 'idle', error: true, message: read.error });
    setState({ step: 'preview', file: name, preview: read.preview, staged: read.staged });
  };

  const openDaily = async (name: string) => {
    setState({ step: 'busy', message: t('reading', { file: name }) });
    let bytes: Uint8Array;
    try {
      bytes = await platform.readDailyBackup!(name);
    } catch (error) {
      return failed('restoreFailed', inOurWords(error, 'file'));
    }
    await open(name, bytes as Uint8Array<ArrayBuffer>);
  };

  const apply = async (mode: 'merge' | 'replace') => {
    if (state.step !== 'preview') return;
    const { staged, file } = state;
    setState({ step: 'busy', message: t('applying') });
    try {
      await applyBackup(staged, db, mode);
      setState({ step: 'idle', message: t('restored', { file }) });
    } catch (error) {
      await discardBackup(staged);
      failed('restoreFailed', inOurWords(error, 'database'));
    }
  };

  const close = () => {
    if (state.step === 'preview') void discardBackup(state.staged);
    onClose();
  };

  return (
    <Modal title={t('title')} onClose={close}>
      <div className="backup-dialog" data-testid="backup-dialog">
        <p>{t('intro')}</p>
        {persisted !== undefined && <p className="dim">{persisted ? t('persistent') : t('notPersistent')}</p>}
        {daily?.desktop && (
          <p className="dim" data-testid="daily-backups">
            {daily.last?.folder
              ? t('daily.last', { day: daily.last.day, folder: daily.last.folder, count: KEEP_DAILY_BACKUPS })
              : t('daily.none', { count: KEEP_DAILY_BACKUPS })}
          </p>
        )}
        {state.step !== 'preview' && daily && daily.files.length > 0 && (
          <section aria-label={t('daily.listTitle')} data-testid="daily-backup-list">
            <h3>{t('daily.listTitle')}</h3>
            <ul className="daily-backups">
              {daily.files.map((file) => (
                <li key={file.name}>
                  <span>{t('daily.day', { day: file.day })}</span>{' '}
                  <button
                    type="button"
                    className="btn"
                    disabled={state.step === 'busy'}
                    aria-label={t('daily.restoreDay', { day: file.day })}
                    onClick={() => void openDaily(file.name)}
                  >
                    {t('daily.restore')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {state.step === 'preview' ? (
          <section aria-label={t('holds', { file: state.file })}>
            <p>{t('holds', { file: state.file })}</p>
            <table className="backup-counts">
              <tbody>
                {BACKUP_TABLES.map((table) => (
                  <tr key={table} data-table={table}>
                    <th scope="row">{t(`table.${table}` as 'table.cards')}</th>
                    <td>{state.preview.counts[table] ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {state.preview.setAside.length > 0 && (
              <div role="alert" data-testid="set-aside">
                <p>{t('setAside', { count: state.preview.setAside.length })}</p>
                <ul>
                  {state.preview.setAside.slice(0, 5).map((g, i) => (
                    <li key={i}>{excerpt(g.reason, 200)}</li>
                  ))}
                </ul>
              </div>
            )}
            <div className="backup-choices">
              <button type="button" className="btn primary" onClick={() => void apply('merge')}>
                {t('merge')}
              </button>
              <p className="dim">{t('mergeHint')}</p>
              <button type="button" className="btn" onClick={() => void apply('replace')}>
                {t('replace')}
              </button>
              <p className="dim">{t('replaceHint')}</p>
            </div>
          </section>
        ) : (
          <div className="backup-actions">
            <button type="button" className="btn primary" disabled={state.step === 'busy'} onClick={() => void save()}>
              {t('save')}
            </button>
            <button type="button" className="btn" disabled={state.step === 'busy'} onClick={() => void pick()}>
              {t('restore')}
            </button>
          </div>
        )}
        {state.step !== 'preview' && state.message && (
          <p
            role={state.step === 'idle' && state.error ? 'alert' : 'status'}
            className={state.step === 'idle' && state.error ? 'error' : undefined}
          >
            {state.message}
          </p>
        )}
      </div>
    </Modal>
  );
}
