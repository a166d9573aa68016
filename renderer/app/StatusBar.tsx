import { useTranslation } from 'react-i18next';
import { useEngineInfo } from '../engine/useEngineInfo';

/** Bottom bar: engine worker status (a live value computed in the worker). */
export function StatusBar() {
  const status = useEngineInfo();
  const { t } = useTranslation(['common', 'games']);
  return (
    <footer className="status-bar" role="status" aria-live="polite">
      {status.state === 'starting' && <span>{t('engine.starting')}</span>}
      {status.state === 'ready' && (
        <span data-testid="engine-status" data-self-check={status.info.selfCheck}>
          <span className="dot ok" aria-hidden />{' '}
          {t('engine.ready', {
            version: status.info.version,
            games: status.info.games.map((g) => t(`games:${g.id}`)).join(' · '),
          })}{' '}
          <code>{status.info.selfCheck}</code>
        </span>
      )}
      {status.state === 'failed' && (
        <span data-testid="engine-status-error">
          <span className="dot bad" aria-hidden /> {t('engine.failed', { message: status.message })}
        </span>
      )}
    </footer>
  );
}
