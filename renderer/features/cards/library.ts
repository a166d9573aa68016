/**
 * The card library in memory, shared by every screen (Cards, deck builder): read
 * once from the library snapshot (or card by card when the snapshot is behind,
 * which then refreshes it), re-read whenever the library revision changes, and
 * indexed for search once per change. The demo sets are loaded on first run.
 */
import { liveQuery } from 'dexie';
import type { Card } from '../../../engine/cards/model';
import {
  buildSearchIndex,
  NUMBER_COLUMNS,
  sortedPositions,
  type CardSort,
  type TextColumn,
} from '../../../engine/cards/search';
import { ensureDemoSets } from '../../db/cardsRepository';
import { libraryRevision, readLibrary, saveLibrarySnapshot } from '../../db/cardSnapshot';
import { i18n } from '../../i18n';
import { inOurWords } from '../../db/why';
import type { SkippedCard } from '../../db/storedCard';

export interface LibrarySnapshot {
  /** Undefined until the first read finishes. */
  cards: Card[] | undefined;
  demoError?: string;
  /** Stored records left out of the library because they cannot be read as cards, named in the interface language. */
  skipped?: string;
}

const DEFAULT_SORT: CardSort = { key: 'number', dir: 'asc' };

let snapshot: LibrarySnapshot = { cards: undefined };
const listeners = new Set<() => void>();
let started = false;
let revision = -1;
let reading = false;
let readAgain = false;

/**
 * Runs `step` and records how long it took as the `cards:<name>` measure (the last
 * one only), for the figures in docs/performance.md (bench/cards-ui.bench.ts).
 */
export function timed<T>(name: string, step: () => T): T {
  const start = performance.now();
  const value = step();
  performance.clearMeasures(`cards:${name}`);
  performance.measure(`cards:${name}`, { start, end: performance.now() });
  return value;
}

function publish(next: LibrarySnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** What went wrong, in the interface language and our words (the database's own message goes to the console). */
function fail(what: 'demoSets' | 'read' | 'watch', e: unknown) {
  publish({
    cards: snapshot.cards ?? [],
    demoError: i18n.t(`cards:library.${what}`, { reason: inOurWords(e, 'database') }),
  });
}

function skippedNotice(skipped: readonly SkippedCard[]): string | undefined {
  if (!skipped.length) return undefined;
  for (const s of skipped) console.warn(`Card ${s.card} left out of the library: its ${s.field} cannot be read.`);
  const list = skipped.map((s) => i18n.t('cards:guard.skippedCard', { card: s.card, field: s.field })).join(', ');
  return i18n.t('cards:guard.skipped', { count: skipped.length, list });
}

/** Reads the library unless it is already at the latest revision; one read at a time. */
async function refresh(): Promise<void> {
  if (reading) {
    readAgain = true;
    return;
  }
  reading = true;
  try {
    do {
      readAgain = false;
      const start = performance.now();
      const read = await readLibrary();
      performance.measure(read.fromSnapshot ? 'cards:read-snapshot' : 'cards:read-all', {
        start,
        end: performance.now(),
      });
      if (read.revision === revision && snapshot.cards) continue;
      revision = read.revision;
      // The index and the default order are prepared here, once per change, rather
      // than in the first render that needs them.
      const indexStart = performance.now();
      sortedPositions(buildSearchIndex(read.cards), DEFAULT_SORT);
      performance.measure('cards:index', { start: indexStart, end: performance.now() });
      publish({ ...snapshot, cards: read.cards, skipped: skippedNotice(read.skipped) });
      warmUp(read.cards);
      if (!read.fromSnapshot) {
        // After the first paint: the next start reads the library in one piece.
        setTimeout(() => void saveLibrarySnapshot(read).catch(() => undefined), 0);
      }
    } while (readAgain);
  } finally {
    reading = false;
  }
}

/**
 * Builds the search columns one per task after the first paint, most used first,
 * so the first searches find them ready and no task blocks the screen for long.
 */
function warmUp(cards: Card[]) {
  const index = buildSearchIndex(cards);
  const steps = [...WARM_TEXT.map((c) => () => index.text(c)), ...NUMBER_COLUMNS.map((c) => () => index.number(c))];
  const next = () => {
    // A newer library replaced this one: its own warm-up takes over.
    if (snapshot.cards !== cards) return;
    steps.shift()?.();
    if (steps.length) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

const WARM_TEXT: TextColumn[] = [
  'name',
  'number',
  'type',
  'color',
  'game',
  'keywords',
  'text',
  'set',
  'rarity',
  'corps',
  'terrain',
  'model',
  'traits',
];

function start() {
  started = true;
  ensureDemoSets().catch((e: unknown) => fail('demoSets', e));
  // Every write to the cards bumps the revision (in the same transaction), in this
  // window or another one; the first answer starts the first read.
  liveQuery(() => libraryRevision()).subscribe({
    next: (latest) => {
      if (latest !== revision) refresh().catch((e: unknown) => fail('read', e));
    },
    error: (e: unknown) => fail('watch', e),
  });
}

export function subscribeLibrary(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) start();
  return () => {
    listeners.delete(listener);
  };
}

export function librarySnapshot(): LibrarySnapshot {
  return snapshot;
}
