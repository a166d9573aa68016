import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SortieDb } from './db';
import { openLibrary, removeStagingDatabases } from './openLibrary';
import { markLibrary, unmarkLibrary } from './safekeeping/marker';
import { STAGING_PREFIX } from './backup/backup';

const names: string[] = [];
const fresh = () => {
  const name = `open-test-${names.length}-${Math.random().toString(36).slice(2)}`;
  names.push(name);
  return name;
};

afterEach(async () => {
  await unmarkLibrary();
  await Promise.all(names.splice(0).map((n) => Dexie.delete(n)));
});

describe('opening the library', () => {
  it('opens a first start as an empty library', async () => {
    const db = new SortieDb(fresh());
    expect(await openLibrary(db)).toBeUndefined();
    db.close();
  });

  it('calls a missing database a missing library once Sortie knows it had one', async () => {
    const name = fresh();
    const first = new SortieDb(name);
    expect(await openLibrary(first)).toBeUndefined();
    await markLibrary();
    first.close();
    await Dexie.delete(name);
    const again = new SortieDb(name);
    expect(await openLibrary(again)).toMatchObject({ name: 'MissingLibrary' });
    // Still on the next start (the empty database was not kept), until the player chooses.
    expect(await openLibrary(new SortieDb(name))).toMatchObject({ name: 'MissingLibrary' });
    await unmarkLibrary();
    expect(await openLibrary(new SortieDb(name))).toBeUndefined();
  });

  it('refuses a database a newer Sortie upgraded, rather than writing to it', async () => {
    const name = fresh();
    const db = new SortieDb(name);
    await db.open();
    const version = db.backendDB().version;
    db.close();
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(name, version + 10);
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
    const failure = await openLibrary(new SortieDb(name));
    expect(failure).toMatchObject({ name: 'VersionError' });
    expect(failure?.message).toContain('version 5');
  });

  it('removes the staging databases of restores a crash cut short, and nothing else', async () => {
    const keep = new SortieDb(fresh());
    await keep.open();
    keep.close();
    const left = new SortieDb(`${STAGING_PREFIX}left-behind`);
    await left.open();
    left.close();
    await removeStagingDatabases();
    const now = (await indexedDB.databases()).map((d) => d.name);
    expect(now).not.toContain(`${STAGING_PREFIX}left-behind`);
    expect(now).toContain(keep.name);
  });
});
