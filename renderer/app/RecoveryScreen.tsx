/**
 * Shown instead of the app when the library's database cannot be opened or upgraded, was made
 * by a newer Sortie, or is missing where Sortie knows it had one (db/safekeeping/marker.ts):
 * what happened in plain words, a raw backup of whatever can be read, the local snapshot to
 * restore (db/safekeeping), and a fresh start that first saves the raw backup.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dexie from 'dexie';
import { platform } from '../platform';
import { readRawBackup } from '../db/rawBackup';
import { SortieDb } from '../db/db';
import { unmarkLibrary } from '../db/safekeeping/marker';
import { readSnapshot, type Snapshot } from '../db/safekeeping/snapshot';
import { restoreSnapshot } from '../db/safekeeping/restore';
import { inOurWords } from '../db/why';
import { excerpt } from '../../engine/text/excerpt';

export interface OpenFailure {
  database: string;
  /** The error's name (VersionError, ConstraintError, MissingLibrary, …) and message. */
  name: string;
  message: string;
}

export function RecoveryScreen({ failure }: { failure: OpenFailure }) {
  const { t, i18n } = useTranslation('backup');
  const [saved, setSaved] = useState<string | undefined>();
  const [note, setNote] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [snapshot, setSnapshot] = useState<Snapshot | undefined>();
  const missing = failure.name === 'MissingLibrary';

  useEffect(() => {
    void readSnapshot().then(setSnapshot);
  }, []);

  const download = async (): Promise<boolean> => {
    try {
      const raw = await readRawBackup(failure.database);
      const name = `sortie-raw-backup-${new Date().toISOString().slice(0, 10)}.json`;
      const result = await platform.saveFile({
        title: t('recovery.download'),
        suggestedName: name,
        filters: [{ name: 'JSON', extensions: ['json'] }],
        text: JSON.stringify(raw),
      });
      if (result.saved) setSaved(result.location ?? name);
      return result.saved;
    } catch (error) {
      setNote(t('recovery.unreadable', { reason: inOurWords(error, 'file') }));
      return false;
    }
  };

  // A missing library has nothing to save first; a damaged or newer one is saved raw before it goes.
  const saveFirst = async () => missing || saved !== undefined || (await download());

  const startFresh = async () => {
    if (!(await saveFirst())) return;
    await Dexie.delete(failure.database);
    await unmarkLibrary();
    location.reload();
  };

  const restore = async () => {
    if (!snapshot || !(await saveFirst())) return;
    setBusy(true);
    setNote(t('recovery.restoring'));
    try {
      if (!missing) await Dexie.delete(failure.database);
      const database = new SortieDb(failure.database);
      await database.open();
      const done = await restoreSnapshot(snapshot, database);
      database.close();
      if (!done.ok) {
        setNote(t('recovery.restoreFailed', { reason: done.error }));
        setBusy(false);
        return;
      }
      location.reload();
    } catch (error) {
      setNote(t('recovery.restoreFailed', { reason: inOurWords(error, 'database') }));
      setBusy(false);
    }
  };

  const newer = failure.name === 'VersionError';
  const taken = snapshot?.library ?? undefined;
  const when = taken ? new Date(taken.lastModified).toLocaleString(i18n.language) : undefined;
  const canRestore = snapshot !== undefined && (snapshot.library !== undefined || snapshot.decks.length > 0);
  return (
    <main className="recovery-screen" data-testid="recovery-screen">
      <h1>{missing ? t('recovery.missingTitle') : t('recovery.title')}</h1>
      <p>{missing ? t('recovery.missing') : newer ? t('recovery.newer') : t('recovery.failed')}</p>
      {!missing && (
        <p className="dim">
          {t('recovery.detail')} <code>{excerpt(`${failure.name}: ${failure.message}`, 200)}</code>
        </p>
      )}
      {snapshot !== undefined &&
        (canRestore ? <p>{t('recovery.snapshot', { when: when ?? '—' })}</p> : <p>{t('recovery.noSnapshot')}</p>)}
      {!missing && <p>{canRestore ? t('recovery.safeSnapshot') : t('recovery.safe')}</p>}
      <div className="recovery-actions">
        {canRestore && (
          <button type="button" className="btn primary" disabled={busy} onClick={() => void restore()}>
            {t('recovery.restoreSnapshot')}
          </button>
        )}
        {!missing && (
          <button type="button" className={`btn${canRestore ? '' : ' primary'}`} onClick={() => void download()}>
            {t('recovery.download')}
          </button>
        )}
        <button type="button" className="btn" disabled={busy} onClick={() => void startFresh()}>
          {missing ? t('recovery.startEmpty') : t('recovery.fresh')}
        </button>
      </div>
      {saved && <p role="status">{t('recovery.saved', { location: saved })}</p>}
      {note && <p role="alert">{note}</p>}
    </main>
  );
}
