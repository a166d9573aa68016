/**
 * Shown instead of the app when the library's database cannot be opened or upgraded: what
 * happened in plain words, a raw backup of whatever can be read, and a fresh start that first
 * saves that backup.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dexie from 'dexie';
import { platform } from '../platform';
import { readRawBackup } from '../db/rawBackup';
import { excerpt } from '../../engine/text/excerpt';

export interface OpenFailure {
  database: string;
  /** The error's name (VersionError, ConstraintError, …) and message. */
  name: string;
  message: string;
}

export function RecoveryScreen({ failure }: { failure: OpenFailure }) {
  const { t } = useTranslation('backup');
  const [saved, setSaved] = useState<string | undefined>();
  const [note, setNote] = useState<string | undefined>();

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
      setNote(t('recovery.unreadable', { reason: excerpt(String((error as Error)?.message ?? error), 160) }));
      return false;
    }
  };

  const startFresh = async () => {
    if (!saved && !(await download())) return;
    await Dexie.delete(failure.database);
    location.reload();
  };

  const newer = failure.name === 'VersionError';
  return (
    <main className="recovery-screen" data-testid="recovery-screen">
      <h1>{t('recovery.title')}</h1>
      <p>{newer ? t('recovery.newer') : t('recovery.failed')}</p>
      <p className="dim">
        {t('recovery.detail')} <code>{excerpt(`${failure.name}: ${failure.message}`, 200)}</code>
      </p>
      <p>{t('recovery.safe')}</p>
      <div className="recovery-actions">
        <button type="button" className="btn primary" onClick={() => void download()}>
          {t('recovery.download')}
        </button>
        <button type="button" className="btn" onClick={() => void startFresh()}>
          {t('recovery.fresh')}
        </button>
      </div>
      {saved && <p role="status">{t('recovery.saved', { location: saved })}</p>}
      {note && <p role="alert">{note}</p>}
    </main>
  );
}
