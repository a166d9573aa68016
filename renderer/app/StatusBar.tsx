import { useEngineInfo } from '../engine/useEngineInfo';

/** Bottom bar: engine worker status (a live value computed in the worker). */
export function StatusBar() {
  const status = useEngineInfo();
  return (
    <footer className="status-bar" role="status" aria-live="polite">
      {status.state === 'starting' && <span>Starting rules engine…</span>}
      {status.state === 'ready' && (
        <span data-testid="engine-status" data-self-check={status.info.selfCheck}>
          <span className="dot ok" aria-hidden /> Rules engine {status.info.version} ready in a worker · {status.info.games.map((g) => g.label).join(' · ')} · self-check{' '}
          <code>{status.info.selfCheck}</code>
        </span>
      )}
      {status.state === 'failed' && (
        <span data-testid="engine-status-error">
          <span className="dot bad" aria-hidden /> The rules engine could not start: {status.message}
        </span>
      )}
    </footer>
  );
}
