/**
 * The IndexedDB database (Dexie). Every table of the app is declared here so the
 * schema has one history; each version bump gets an upgrade test (db.test.ts).
 */
import Dexie, { type Table } from 'dexie';
import type { Card, GameId } from '../../engine/cards/model';
import type { Deck } from '../../engine/decks/model';
import type { SkippedCard } from './storedCard';

/**
 * A card as stored: the model plus its lookup key `<game>:<number>`, and `ownScript` when its
 * script was written in the app's script editor (cardScripts.ts): an update of the demo sets
 * keeps that script rather than the shipped one.
 */
export type StoredCard = Card & { key: string; ownScript?: true };

export interface CardImage {
  /** `<game>:<number>` of the card the image belongs to. */
  key: string;
  blob: Blob;
  updatedAt: number;
}

export interface CardSetRecord {
  /** `<game>:<set>` */
  id: string;
  game: GameId;
  name: string;
  /** `demo` for the bundled sets, `import` for the user's own. */
  source: 'demo' | 'import';
  importedAt: number;
}

/** A remembered column mapping for a foreign spreadsheet, keyed by its header row. */
export interface ImportLayout {
  signature: string;
  mapping: Record<string, string>;
  /** The file's own spellings of type, colour and terrain → ours (engine/cards/import/unknown.ts). */
  values?: Partial<Record<'type' | 'color' | 'terrain', Record<string, string>>>;
  /** The game chosen for a file without a game column. */
  game?: GameId;
  updatedAt: number;
}

export interface DeckVersion {
  id?: number;
  deckId: string;
  /** Named by the user, or empty for automatic snapshots. */
  label: string;
  auto: boolean;
  createdAt: number;
  deck: Deck;
}

export interface CustomFormatRecord {
  id: string;
  name: string;
  /** The format definition as exported (JSON-safe). */
  definition: unknown;
  updatedAt: number;
}

export interface SavedGame {
  id: string;
  game: GameId;
  mode: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  finished: boolean;
  /** The engine's save (seed, decks, intent log), JSON-safe. */
  save: unknown;
}

/**
 * The card library as one JSON text, tagged with the library revision it was read
 * at (`id: 'cards'`), and the revision itself (`id: 'revision'`), which every
 * write to `cards` bumps in the same transaction. Reading one text and parsing it
 * is several times faster than reading 20,000 card records, so the Cards screen
 * starts from the snapshot whenever its revision is current.
 */
export interface CardSnapshot {
  id: 'cards' | 'revision';
  revision: number;
  json?: string;
  /**
   * The records the read that took the snapshot left out (storedCard.ts), so a start from the
   * snapshot names them as a read of the records does. A snapshot without it (taken before it
   * was kept) is not used: the records are read and a new snapshot taken.
   */
  skipped?: SkippedCard[];
}

export interface Setting {
  key: string;
  value: unknown;
}

/** A v1 card brought to the v2 model: key from game and number, keyword and trait arrays, text. */
function upgradeV1Card(card: Record<string, unknown>, key: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...card, key };
  if (!Array.isArray(out.keywords)) out.keywords = [];
  if (out.game === 'gundam-war' && !Array.isArray(out.traits)) out.traits = [];
  if (typeof out.text !== 'string') out.text = '';
  return out;
}

export class SortieDb extends Dexie {
  cards!: Table<StoredCard, string>;
  images!: Table<CardImage, string>;
  sets!: Table<CardSetRecord, string>;
  importLayouts!: Table<ImportLayout, string>;
  decks!: Table<Deck, string>;
  deckVersions!: Table<DeckVersion, number>;
  formats!: Table<CustomFormatRecord, string>;
  games!: Table<SavedGame, string>;
  settings!: Table<Setting, string>;
  cardSnapshots!: Table<CardSnapshot, string>;

  constructor(name = 'sortie') {
    super(name);
    this.version(1).stores({
      cards: '&key, game, number, name, type, set',
      images: '&key',
      sets: '&id, game',
      importLayouts: '&signature',
      decks: '&id, game, updatedAt',
      deckVersions: '++id, deckId, createdAt',
      formats: '&id',
      games: '&id, updatedAt, finished',
      settings: '&key',
    });
    // v2: cards get a cost index (sorting/filtering in queries) and every stored card
    // is brought to the current model: key from game+number, keywords and traits arrays.
    // Two v1 cards can map to one key (`A-1` and `a-1 `, or one stored under an old key and one
    // under the new): a key-changing modify() then failed the whole upgrade with a
    // ConstraintError. Cards are rewritten whole instead, one per key, the card already stored
    // under its proper key winning (otherwise the last one read).
    this.version(2)
      .stores({ cards: '&key, game, number, name, type, set, cost' })
      .upgrade(async (tx) => {
        const table = tx.table('cards');
        const byKey = new Map<string, Record<string, unknown>>();
        for (const card of (await table.toArray()) as Record<string, unknown>[]) {
          const key = `${String(card.game)}:${String(card.number)}`;
          const proper = card.key === key;
          if (byKey.has(key) && !proper && byKey.get(key)!.key === key) continue;
          byKey.set(key, upgradeV1Card(card, key));
        }
        await table.clear();
        await table.bulkAdd([...byKey.values()]);
      });
    // v3: cards keep only the indexes something queries (`game` for the Play screen's
    // decks). Search, sort and filters run on the in-memory index, and every secondary
    // index made each imported card cost one more B-tree write.
    this.version(3).stores({ cards: '&key, game' });
    // v4: the library snapshot (see CardSnapshot). An upgrade that rewrites cards must
    // also bump the revision, or the next start would read the older snapshot.
    this.version(4).stores({ cardSnapshots: '&id' });
  }
}

export const db = new SortieDb();
