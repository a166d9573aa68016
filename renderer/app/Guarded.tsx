/**
 * A part of the window (a screen, the Play table, the Backup dialog) that fails while rendering
 * shows what failed in plain words instead of blanking the whole window: the navigation and the
 * other places keep working, the saved data is untouched (rendering never writes it), "Try again"
 * mounts the part afresh, and the error with its component stack can be copied for a bug report.
 */
import { useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What this part is called to the user, e.g. "Play" or "The game table". */
  what: string;
  children: ReactNode;
}

export function Guarded({ what, children }: Props) {
  const [stack, setStack] = useState('');
  return (
    <ErrorBoundary
      onError={(error, info) => {
        console.error(`Sortie: ${what} failed while rendering.`, error, info.componentStack);
        setStack(info.componentStack ?? '');
      }}
      onReset={() => setStack('')}
      fallbackRender={(props) => <Failure {...props} what={what} stack={stack} />}
    >
      {children}
    </ErrorBoundary>
  );
}

/** The error as a bug report wants it: what failed, the message, where in the code and in the components. */
export function errorDetails(what: string, error: unknown, stack: string): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const code = error instanceof Error && error.stack ? `\n\n${error.stack}` : '';
  return `${what}: ${message}${code}${stack ? `\n\nComponent stack:${stack}` : ''}\n\nSortie ${__APP_VERSION__}`;
}

function Failure({ error, resetErrorBoundary, what, stack }: FallbackProps & { what: string; stack: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>();
  const details = errorDetails(what, error, stack);
  const copy = () =>
    navigator.clipboard.writeText(details).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  return (
    <div className="guard-failure" role="alert" data-testid="guard-failure">
      <h2>{t('guard.title', { what })}</h2>
      <p>{t('guard.safe')}</p>
      <p className="guard-message">{error instanceof Error ? error.message : String(error)}</p>
      <div className="guard-actions">
        <button type="button" className="btn primary" onClick={resetErrorBoundary}>
          {t('guard.retry')}
        </button>
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('guard.copy')}
        </button>
        {copied && <span role="status">{t(copied === 'yes' ? 'guard.copied' : 'guard.copyFailed')}</span>}
      </div>
      <details>
        <summary>{t('guard.details')}</summary>
        <pre className="guard-details">{details}</pre>
      </details>
    </div>
  );
}
