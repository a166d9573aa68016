import { useTranslation } from 'react-i18next';
import { selfCheck } from '../../engine/core/selfCheck';
import { useEngineInfo } from '../engine/useEngineInfo';

/** The seed the worker's self-check uses (`engineApi.info`'s default). */
const CHECK_SEED = 2000;

/**
 * Bottom bar: engine worker status. The worker's self-check (a seeded shuffle's hash) is
 * computed again here: a match is what makes replays and seeded games trustworthy, so the
 * bar says that in words and keeps the hash for its tooltip.
 */
export function StatusBar() {
  const status = useEngineInfo();
  const { t } = useTranslation(['common', 'games']);
  const expected = status.state === 'ready' ? selfCheck(CHECK_SEED) : '';
  return (
    <footer className="status-bar" role="status" aria-live="polite">
      {status.state === 'starting' && <span>{t('engine.starting')}</span>}
      {status.state === 'ready' && (
        <span data-testid="engine-status" data-self-check={status.info.selfCheck}>
          <span className="dot ok" aria-hidden />{' '}
          {t('engine.ready', {
            version: status.info.version,
            games: status.info.games.map((g) => t(`games:${g.id}`)).join(' · '),
          })}
          {' · '}
          {status.info.selfCheck === expected ? (
            <span data-testid="replay-check" title={t('engine.replayOkHint', { hash: expected })}>
              {t('engine.replayOk')}
            </span>
          ) : (
            <span
              data-testid="replay-check"
              className="bad"
              title={t('engine.replayBadHint', { worker: status.info.selfCheck, expected })}
            >
              {t('engine.replayBad')}
            </span>
          )}
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
