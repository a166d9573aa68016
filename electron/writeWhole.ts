/**
 * Writes a file whole or not at all: the bytes go to `<name>.partial` beside it, are flushed to
 * the disk (fsync), and only then take the real name (a rename, atomic on one file system). A
 * crash or a full disk mid-write leaves the old file, if any, under the name — never half of
 * the new one. Used for the daily backups and for every file saved through the bridge.
 */
import { open, rename, rm } from 'node:fs/promises';

/** Writes the file and waits until its bytes are on the disk, not only in a cache. */
export async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function writeWhole(
  path: string,
  content: string | Uint8Array,
  write: (path: string, bytes: Uint8Array) => Promise<void> = writeDurably,
): Promise<void> {
  const partial = `${path}.partial`;
  try {
    await write(partial, typeof content === 'string' ? new TextEncoder().encode(content) : content);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true }).catch(() => undefined);
    throw error;
  }
}
