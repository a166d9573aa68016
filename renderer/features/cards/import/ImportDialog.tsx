/** The import dialog: mapping, progress with cancel, review of problems, report. */
import { useEffect, useRef } from 'react';
import type { ImportIssue } from '../../../../engine/cards/import';
import { MappingForm } from './MappingForm';
import type { ImportReport, useCardImport } from './useCardImport';

type Flow = ReturnType<typeof useCardImport>;

function IssueList({ issues, label = 'Problems' }: { issues: ImportIssue[]; label?: string }) {
  const shown = issues.slice(0, 200);
  return (
    <div className="issue-list" role="list" aria-label={label}>
      {shown.map((i) => (
        <div role="listitem" key={`${i.row}-${i.reason}`} className="issue">
          <span className="issue-where">{i.where}</span>
          {i.number && <code>{i.number}</code>}
          <span>{i.reason}</span>
        </div>
      ))}
      {issues.length > shown.length && <div className="dim">… and {issues.length - shown.length} more.</div>}
    </div>
  );
}

function Report({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  return (
    <div className="import-report" data-testid="import-report">
      {report.refused ? (
        <div className="report-banner bad" role="alert">
          <strong>Nothing was imported.</strong> {report.refused}
        </div>
      ) : (
        <div className="report-banner ok" role="status">
          <strong>Import finished.</strong> {report.fileName}: {report.rows} row(s) read.
        </div>
      )}
      {!report.refused && (
        <div className="report-figures">
          <div>
            <span className="figure">{report.added}</span> added
          </div>
          <div>
            <span className="figure">{report.updated}</span> updated
          </div>
          <div>
            <span className="figure">{report.skipped.length}</span> skipped
          </div>
        </div>
      )}
      {report.skipped.length > 0 && <IssueList issues={report.skipped} />}
      {report.warnings.length > 0 && (
        <>
          <p className="dim">Imported, but worth a look ({report.warnings.length}):</p>
          <IssueList issues={report.warnings} label="Warnings" />
        </>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn primary" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </div>
  );
}

export function ImportDialog({ flow }: { flow: Flow }) {
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
    state.step === 'mapping' ? 'Map the columns' : state.step === 'working' ? 'Importing cards' : state.step === 'review' ? 'Some rows have problems' : 'Import report';
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
          {state.step === 'mapping' && <MappingForm step={state} onApply={(m, g, v) => flow.applyMapping(state, m, g, v)} onCancel={flow.close} />}
          {state.step === 'working' && (
            <div className="import-progress">
              <p>
                {state.phase} of <strong>{state.fileName}</strong>: {state.done.toLocaleString()} / {state.total.toLocaleString()}
              </p>
              <progress max={state.total || 1} value={state.done} aria-label={state.phase} />
              <div className="dialog-actions">
                <button type="button" className="btn" onClick={flow.cancel}>
                  Cancel
                </button>
              </div>
            </div>
          )}
          {state.step === 'review' && (
            <div className="import-review">
              <p>
                {state.cards} of {state.rows} row(s) of <strong>{state.fileName}</strong> are valid cards; {state.issues.length} row(s) cannot be imported. Nothing has been
                saved yet.
              </p>
              <IssueList issues={state.issues} />
              <div className="dialog-actions">
                <button type="button" className="btn" onClick={flow.close}>
                  Cancel import
                </button>
                <button type="button" className="btn primary" onClick={flow.importValid}>
                  Import {state.cards} valid, skip {state.issues.length}
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
