/**
 * Whatever can be read from a database the app cannot open (an upgrade that fails, a database
 * from a newer Sortie): every object store through the raw IndexedDB API, at the version it is,
 * as one JSON text. Blobs (card images) are written as base64 with their type.
 */
export interface RawBackup {
  sortie: 'raw-backup';
  database: string;
  version: number;
  tables: Record<string, unknown[]>;
  /** Stores that could not be read, with why. */
  unreadable: Record<string, string>;
}

async function blobToJson(blob: Blob): Promise<{ $blob: string; type: string }> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { $blob: btoa(binary), type: blob.type };
}

/** Rows with their Blobs turned into text (one level deep: where the app keeps them). */
async function plain(row: unknown): Promise<unknown> {
  if (row instanceof Blob) return blobToJson(row);
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Blob ? await blobToJson(value) : value;
  return out;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export async function readRawBackup(name: string): Promise<RawBackup> {
  // No version: opens the database as it is, without running any upgrade.
  const db = await request(indexedDB.open(name));
  const backup: RawBackup = { sortie: 'raw-backup', database: name, version: db.version, tables: {}, unreadable: {} };
  try {
    for (const store of Array.from(db.objectStoreNames)) {
      try {
        const rows = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
        backup.tables[store] = await Promise.all(rows.map(plain));
      } catch (error) {
        backup.unreadable[store] = String((error as Error)?.message ?? error);
      }
    }
  } finally {
    db.close();
  }
  return backup;
}
