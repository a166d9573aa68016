/**
 * The import flow as a small state machine: read → (map columns) → check rows
 * in slices with progress → (review problems) → write in one transaction →
 * report. Cancel works in every long step; a cancelled or failed import writes
 * nothing.
 */
import { useCallback, useRef, useState } from 'react';
import type { Card, GameId } from '../../../../engine/cards/model';
import {
  createRowValidator,
  missingColumnsMessage,
  prepareCardFile,
  type CardColumn,
  type ColumnMapping,
  type ImportIssue,
  type SourceRow,
} from '../../../../engine/cards/import';
import { ImportCancelled, rememberedMapping, storeCards } from '../../../db/cardsRepository';

export interface PickedFile {
  name: string;
  text: string;
}

export interface MappingStep {
  step: 'mapping';
  file: PickedFile;
  headers: string[];
  sample: SourceRow[];
  mapping: ColumnMapping;
  missing: CardColumn[];
  game?: GameId;
  message?: string;
}

export interface ImportReport {
  fileName: string;
  rows: number;
  added: number;
  updated: number;
  skipped: ImportIssue[];
  /** Set when nothing was written, with the reason. */
  refused?: string;
}

export type ImportState =
  | { step: 'idle' }
  | MappingStep
  | { step: 'working'; fileName: string; phase: 'Checking rows' | 'Saving cards'; done: number; total: number }
  | { step: 'review'; fileName: string; cards: Card[]; issues: ImportIssue[]; rows: number; layout?: Layout }
  | { step: 'report'; report: ImportReport };

interface Layout {
  signature: string;
  mapping: Record<string, string>;
}

const SLICE = 1000;
const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function useCardImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const refuse = useCallback((fileName: string, refused: string, skipped: ImportIssue[] = [], rows = 0) => {
    setState({ step: 'report', report: { fileName, rows, added: 0, updated: 0, skipped, refused } });
  }, []);

  const write = useCallback(
    async (fileName: string, cards: Card[], skipped: ImportIssue[], rows: number, layout?: Layout) => {
      const controller = new AbortController();
      abort.current = controller;
      setState({ step: 'working', fileName, phase: 'Saving cards', done: 0, total: cards.length });
      try {
        const result = await storeCards(cards, {
          source: 'import',
          signal: controller.signal,
          layout,
          onProgress: (p) => setState({ step: 'working', fileName, phase: 'Saving cards', ...p }),
        });
        setState({ step: 'report', report: { fileName, rows, added: result.added, updated: result.updated, skipped } });
      } catch (e) {
        refuse(fileName, e instanceof ImportCancelled ? e.message : `The cards could not be saved, so nothing was changed: ${(e as Error).message}`, skipped, rows);
      }
    },
    [refuse],
  );

  const check = useCallback(
    async (file: PickedFile, rows: SourceRow[], format: 'csv' | 'json', mapping: ColumnMapping, game: GameId | undefined, layout?: Layout) => {
      const controller = new AbortController();
      abort.current = controller;
      const started = performance.now();
      const validate = createRowValidator(format, mapping, { game });
      const cards: Card[] = [];
      const issues: ImportIssue[] = [];
      for (let i = 0; i < rows.length; i += SLICE) {
        setState({ step: 'working', fileName: file.name, phase: 'Checking rows', done: i, total: rows.length });
        await nextFrame();
        if (controller.signal.aborted) return refuse(file.name, 'Import cancelled: nothing was changed.');
        const part = validate(rows.slice(i, i + SLICE));
        cards.push(...part.cards);
        issues.push(...part.issues);
      }
      performance.measure('cards:check', { start: started, end: performance.now() });
      if (cards.length === 0) return refuse(file.name, issues.length ? 'No row of this file is a valid card.' : 'The file has no cards.', issues, rows.length);
      if (issues.length) return setState({ step: 'review', fileName: file.name, cards, issues, rows: rows.length, layout });
      return write(file.name, cards, [], rows.length, layout);
    },
    [refuse, write],
  );

  const start = useCallback(
    async (file: PickedFile) => {
      let prepared = prepareCardFile(file.text, file.name);
      if (!prepared.read.ok) return refuse(file.name, prepared.read.error);
      const remembered = await rememberedMapping(prepared.signature);
      if (remembered) prepared = prepareCardFile(file.text, file.name, { mapping: remembered });
      const read = prepared.read;
      if (!read.ok) return refuse(file.name, read.error);
      if (prepared.missing.length) {
        return setState({
          step: 'mapping',
          file,
          headers: prepared.headers,
          sample: read.rows.slice(0, 3),
          mapping: prepared.mapping,
          missing: prepared.missing,
          message: remembered ? undefined : missingColumnsMessage(prepared.missing),
        });
      }
      return check(file, read.rows, read.format, prepared.mapping, undefined);
    },
    [check, refuse],
  );

  const applyMapping = useCallback(
    (step: MappingStep, mapping: ColumnMapping, game: GameId | undefined) => {
      const prepared = prepareCardFile(step.file.text, step.file.name, { mapping, game });
      if (!prepared.read.ok) return refuse(step.file.name, prepared.read.error);
      if (prepared.missing.length || prepared.doubled?.length) {
        const message = prepared.missing.length
          ? missingColumnsMessage(prepared.missing)
          : `Each of our columns can be fed by one header only: ${prepared.doubled!.join(', ')} is chosen twice.`;
        return setState({ ...step, mapping, game, missing: prepared.missing, message });
      }
      const layout = { signature: prepared.signature, mapping: prepared.mapping };
      return check(step.file, prepared.read.rows, prepared.read.format, prepared.mapping, game, layout);
    },
    [check, refuse],
  );

  const importValid = useCallback(() => {
    if (state.step === 'review') void write(state.fileName, state.cards, state.issues, state.rows, state.layout);
  }, [state, write]);

  const cancel = useCallback(() => {
    abort.current?.abort();
    if (state.step !== 'working') setState({ step: 'idle' });
  }, [state.step]);

  const close = useCallback(() => setState({ step: 'idle' }), []);

  return { state, start, applyMapping, importValid, cancel, close };
}
