/**
 * The heavy steps of an import, run in the import worker (importWorker.ts) so the
 * Cards screen stays responsive: reading the file, checking every row, and writing
 * the cards to IndexedDB in one transaction. A job keeps the file's rows and cards
 * in the worker between steps; the screen only gets summaries, issues and counts.
 */
import type { Card, GameId } from '../../../../engine/cards/model';
import {
  createRowValidator,
  prepareCardFile,
  type CardColumn,
  type CardFileFormat,
  type ColumnMapping,
  type ImportIssue,
  type SourceRow,
} from '../../../../engine/cards/import';
import { ImportCancelled, rememberedMapping, storeCards, type StoreProgress, type StoreResult } from '../../../db/cardsRepository';

export interface FileLayout {
  signature: string;
  mapping: Record<string, string>;
}

export type OpenResult =
  | { ok: false; error: string }
  | {
      ok: true;
      job: number;
      headers: string[];
      /** The first rows, to show beside the mapping. */
      sample: SourceRow[];
      mapping: ColumnMapping;
      missing: CardColumn[];
      doubled?: string[];
      /** The mapping came from an earlier import of this layout. */
      remembered: boolean;
      layout: FileLayout;
    };

export type CheckResult = { ok: true; cards: number; issues: ImportIssue[]; rows: number } | { ok: false; cancelled: true };

export type WriteResult = { ok: true; result: StoreResult } | { ok: false; cancelled: boolean; message: string };

interface Job {
  text: string;
  name: string;
  rows: SourceRow[];
  format: CardFileFormat;
  cards: Card[];
  controller: AbortController;
}

const jobs = new Map<number, Job>();
let lastJob = 0;

const SLICE = 1000;
const yieldToMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function mapped(job: Job, prepared: ReturnType<typeof prepareCardFile>, remembered: boolean, id: number): OpenResult {
  if (!prepared.read.ok) return { ok: false, error: prepared.read.error };
  job.rows = prepared.read.rows;
  job.format = prepared.read.format;
  return {
    ok: true,
    job: id,
    headers: prepared.headers,
    sample: prepared.read.rows.slice(0, 3),
    mapping: prepared.mapping,
    missing: prepared.missing,
    ...(prepared.doubled?.length ? { doubled: prepared.doubled } : {}),
    remembered,
    layout: { signature: prepared.signature, mapping: prepared.mapping },
  };
}

export const importJobs = {
  /** Reads a file and maps its columns (with the remembered mapping of its layout, if any). */
  async open(file: { name: string; text: string }): Promise<OpenResult> {
    let prepared = prepareCardFile(file.text, file.name);
    if (!prepared.read.ok) return { ok: false, error: prepared.read.error };
    const remembered = await rememberedMapping(prepared.signature);
    if (remembered) prepared = prepareCardFile(file.text, file.name, { mapping: remembered });
    const id = ++lastJob;
    const job: Job = { text: file.text, name: file.name, rows: [], format: 'csv', cards: [], controller: new AbortController() };
    const result = mapped(job, prepared, !!remembered, id);
    if (result.ok) jobs.set(id, job);
    return result;
  },

  /** Applies the user's mapping (and the game for a file without that column). */
  remap(id: number, mapping: ColumnMapping, game: GameId | undefined): OpenResult {
    const job = jobs.get(id);
    if (!job) return { ok: false, error: 'This import has ended; choose the file again.' };
    return mapped(job, prepareCardFile(job.text, job.name, { mapping, game }), false, id);
  },

  /** Checks every row, reporting progress; the valid cards stay in the job for `write`. */
  async check(id: number, mapping: ColumnMapping, game: GameId | undefined, onProgress?: (p: StoreProgress) => void): Promise<CheckResult> {
    const job = jobs.get(id);
    if (!job) return { ok: false, cancelled: true };
    const validate = createRowValidator(job.format, mapping, { game });
    const cards: Card[] = [];
    const issues: ImportIssue[] = [];
    for (let i = 0; i < job.rows.length; i += SLICE) {
      onProgress?.({ done: i, total: job.rows.length });
      // Lets a cancel message in between slices.
      await yieldToMessages();
      if (job.controller.signal.aborted) return { ok: false, cancelled: true };
      const part = validate(job.rows.slice(i, i + SLICE));
      for (const card of part.cards) cards.push(card);
      for (const issue of part.issues) issues.push(issue);
    }
    job.cards = cards;
    return { ok: true, cards: cards.length, issues, rows: job.rows.length };
  },

  /** Writes the job's valid cards in one transaction: all or nothing. */
  async write(id: number, layout: FileLayout | undefined, onProgress?: (p: StoreProgress) => void): Promise<WriteResult> {
    const job = jobs.get(id);
    if (!job) return { ok: false, cancelled: true, message: 'Import cancelled: nothing was changed.' };
    try {
      const result = await storeCards(job.cards, { source: 'import', signal: job.controller.signal, layout, onProgress });
      return { ok: true, result };
    } catch (e) {
      if (e instanceof ImportCancelled) return { ok: false, cancelled: true, message: e.message };
      return { ok: false, cancelled: false, message: `The cards could not be saved, so nothing was changed: ${(e as Error).message}` };
    } finally {
      jobs.delete(id);
    }
  },

  /** Stops a check or a write in progress; a write rolls back. */
  cancel(id: number): void {
    jobs.get(id)?.controller.abort();
  },

  /** Forgets a job (its rows and cards) without writing. */
  close(id: number): void {
    jobs.delete(id);
  },
};

export type ImportJobs = typeof importJobs;
