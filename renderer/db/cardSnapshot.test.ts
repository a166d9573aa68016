import { afterEach, describe, expect, it } from 'vitest';
import { SortieDb } from './db';
import { attachImages, removeImage, storeCards } from './cardsRepository';
import { libraryRevision, readLibrary, saveLibrarySnapshot } from './cardSnapshot';
import { loadCardFile } from '../../engine/cards/import';

const dbs: SortieDb[] = [];
function freshDb() {
  const d = new SortieDb(`snapshot-${Math.random()}`);
  dbs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

const csv = (rows: string[]) => loadCardFile(['game,number,name,type,cost,text', ...rows].join('\n'), 'x.csv').cards;
const names = (cards: { name: string }[]) => cards.map((c) => c.name).sort();

describe('library snapshot', () => {
  it('is used only while it was taken at the current revision', async () => {
    const db = freshDb();
    expect(await readLibrary(db)).toEqual({ cards: [], revision: 0, fromSnapshot: false, skipped: [] });
    await storeCards(csv(['ms-war,A-1,One,ms,1,Sand.', 'ms-war,A-2,Two,ms,2,']), { source: 'import' }, db);
    const first = await readLibrary(db);
    expect(first).toMatchObject({ revision: 1, fromSnapshot: false });
    expect(await saveLibrarySnapshot(first, db)).toBe(true);

    const again = await readLibrary(db);
    expect(again.fromSnapshot).toBe(true);
    expect(again.cards).toEqual(first.cards);

    // A write moves the revision on: the snapshot is ignored until saved again.
    await storeCards(csv(['ms-war,A-3,Three,ms,3,']), { source: 'import' }, db);
    const after = await readLibrary(db);
    expect(after).toMatchObject({ revision: 2, fromSnapshot: false });
    expect(names(after.cards)).toEqual(['One', 'Three', 'Two']);
  });

  it('a snapshot taken before it kept the records left out is not used: the records are read again', async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,One,ms,1,']), { source: 'import' }, db);
    const read = await readLibrary(db);
    await db.cardSnapshots.put({ id: 'cards', revision: read.revision, json: JSON.stringify(read.cards) });
    expect((await readLibrary(db)).fromSnapshot).toBe(false);
    expect(await saveLibrarySnapshot(read, db)).toBe(true);
    expect((await readLibrary(db)).fromSnapshot).toBe(true);
  });

  it('is not saved for a revision that is already past', async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,One,ms,1,']), { source: 'import' }, db);
    const old = await readLibrary(db);
    await storeCards(csv(['ms-war,A-2,Two,ms,1,']), { source: 'import' }, db);
    expect(await saveLibrarySnapshot(old, db)).toBe(false);
    expect(names((await readLibrary(db)).cards)).toEqual(['One', 'Two']);
  });

  it('every kind of card write bumps the revision; a failed or cancelled one does not', async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,One,ms,1,']), { source: 'import' }, db);
    expect(await libraryRevision(db)).toBe(1);
    await attachImages([{ name: 'A-1.png', bytes: new Uint8Array([1]) }], db);
    expect(await libraryRevision(db)).toBe(2);
    await attachImages([{ name: 'Z-9.png', bytes: new Uint8Array([1]) }], db);
    expect(await libraryRevision(db)).toBe(2);
    await removeImage('ms-war:A-1', db);
    expect(await libraryRevision(db)).toBe(3);
    const broken = [{ ...csv(['ms-war,A-5,Five,ms,1,'])[0], text: (() => undefined) as unknown as string }];
    await expect(storeCards(broken, { source: 'import' }, db)).rejects.toThrow();
    expect(await libraryRevision(db)).toBe(3);
  });
});
