/**
 * Asks the browser to keep the library's storage (IndexedDB) when disk space runs low: without
 * it, a browser may evict the whole database of a site it considers unimportant.
 */
export async function requestPersistentStorage(): Promise<boolean | undefined> {
  try {
    if (!navigator.storage?.persist) return undefined;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return undefined;
  }
}

export async function storagePersisted(): Promise<boolean | undefined> {
  try {
    return navigator.storage?.persisted ? await navigator.storage.persisted() : undefined;
  } catch {
    return undefined;
  }
}
