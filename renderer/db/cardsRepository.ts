/**
 * Writing cards, sets, remembered layouts and images to IndexedDB. Each import is
 * one transaction: if anything fails or the user cancels, nothing is written.
 */
import { cardKey, type Card, type GameId } from '../../engine/cards/model';
import { loadDemoSets, DEMO_SET_NAME } from '../../engine/cards/demo';
import { hashJson } from '../../engine/core/hash';
import { db as defaultDb, type ImportLayout, type SortieDb, type StoredCard } from './db';
import { bumpLibraryRevision } from './cardSnapshot';
import { readStoredCard } from './storedCard';

export interface StoreProgress {
  done: number;
  total: number;
}

export interface StoreOptions {
  source: 'demo' | 'import';
  onProgress?: (p: StoreProgress) => void;
  signal?: AbortSignal;
  /** Remember this file layout's column mapping for next time. */
  layout?: { signature: string; mapping: Record<string, string> };
}

export interface StoreResult {
  added: number;
  updated: number;
  addedNumbers: string[];
  updatedNumbers: string[];
}

/** Thrown (and the transaction rolled back) when the user cancels a write. */
export class ImportCancelled extends Error {
  constructor() {
    super('Import cancelled: nothing was changed.');
    this.name = 'ImportCancelled';
  }
}

const CHUNK = 2000;

/** Adds new cards and replaces cards with the same game and number, all or nothing. */
export async function storeCards(
  cards: readonly Card[],
  options: StoreOptions,
  database: SortieDb = defaultDb,
): Promise<StoreResult> {
  const total = cards.length;
  const started = performance.now();
  const stored = await database.transaction(
    'rw',
    [database.cards, database.images, database.sets, database.importLayouts, database.cardSnapshots],
    async () => {
      const existing = new Set(await database.cards.toCollection().primaryKeys());
      const result: StoreResult = { added: 0, updated: 0, addedNumbers: [], updatedNumbers: [] };
      const rows: StoredCard[] = cards.map((card) => {
        const key = cardKey(card);
        if (existing.has(key)) {
          result.updated++;
          result.updatedNumbers.push(card.number);
        } else {
          result.added++;
          result.addedNumbers.push(card.number);
        }
        return { ...card, key };
      });
      // A demo set's update keeps the script the player wrote for one of its cards (an import
      // writes what its file says: the player chose that file).
      if (options.source === 'demo') {
        const stored = await database.cards.bulkGet(rows.map((r) => r.key));
        rows.forEach((row, i) => {
          const own = stored[i];
          if (!own?.ownScript || own.script === undefined) return;
          delete row.compiled;
          row.script = own.script;
          row.ownScript = true;
        });
      }
      // Keep the image flag of cards that already had one.
      const withImage = new Set(await database.images.toCollection().primaryKeys());
      // Two chunks in flight: the next chunk is cloned for IndexedDB while the database
      // still writes the previous one, so neither side waits for the other.
      let inFlight: Promise<unknown> | undefined;
      let inFlightDone = 0;
      for (let i = 0; i < rows.length; i += CHUNK) {
        if (options.signal?.aborted) throw new ImportCancelled();
        const slice = rows.slice(i, i + CHUNK).map((r) => (withImage.has(r.key) ? { ...r, hasImage: true } : r));
        const writing = database.cards.bulkPut(slice);
        // Handled where it is awaited; this only keeps an abort of a later chunk, never
        // awaited once an earlier one failed, from being reported as unhandled.
        writing.catch(() => undefined);
        if (inFlight) {
          await inFlight;
          options.onProgress?.({ done: inFlightDone, total });
        }
        inFlight = writing;
        inFlightDone = Math.min(i + CHUNK, total);
      }
      if (inFlight) {
        await inFlight;
        options.onProgress?.({ done: inFlightDone, total });
      }
      if (options.signal?.aborted) throw new ImportCancelled();
      const sets = new Map<string, { game: GameId; name: string }>();
      for (const c of cards) sets.set(`${c.game}:${c.set}`, { game: c.game, name: c.set });
      const now = Date.now();
      await database.sets.bulkPut([...sets].map(([id, s]) => ({ id, ...s, source: options.source, importedAt: now })));
      if (options.layout) await database.importLayouts.put({ ...options.layout, updatedAt: now });
      await bumpLibraryRevision(database);
      return result;
    },
  );
  // The write's duration, for the figures in docs/performance.md (bench/cards-ui.bench.ts).
  performance.measure('cards:write', { start: started, end: performance.now() });
  return stored;
}

/** The remembered mapping (columns, values, game) for a header layout, if any. */
export async function rememberedLayout(
  signature: string,
  database: SortieDb = defaultDb,
): Promise<ImportLayout | undefined> {
  return database.importLayouts.get(signature);
}

const DEMO_SETTING = 'demo-sets';

/**
 * Loads the bundled demo sets on first run, and again whenever their content
 * changes (new demo cards ship with an update). Returns true when it wrote.
 * A demo card whose script the player wrote in the app keeps that script: the update
 * brings its other fields (a Japanese name, a corrected text) and leaves the script alone.
 */
export async function ensureDemoSets(database: SortieDb = defaultDb): Promise<boolean> {
  const cards = loadDemoSets();
  const version = hashJson(cards);
  const current = await database.settings.get(DEMO_SETTING);
  if (current?.value === version) return false;
  await storeCards(cards, { source: 'demo' }, database);
  await database.settings.put({ key: DEMO_SETTING, value: version });
  return true;
}

export { DEMO_SET_NAME };

export interface ImageFile {
  name: string;
  bytes: Uint8Array;
}

export interface ImageResult {
  attached: string[];
  unmatched: string[];
}

const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/**
 * Stores images named by card number (`GD-013.png`, `sd-001.jpg`) for every card
 * of that number, in one transaction.
 */
export async function attachImages(files: readonly ImageFile[], database: SortieDb = defaultDb): Promise<ImageResult> {
  return database.transaction('rw', [database.cards, database.images, database.cardSnapshots], async () => {
    const byNumber = new Map<string, string[]>();
    // A record that cannot be a card (storedCard.ts) gets no image; the Cards screen names it.
    await database.cards.toCollection().each((record) => {
      const read = readStoredCard(record);
      if (!read.ok) return;
      const n = read.card.number.toLowerCase();
      byNumber.set(n, [...(byNumber.get(n) ?? []), record.key]);
    });
    const result: ImageResult = { attached: [], unmatched: [] };
    const now = Date.now();
    for (const file of files) {
      const base = file.name.replace(/^.*[\\/]/, '');
      const ext = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
      const number = base
        .replace(/\.[^.]+$/, '')
        .trim()
        .toLowerCase();
      const keys = byNumber.get(number);
      if (!keys || !MIME[ext]) {
        result.unmatched.push(base);
        continue;
      }
      const blob = new Blob([file.bytes as BlobPart], { type: MIME[ext] });
      await database.images.bulkPut(keys.map((key) => ({ key, blob, updatedAt: now })));
      await database.cards.where('key').anyOf(keys).modify({ hasImage: true });
      result.attached.push(base);
    }
    if (result.attached.length) await bumpLibraryRevision(database);
    return result;
  });
}

/** Removes a card's image; the rendered face is shown again. */
export async function removeImage(key: string, database: SortieDb = defaultDb): Promise<void> {
  await database.transaction('rw', [database.cards, database.images, database.cardSnapshots], async () => {
    await database.images.delete(key);
    await database.cards.update(key, { hasImage: false });
    await bumpLibraryRevision(database);
  });
}
