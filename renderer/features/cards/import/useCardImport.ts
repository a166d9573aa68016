/**
 * The import flow as a small state machine: read → (map columns) → check rows
 * with progress → (review problems) → write in one transaction → report. The
 * reading, checking and writing run in the import worker (importJobs.ts), so the
 * screen stays responsive; cancel works in every long step, and a cancelled or
 * failed import writes nothing.
 */
import { useCallback, useRef, useState } from 'react';
import { proxy, wrap, type Remote } from 'comlink';
import type { GameId } from '../../../../engine/cards/model';
import type {
  CardColumn,
  ColumnMapping,
  DetectedGame,
  ImportIssue,
  SourceRow,
  UnknownValues,
  ValueMapping,
} from '../../../../engine/cards/import';
import { i18n } from '../../../i18n';
import { tellNow } from '../../../i18n/hooks';
import { missingColumnsText } from './missingColumns';
import type { StoreProgress } from '../../../db/cardsRepository';
import type { AutomationReport } from '../../../../engine/cards/automation';
import { inOurWords } from '../../../db/why';
import type { FileLayout, ImportJobs } from './importJobs';

export interface PickedFile {
  name: string;
  text: string;
}

export interface MappingStep {
  step: 'mapping';
  job: number;
  file: PickedFile;
  headers: string[];
  sample: SourceRow[];
  mapping: ColumnMapping;
  missing: CardColumn[];
  game?: GameId;
  detectedGame?: DetectedGame;
  values: ValueMapping;
  /** Spellings of type, colour or terrain Sortie does not know: the user says what each means. */
  unknownValues: UnknownValues;
  message?: string;
}

export interface ImportReport {
  fileName: string;
  rows: number;
  added: number;
  updated: number;
  skipped: ImportIssue[];
  /** Rows imported with something to look at (a unit without battle stats…). */
  warnings: ImportIssue[];
  /** Set when nothing was written, with the reason. */
  refused?: string;
  /** What the rules carry out of the cards written, and the cards with lines left to the players. */
  automation?: AutomationReport;
}

export type ImportState =
  | { step: 'idle' }
  | MappingStep
  | { step: 'working'; fileName: string; phase: 'Checking rows' | 'Saving cards'; done: number; total: number }
  | {
      step: 'review';
      job: number;
      fileName: string;
      cards: number;
      issues: ImportIssue[];
      warnings: ImportIssue[];
      rows: number;
      layout?: FileLayout;
      automation: AutomationReport;
    }
  | { step: 'report'; report: ImportReport };

let remote: Remote<ImportJobs> | undefined;

/** The import worker, started on first use. */
function importWorker(): Remote<ImportJobs> {
  remote ??= wrap<ImportJobs>(
    new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module', name: 'sortie-card-import' }),
  );
  return remote;
}

const cancelled = () => i18n.t('mapping:refused.cancelled');

export function useCardImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  /** The job whose check or write is running, for Cancel. */
  const running = useRef<number | undefined>(undefined);
  /** Bumped by Cancel while a file is being read, so that read does not go on. */
  const opening = useRef(0);

  const refuse = useCallback((fileName: string, refused: string, skipped: ImportIssue[] = [], rows = 0) => {
    setState({ step: 'report', report: { fileName, rows, added: 0, updated: 0, skipped, warnings: [], refused } });
  }, []);

  /** A step that threw (or a worker that died) ends the import with the file named, never a dialog left waiting. */
  const broken = useCallback(
    (fileName: string, error: unknown) => {
      running.current = undefined;
      const reason = inOurWords(error, 'reader');
      refuse(fileName, i18n.t('mapping:refused.broken', { file: fileName, reason }));
    },
    [refuse],
  );

  const write = useCallback(
    async (
      job: number,
      fileName: string,
      cards: number,
      skipped: ImportIssue[],
      warnings: ImportIssue[],
      rows: number,
      layout: FileLayout | undefined,
      automation: AutomationReport,
    ) => {
      running.current = job;
      setState({ step: 'working', fileName, phase: 'Saving cards', done: 0, total: cards });
      const started = performance.now();
      let written: Awaited<ReturnType<ImportJobs['write']>>;
      try {
        written = await importWorker().write(
          job,
          layout,
          proxy((p: StoreProgress) => setState({ step: 'working', fileName, phase: 'Saving cards', ...p })),
        );
      } catch (error) {
        return broken(fileName, error);
      }
      running.current = undefined;
      if (!written.ok)
        return refuse(
          fileName,
          written.cancelled
            ? cancelled()
            : i18n.t('mapping:refused.notSaved', { reason: inOurWords(written.reason, 'database') }),
          skipped,
          rows,
        );
      // The write's duration, for the figures in docs/performance.md (bench/cards-ui.bench.ts).
      performance.measure('cards:write', { start: started, end: performance.now() });
      const { added, updated } = written.result;
      setState({ step: 'report', report: { fileName, rows, added, updated, skipped, warnings, automation } });
    },
    [refuse, broken],
  );

  const check = useCallback(
    async (
      job: number,
      file: PickedFile,
      mapping: ColumnMapping,
      game: GameId | undefined,
      values: ValueMapping,
      layout?: FileLayout,
    ) => {
      running.current = job;
      setState({ step: 'working', fileName: file.name, phase: 'Checking rows', done: 0, total: 0 });
      const started = performance.now();
      const progress = proxy((p: StoreProgress) =>
        setState({ step: 'working', fileName: file.name, phase: 'Checking rows', ...p }),
      );
      let checked: Awaited<ReturnType<ImportJobs['check']>>;
      try {
        checked = await importWorker().check(job, mapping, game, progress, values);
      } catch (error) {
        void importWorker()
          .close(job)
          .catch(() => undefined);
        return broken(file.name, error);
      }
      running.current = undefined;
      performance.measure('cards:check', { start: started, end: performance.now() });
      if (!checked.ok) {
        void importWorker().close(job);
        return refuse(file.name, cancelled());
      }
      const { cards, issues, warnings, rows, automation } = checked;
      if (cards === 0) {
        void importWorker().close(job);
        return refuse(
          file.name,
          i18n.t(issues.length ? 'mapping:refused.noValidRow' : 'mapping:refused.noCards'),
          issues,
          rows,
        );
      }
      if (issues.length)
        return setState({
          step: 'review',
          job,
          fileName: file.name,
          cards,
          issues,
          warnings,
          rows,
          layout,
          automation,
        });
      return write(job, file.name, cards, [], warnings, rows, layout, automation);
    },
    [refuse, write, broken],
  );

  const start = useCallback(
    async (file: PickedFile) => {
      const attempt = ++opening.current;
      setState({ step: 'working', fileName: file.name, phase: 'Checking rows', done: 0, total: 0 });
      let opened: Awaited<ReturnType<ImportJobs['open']>>;
      try {
        opened = await importWorker().open(file);
      } catch (error) {
        if (attempt === opening.current) broken(file.name, error);
        return;
      }
      if (attempt !== opening.current) {
        if (opened.ok) void importWorker().close(opened.job);
        return;
      }
      if (!opened.ok) return refuse(file.name, opened.said ? tellNow(opened.said) : opened.error);
      const unknown = Object.keys(opened.unknownValues).length > 0;
      if (opened.missing.length || unknown) {
        return setState({
          step: 'mapping',
          job: opened.job,
          file,
          headers: opened.headers,
          sample: opened.sample,
          mapping: opened.mapping,
          missing: opened.missing,
          game: opened.game,
          detectedGame: opened.detectedGame,
          values: opened.values,
          unknownValues: opened.unknownValues,
          message: opened.remembered || !opened.missing.length ? undefined : missingColumnsText(opened.missing),
        });
      }
      // Everything is known (remembered, or recognised by Sortie): nothing to ask.
      return check(opened.job, file, opened.mapping, opened.game, opened.values);
    },
    [check, refuse, broken],
  );

  const applyMapping = useCallback(
    async (step: MappingStep, mapping: ColumnMapping, game: GameId | undefined, values: ValueMapping = {}) => {
      let mapped: Awaited<ReturnType<ImportJobs['remap']>>;
      try {
        mapped = await importWorker().remap(step.job, mapping, game, values);
      } catch (error) {
        return broken(step.file.name, error);
      }
      if (!mapped.ok) return refuse(step.file.name, mapped.said ? tellNow(mapped.said) : mapped.error);
      if (mapped.missing.length || mapped.doubled?.length) {
        const message = mapped.missing.length
          ? missingColumnsText(mapped.missing)
          : i18n.t('mapping:doubled', { columns: mapped.doubled!.join(i18n.t('mapping:listSeparator')) });
        const { detectedGame, unknownValues } = mapped;
        return setState({
          ...step,
          mapping,
          game,
          values,
          missing: mapped.missing,
          detectedGame,
          unknownValues,
          message,
        });
      }
      return check(step.job, step.file, mapped.mapping, mapped.game, values, mapped.layout);
    },
    [check, refuse, broken],
  );

  const importValid = useCallback(() => {
    if (state.step === 'review')
      void write(
        state.job,
        state.fileName,
        state.cards,
        state.issues,
        state.warnings,
        state.rows,
        state.layout,
        state.automation,
      );
  }, [state, write]);

  const cancel = useCallback(() => {
    if (running.current !== undefined) void importWorker().cancel(running.current);
    else if (state.step === 'working') {
      // Still reading the file: drop it.
      opening.current++;
      setState({ step: 'idle' });
      return;
    }
    if (state.step === 'mapping' || state.step === 'review') void importWorker().close(state.job);
    if (state.step !== 'working') setState({ step: 'idle' });
  }, [state]);

  const close = useCallback(() => {
    if (state.step === 'mapping' || state.step === 'review') void importWorker().close(state.job);
    setState({ step: 'idle' });
  }, [state]);

  return { state, start, applyMapping, importValid, cancel, close };
}
