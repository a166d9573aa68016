/**
 * The backup file (format 2): a zip, written and read entry by entry with fflate, holding
 * `manifest.json` (what each table holds and every entry's SHA-256), one JSON entry per table,
 * each card image as its own binary entry (`images/<n>`, stored, not compressed: pictures are
 * compressed already), and `manifest.sha256`, the SHA-256 of the manifest, which so covers the
 * whole file. Images never pass through a JSON string, so a picture of any size restores, and a
 * file cut off or altered anywhere is refused by its checksums.
 */
import { Zip, ZipDeflate, ZipPassThrough, unzipSync } from 'fflate';

export const ZIP_FORMAT = 'sortie-backup';
export const ZIP_FORMAT_VERSION = 2;

export interface ManifestTable {
  name: string;
  rowCount: number;
  entry: string;
}

export interface Manifest {
  format: typeof ZIP_FORMAT;
  formatVersion: number;
  databaseVersion: number;
  createdAt: string;
  tables: ManifestTable[];
  /** Every entry but the manifest and its checksum: name → SHA-256 (hex). */
  sha256: Record<string, string>;
}

/** An image row as the `images` table entry writes it: its bytes are the entry named. */
export interface ImageRowRef {
  key: string;
  updatedAt: number;
  type: string;
  entry: string;
}

export async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

const encoder = new TextEncoder();

/** Writes the entries one after another; the zip grows as chunks, never as one string. */
export class BackupZipWriter {
  private chunks: Uint8Array<ArrayBuffer>[] = [];
  private zip: Zip;
  private failed: Error | undefined;
  private readonly hashes: Record<string, string> = {};

  constructor() {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failed = error;
      else this.chunks.push(chunk as Uint8Array<ArrayBuffer>);
    });
  }

  async add(name: string, bytes: Uint8Array, compress: boolean): Promise<void> {
    this.hashes[name] = await sha256(bytes);
    this.put(name, bytes, compress);
  }

  private put(name: string, bytes: Uint8Array, compress: boolean) {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(bytes, true);
    if (this.failed) throw this.failed;
  }

  async addJson(name: string, value: unknown): Promise<void> {
    await this.add(name, encoder.encode(JSON.stringify(value)), true);
  }

  async finish(manifest: Omit<Manifest, 'sha256'>): Promise<Blob> {
    const text = encoder.encode(JSON.stringify({ ...manifest, sha256: this.hashes }));
    this.put('manifest.json', text, true);
    this.put('manifest.sha256', encoder.encode(await sha256(text)), false);
    this.zip.end();
    if (this.failed) throw this.failed;
    return new Blob(this.chunks, { type: 'application/zip' });
  }
}

/** Whether the bytes begin as a zip does (`PK\x03\x04`). */
export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

export type ZipRead =
  | { ok: true; manifest: Manifest; entries: Record<string, Uint8Array> }
  | { ok: false; why: string; entry?: string };

/**
 * The entries of a backup zip, each checked against the manifest's SHA-256 and the manifest
 * against its own. `why` is a key of `backup:refused.zip.*`.
 */
export async function readBackupZip(bytes: Uint8Array): Promise<ZipRead> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch {
    return { ok: false, why: 'damaged' };
  }
  const text = entries['manifest.json'];
  const sum = entries['manifest.sha256'];
  if (!text || !sum) return { ok: false, why: 'noManifest' };
  if (new TextDecoder().decode(sum).trim() !== (await sha256(text))) return { ok: false, why: 'manifestSum' };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(new TextDecoder().decode(text)) as Manifest;
  } catch {
    return { ok: false, why: 'noManifest' };
  }
  if (manifest?.format !== ZIP_FORMAT || !Array.isArray(manifest.tables) || typeof manifest.sha256 !== 'object')
    return { ok: false, why: 'noManifest' };
  const names = new Map(Object.entries(manifest.sha256 ?? {}));
  for (const [name, want] of names) {
    const entry = Object.hasOwn(entries, name) ? entries[name] : undefined;
    if (!entry || (await sha256(entry)) !== want) return { ok: false, why: 'entrySum', entry: name };
  }
  return { ok: true, manifest, entries };
}
