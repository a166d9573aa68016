/**
 * Stored card images for every face on screen through one Dexie live query.
 *
 * A face with a stored image asks for its card key; the store gathers the keys asked for
 * (batched to one change per microtask, so a table of 150 faces mounting is one query, not
 * 150) and keeps a single live query over exactly those keys. Each image gets one object
 * URL, shared by every face showing it, revoked when no face shows that card any more or
 * when the image is replaced.
 */
import { liveQuery, type Subscription } from 'dexie';
import { db, type CardImage } from '../db/db';

interface Shown {
  url: string;
  /** `updatedAt` of the record the URL was made from: a replaced image gets a new URL. */
  stamp: number;
}

export interface ImageSource {
  /** All records for these keys (undefined where none is stored); re-run whenever they change. */
  watch(keys: string[], next: (records: (CardImage | undefined)[]) => void): { unsubscribe(): void };
}

const dexieSource: ImageSource = {
  watch(keys, next) {
    const sub: Subscription = liveQuery(() => db.images.bulkGet(keys)).subscribe({
      next,
      // A failed read leaves the drawn faces in place; the next change retries.
      error: () => undefined,
    });
    return sub;
  },
};

export class CardImageStore {
  private wanted = new Map<string, number>();
  private shown = new Map<string, Shown>();
  private listeners = new Set<() => void>();
  private watching: { unsubscribe(): void } | null = null;
  private pending = false;
  /** How many live queries were opened (one per change of the set of keys shown). */
  queries = 0;

  constructor(private source: ImageSource = dexieSource) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  url(key: string): string | undefined {
    return this.shown.get(key)?.url;
  }

  /** A face starts showing `key`; pair with `release`. */
  acquire(key: string): void {
    this.wanted.set(key, (this.wanted.get(key) ?? 0) + 1);
    this.schedule();
  }

  release(key: string): void {
    const n = (this.wanted.get(key) ?? 0) - 1;
    if (n > 0) this.wanted.set(key, n);
    else this.wanted.delete(key);
    this.schedule();
  }

  private schedule(): void {
    if (this.pending) return;
    this.pending = true;
    // Mounts and unmounts of one render arrive together: a face that remounts (a virtual
    // list scrolling) keeps its key wanted, so its URL survives.
    queueMicrotask(() => {
      this.pending = false;
      this.rewatch();
    });
  }

  private rewatch(): void {
    this.watching?.unsubscribe();
    this.watching = null;
    const keys = [...this.wanted.keys()].sort();
    this.drop((key) => !this.wanted.has(key));
    if (!keys.length) return;
    this.queries++;
    this.watching = this.source.watch(keys, (records) => this.apply(keys, records));
  }

  private apply(keys: string[], records: (CardImage | undefined)[]): void {
    let changed = false;
    keys.forEach((key, i) => {
      const record = records[i];
      const old = this.shown.get(key);
      if (record && old?.stamp === record.updatedAt) return;
      if (old) URL.revokeObjectURL(old.url);
      if (record) this.shown.set(key, { url: URL.createObjectURL(record.blob), stamp: record.updatedAt });
      else this.shown.delete(key);
      changed = changed || !!record || !!old;
    });
    if (changed) this.notify();
  }

  private drop(gone: (key: string) => boolean): void {
    let changed = false;
    for (const [key, { url }] of this.shown) {
      if (!gone(key)) continue;
      URL.revokeObjectURL(url);
      this.shown.delete(key);
      changed = true;
    }
    if (changed) this.notify();
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }
}

/** The one store every card face uses. */
export const cardImages = new CardImageStore();
