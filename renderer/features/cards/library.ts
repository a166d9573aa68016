/**
 * The card library in memory, shared by every screen (Cards, deck builder): read
 * from IndexedDB once, kept current by a Dexie live query, and indexed for search
 * once per change. The demo sets are loaded on first run.
 */
import { liveQuery, type Subscription } from 'dexie';
import type { Card } from '../../../engine/cards/model';
import { buildSearchIndex, sortedPositions, type CardSort } from '../../../engine/cards/search';
import { db } from '../../db/db';
import { ensureDemoSets } from '../../db/cardsRepository';

export interface LibrarySnapshot {
  /** Undefined until the first read finishes. */
  cards: Card[] | undefined;
  demoError?: string;
}

const DEFAULT_SORT: CardSort = { key: 'number', dir: 'asc' };

let snapshot: LibrarySnapshot = { cards: undefined };
const listeners = new Set<() => void>();
let subscription: Subscription | undefined;

function publish(next: LibrarySnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Times a step for the figures in docs/performance.md (read by bench/cards-ui.bench.ts). */
export function measured<T>(name: string, run: () => T): T {
  const start = performance.now();
  const value = run();
  performance.measure(`cards:${name}`, { start, end: performance.now() });
  return value;
}

function start() {
  ensureDemoSets().catch((e: unknown) => publish({ ...snapshot, demoError: `The demo sets could not be loaded: ${(e as Error).message}` }));
  let readStart = performance.now();
  subscription = liveQuery(() => {
    readStart = performance.now();
    return db.cards.toArray() as Promise<Card[]>;
  }).subscribe({
    next: (cards) => {
      performance.measure('cards:read', { start: readStart, end: performance.now() });
      // The index and the default order are built here, once per change, rather than
      // in the first render that needs them.
      measured('index', () => sortedPositions(buildSearchIndex(cards), DEFAULT_SORT));
      publish({ ...snapshot, cards });
    },
    error: (e: unknown) => publish({ ...snapshot, cards: snapshot.cards ?? [], demoError: `The card library could not be read: ${(e as Error).message}` }),
  });
}

export function subscribeLibrary(listener: () => void): () => void {
  listeners.add(listener);
  if (!subscription) start();
  return () => {
    listeners.delete(listener);
  };
}

export function librarySnapshot(): LibrarySnapshot {
  return snapshot;
}
