/** The import dialog: mapping, progress with cancel, review of problems, report. */
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ImportIssue } from '../../../../engine/cards/import';
import { MappingForm } from './MappingForm';
import { useMessage } from '../../../i18n/hooks';
import { AutomationSummary } from './AutomationSummary';
import type { ImportReport, useCardImport } from './useCardImport';

type Flow = ReturnType<typeof useCardImport>;

function IssueList({ issues, label }: { issues: ImportIssue[]; label?: string }) {
  const { t } = useTranslation(['cards', 'mapping']);
  const tm = useMessage();
  const shown = issues.slice(0, 200);
  return (
    <div className="issue-list" role="list" aria-label={label ?? t('importer.problems')}>
      {shown.map((i) => (
        <div role="listitem" key={`${i.row}-${i.reason}`} className="issue">
          <span className="issue-where">{tm(i.at)}</span>
          {i.number && <code>{i.number}</code>}
          <span>{i.said.map(tm).join(t('mapping:reasonSeparator'))}</span>
        </div>
      ))}
      {issues.length > shown.length && (
        <div className="dim">{t('importer.more', { count: issues.length - shown.length })}</div>
      )}
    </div>
  );
}

function Report({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  const { t } = useTranslation(['cards', 'common']);
  // Close takes the keyboard, but a long report stays at its top: the verdict and the figures
  // are what the player imported for (autoFocus would scroll the dialog down to the button).
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus({ preventScroll: true }), []);
  return (
    <div className="import-report" data-testid="import-report">
      {report.refused ? (
        <div className="report-banner bad" role="alert">
          <strong>{t('importer.nothing')}</strong> {report.refused}
        </div>
      ) : (
        <div className="report-banner ok" role="status">
          <strong>{t('importer.finished')}</strong>{' '}
          {t('importer.rowsRead', { file: report.fileName, count: report.rows })}
        </div>
      )}
      {!report.refused && (
        <div className="report-figures">
          <div>
            <span className="figure">{report.added}</span> {t('importer.added')}
          </div>
          <div>
            <span className="figure">{report.updated}</span> {t('importer.updated')}
          </div>
          <div>
            <span className="figure">{report.skipped.length}</span> {t('importer.skipped')}
          </div>
        </div>
      )}
      {!report.refused && report.automation && <AutomationSummary automation={report.automation} />}
      {report.skipped.length > 0 && <IssueList issues={report.skipped} />}
      {report.warnings.length > 0 && (
        <>
          <p className="dim">{t('importer.worth', { count: report.warnings.length })}</p>
          <IssueList issues={report.warnings} label={t('importer.warnings')} />
        </>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn primary" onClick={onClose} ref={close}>
          {t('common:action.close')}
        </button>
      </div>
    </div>
  );
}

export function ImportDialog({ flow }: { flow: Flow }) {
  const { t } = useTranslation(['cards', 'common']);
  const { state } = flow;
  const ref = useRef<HTMLDialogElement>(null);
  const open = state.step !== 'idle';
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const title =
    state.step === 'mapping'
      ? t('importer.titleMapping')
      : state.step === 'working'
        ? t('importer.titleWorking')
        : state.step === 'review'
          ? t('importer.titleReview')
          : t('importer.titleReport');
  return (
    <dialog
      ref={ref}
      className="import-dialog"
      aria-label={title}
      onCancel={(e) => {
        e.preventDefault();
        flow.cancel();
      }}
    >
      {open && (
        <>
          <h2>{title}</h2>
          {state.step === 'mapping' && (
            <MappingForm step={state} onApply={(m, g, v) => flow.applyMapping(state, m, g, v)} onCancel={flow.close} />
          )}
          {state.step === 'working' && (
            <div className="import-progress">
              <p>
                <Trans
                  t={t}
                  i18nKey="importer.progress"
                  values={{
                    phase: t(state.phase === 'Saving cards' ? 'importer.saving' : 'importer.checking'),
                    file: state.fileName,
                    done: state.done.toLocaleString(),
                    total: state.total.toLocaleString(),
                  }}
                  components={{ b: <strong /> }}
                />
              </p>
              <progress
                max={state.total || 1}
                value={state.done}
                aria-label={t(state.phase === 'Saving cards' ? 'importer.saving' : 'importer.checking')}
              />
              <div className="dialog-actions">
                <button type="button" className="btn" onClick={flow.cancel}>
                  {t('common:action.cancel')}
                </button>
              </div>
            </div>
          )}
          {state.step === 'review' && (
            <div className="import-review">
              <p>
                <Trans
                  t={t}
                  i18nKey="importer.review"
                  values={{ cards: state.cards, rows: state.rows, file: state.fileName, issues: state.issues.length }}
                  components={{ b: <strong /> }}
                />
              </p>
              <IssueList issues={state.issues} />
              <div className="dialog-actions">
                <button type="button" className="btn" onClick={flow.close}>
                  {t('importer.cancelImport')}
                </button>
                <button type="button" className="btn primary" onClick={flow.importValid}>
                  {t('importer.importValid', { cards: state.cards, issues: state.issues.length })}
                </button>
              </div>
            </div>
          )}
          {state.step === 'report' && <Report report={state.report} onClose={flow.close} />}
        </>
      )}
    </dialog>
  );
}
