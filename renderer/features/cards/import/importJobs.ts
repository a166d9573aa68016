/**
 * The heavy steps of an import, run in the import worker (importWorker.ts) so the
 * Cards screen stays responsive: reading the file, checking every row, and writing
 * the cards to IndexedDB in one transaction. A job keeps the file's rows and cards
 * in the worker between steps; the screen only gets summaries, issues and counts.
 */
import { message, type Message } from '../../../../engine/i18n/message';
import type { Card, GameId } from '../../../../engine/cards/model';
import { automationReport, type AutomationReport } from '../../../../engine/cards/automation';
import {
  createRowValidator,
  prepareCardFile,
  type CardColumn,
  type CardFileFormat,
  type ColumnMapping,
  type DetectedGame,
  type ImportIssue,
  type SourceRow,
  type UnknownValues,
  type ValueMapping,
} from '../../../../engine/cards/import';
import {
  ImportCancelled,
  rememberedLayout,
  storeCards,
  type StoreProgress,
  type StoreResult,
} from '../../../db/cardsRepository';

/** What is remembered for a header row: the columns, the meaning of the file's own values, the game. */
export interface FileLayout {
  signature: string;
  mapping: Record<string, string>;
  values?: ValueMapping;
  game?: GameId;
}

export type OpenResult =
  | { ok: false; error: string; said?: Message }
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
      /** The game of rows without one: remembered or chosen, else read from the file. */
      game?: GameId;
      detectedGame?: DetectedGame;
      values: ValueMapping;
      /** Spellings of type, colour or terrain the user should map. */
      unknownValues: UnknownValues;
    };

export type CheckResult =
  | {
      ok: true;
      cards: number;
      issues: ImportIssue[];
      warnings: ImportIssue[];
      rows: number;
      /** How much of the valid cards the rules carry out (the same counts as `npm run cards -- check`). */
      automation: AutomationReport;
    }
  | { ok: false; cancelled: true };

/** A failed write: cancelled, or the database's own words for why it could not save (`reason`). */
/**
 * `reason` is the write's error as the worker saw it (name and message), turned into the
 * reader's words on the window's side (renderer/db/why.ts), where the interface language is.
 */
export type WriteResult =
  | { ok: true; result: StoreResult }
  | { ok: false; cancelled: boolean; reason: { name: string; message: string } };

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

function mapped(
  job: Job,
  prepared: ReturnType<typeof prepareCardFile>,
  remembered: boolean,
  id: number,
  chosen: { values?: ValueMapping; game?: GameId },
): OpenResult {
  if (!prepared.read.ok) return { ok: false, error: prepared.read.error, said: prepared.read.said };
  const values = chosen.values ?? {};
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
    layout: {
      signature: prepared.signature,
      mapping: prepared.mapping,
      values,
      ...(chosen.game ? { game: chosen.game } : {}),
    },
    ...(prepared.game ? { game: prepared.game } : {}),
    ...(prepared.detectedGame ? { detectedGame: prepared.detectedGame } : {}),
    values,
    unknownValues: prepared.unknownValues,
  };
}

export const importJobs = {
  /** Reads a file and maps its columns (with the remembered mapping, values and game of its layout, if any). */
  async open(file: { name: string; text: string }): Promise<OpenResult> {
    let prepared = prepareCardFile(file.text, file.name);
    if (!prepared.read.ok) return { ok: false, error: prepared.read.error, said: prepared.read.said };
    const remembered = await rememberedLayout(prepared.signature);
    const chosen = { values: remembered?.values, game: remembered?.game };
    if (remembered) prepared = prepareCardFile(file.text, file.name, { mapping: remembered.mapping, ...chosen });
    const id = ++lastJob;
    const job: Job = {
      text: file.text,
      name: file.name,
      rows: [],
      format: 'csv',
      cards: [],
      controller: new AbortController(),
    };
    const result = mapped(job, prepared, !!remembered, id, chosen);
    if (result.ok) jobs.set(id, job);
    return result;
  },

  /** Applies the user's mapping, meaning of values and game (for a file without that column). */
  remap(id: number, mapping: ColumnMapping, game: GameId | undefined, values: ValueMapping = {}): OpenResult {
    const job = jobs.get(id);
    if (!job)
      return { ok: false, error: 'This import has ended; choose the file again.', said: message('import:ended') };
    return mapped(job, prepareCardFile(job.text, job.name, { mapping, game, values }), false, id, { values, game });
  },

  /** Checks every row, reporting progress; the valid cards stay in the job for `write`. */
  async check(
    id: number,
    mapping: ColumnMapping,
    game: GameId | undefined,
    onProgress?: (p: StoreProgress) => void,
    values?: ValueMapping,
  ): Promise<CheckResult> {
    const job = jobs.get(id);
    if (!job) return { ok: false, cancelled: true };
    const validate = createRowValidator(job.format, mapping, { game, values });
    const cards: Card[] = [];
    const issues: ImportIssue[] = [];
    const warnings: ImportIssue[] = [];
    for (let i = 0; i < job.rows.length; i += SLICE) {
      onProgress?.({ done: i, total: job.rows.length });
      // Lets a cancel message in between slices.
      await yieldToMessages();
      if (job.controller.signal.aborted) return { ok: false, cancelled: true };
      const part = validate(job.rows.slice(i, i + SLICE));
      for (const card of part.cards) cards.push(card);
      for (const issue of part.issues) issues.push(issue);
      for (const warning of part.warnings) warnings.push(warning);
    }
    job.cards = cards;
    return {
      ok: true,
      cards: cards.length,
      issues,
      warnings,
      rows: job.rows.length,
      automation: automationReport(cards),
    };
  },

  /** Writes the job's valid cards in one transaction: all or nothing. */
  async write(
    id: number,
    layout: FileLayout | undefined,
    onProgress?: (p: StoreProgress) => void,
  ): Promise<WriteResult> {
    const job = jobs.get(id);
    if (!job) return { ok: false, cancelled: true, reason: { name: '', message: '' } };
    try {
      const result = await storeCards(job.cards, {
        source: 'import',
        signal: job.controller.signal,
        layout,
        onProgress,
      });
      return { ok: true, result };
    } catch (e) {
      if (e instanceof ImportCancelled) return { ok: false, cancelled: true, reason: { name: '', message: '' } };
      const { name, message } = e instanceof Error ? e : new Error(String(e));
      return { ok: false, cancelled: false, reason: { name, message } };
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
