/**
 * Files in the Origin Private File System: the browser's own folder for this app, apart from
 * IndexedDB, so what is kept here outlives a database the browser drops as damaged. Every call
 * does nothing (or finds nothing) where there is no such folder (an old browser, the unit tests).
 */

async function folder(path: readonly string[], create: boolean): Promise<FileSystemDirectoryHandle | undefined> {
  try {
    if (!navigator.storage?.getDirectory) return undefined;
    let dir = await navigator.storage.getDirectory();
    for (const name of path) dir = await dir.getDirectoryHandle(name, { create });
    return dir;
  } catch {
    return undefined;
  }
}

/**
 * Writes a whole file, or throws why it could not. The browser writes into a side file and puts
 * it in place on close, so a crash midway leaves the file as it was before, never half of it.
 * Where the browser has no such folder at all (none, or none for this page) it returns false.
 */
export async function keepFile(path: readonly string[], name: string, data: Blob | string): Promise<boolean> {
  if (!navigator.storage?.getDirectory) return false;
  // A page this browser gives no such folder at all (an origin it refuses it to) has none to keep.
  let dir = await navigator.storage.getDirectory().catch(() => undefined);
  if (!dir) return false;
  for (const part of path) dir = await dir.getDirectoryHandle(part, { create: true });
  const file = await dir.getFileHandle(name, { create: true });
  const out = await file.createWritable();
  await out.write(data);
  await out.close();
  return true;
}

/** keepFile for what can be taken again later (the library snapshot, the marker): false when not written. */
export async function writeFile(path: readonly string[], name: string, data: Blob | string): Promise<boolean> {
  try {
    return await keepFile(path, name, data);
  } catch {
    return false;
  }
}

export async function readFile(path: readonly string[], name: string): Promise<File | undefined> {
  const dir = await folder(path, false);
  if (!dir) return undefined;
  try {
    return await (await dir.getFileHandle(name)).getFile();
  } catch {
    return undefined;
  }
}

export async function removeFile(path: readonly string[], name: string): Promise<void> {
  const dir = await folder(path, false);
  await dir?.removeEntry(name).catch(() => undefined);
}

/** Every file in a folder (none when there is no such folder). */
export async function readFiles(path: readonly string[]): Promise<File[]> {
  const dir = await folder(path, false);
  if (!dir) return [];
  const files: File[] = [];
  try {
    for await (const handle of (dir as unknown as { values(): AsyncIterable<FileSystemHandle> }).values())
      if (handle.kind === 'file') files.push(await (handle as FileSystemFileHandle).getFile());
  } catch {
    // A folder that cannot be listed holds nothing this app can use.
  }
  return files;
}
