import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SortieDb } from '../db';
import { applyBackup, exportLibrary, exportLibraryJson, readBackup } from './backup';

const opened: SortieDb[] = [];
function fresh(): SortieDb {
  const db = new SortieDb(`backup-${Math.random()}`);
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await Dexie.delete(d.name);
  }
});

const card = (n: number) => ({
  key: `ms-war:T-${n}`,
  game: 'ms-war',
  number: `T-${n}`,
  name: `Card ${n}`,
  type: 'ms',
  text: '',
  set: 'T',
  rarity: 'C',
  keywords: [],
});
const deck = (id: string) => ({
  id,
  name: `Deck ${id}`,
  game: 'ms-war' as const,
  format: 'ms-war-2.1',
  main: [{ number: 'T-1', count: 3 }],
  side: [],
  createdAt: 1,
  updatedAt: 2,
});

async function fill(db: SortieDb) {
  await db.cards.bulkPut([card(1), card(2)] as never);
  // No image here: fake-indexeddb under happy-dom stores a Blob as a plain object, so images
  // are restored byte for byte in the Playwright spec (e2e/backup.spec.ts) in a real Chromium.
  await db.decks.bulkPut([deck('a'), deck('b')]);
  await db.deckVersions.add({ deckId: 'a', label: 'first', auto: false, createdAt: 3, deck: deck('a') });
  await db.formats.put({ id: 'mine', name: 'Mine', definition: { game: 'ms-war' }, updatedAt: 1 });
  await db.games.put({
    id: 'g1',
    game: 'ms-war',
    mode: 'goldfish',
    title: 'Game',
    createdAt: 1,
    updatedAt: 2,
    finished: false,
    save: {
      engine: {
        format: 'sortie-game',
        version: 1,
        setup: { game: 'ms-war', mode: 'manual', seed: 1, seats: [{}], cards: [] },
        intents: [],
        cursor: 0,
      },
      choice: {
        game: 'ms-war',
        mode: 'goldfish',
        rules: false,
        decks: [{ id: 'a', name: 'A', main: [{ number: 'SD-001', count: 1 }] }],
        players: ['Amuro'],
      },
    },
  });
  await db.settings.put({ key: 'theme', value: 'dark' });
}

async function textOf(blob: Blob) {
  return blob.text();
}

describe('backup and restore', () => {
  it('a replace restore gives back every table', async () => {
    const source = fresh();
    await fill(source);
    const file = await exportLibrary(source);
    const target = fresh();
    await target.decks.put(deck('other'));
    const read = await readBackup(file, target, 'b.json');
    if (!read.ok) throw new Error(read.error);
    expect(read.preview.counts).toMatchObject({
      cards: 2,
      images: 0,
      decks: 2,
      deckVersions: 1,
      formats: 1,
      games: 1,
      settings: 1,
    });
    // Nothing is written before the user chooses.
    expect(await target.decks.count()).toBe(1);
    await applyBackup(read.staged, target, 'replace');
    expect((await target.decks.toArray()).map((d) => d.id).sort()).toEqual(['a', 'b']);
    expect(await target.cards.count()).toBe(2);
    expect(await target.deckVersions.where('deckId').equals('a').first()).toMatchObject({ label: 'first' });
    expect(await target.games.get('g1')).toMatchObject({ save: { engine: { cursor: 0 } } });
    expect(await target.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
  });

  it('a merge keeps what is there and adds deck history without overwriting it', async () => {
    const source = fresh();
    await fill(source);
    const target = fresh();
    await target.decks.put(deck('other'));
    await target.deckVersions.add({ deckId: 'other', label: 'mine', auto: false, createdAt: 1, deck: deck('other') });
    const read = await readBackup(await exportLibrary(source), target);
    if (!read.ok) throw new Error(read.error);
    await applyBackup(read.staged, target, 'merge');
    expect((await target.decks.toArray()).map((d) => d.id).sort()).toEqual(['a', 'b', 'other']);
    expect((await target.deckVersions.toArray()).map((v) => v.label).sort()).toEqual(['first', 'mine']);
  });

  it('a backup with one bad row is refused, naming the table, row and field, and changes nothing', async () => {
    const source = fresh();
    await fill(source);
    const text = (await textOf(await exportLibraryJson(source))).replace('"name":"Deck b"', '"name":42');
    const target = fresh();
    await target.decks.put(deck('keep'));
    const read = await readBackup(new Blob([text]), target, 'bad.json');
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error).toMatch(/^bad\.json cannot be restored: decks row 2 name: .*Nothing was changed\.$/);
    expect((await target.decks.toArray()).map((d) => d.id)).toEqual(['keep']);
  });

  it('refuses hostile files with a reason and never throws', async () => {
    const source = fresh();
    await fill(source);
    const good = await textOf(await exportLibraryJson(source));
    const target = fresh();
    const hostile = [
      '',
      'not json',
      good.slice(0, good.length / 2),
      '{"formatName":"dexie","formatVersion":1,"data":{"databaseName":"x","databaseVersion":99,"tables":[]}}',
      good.replace('"tableName":"settings"', '"tableName":"secrets"').replace('"name":"settings"', '"name":"secrets"'),
      `{"formatName":"dexie","formatVersion":1,"data":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      '\u0000\u0001\u0002',
    ];
    for (const text of hostile) {
      const read = await readBackup(new Blob([text]), target, 'x.json');
      expect(read.ok, `${hostile.indexOf(text)}: ${text.slice(0, 60)}`).toBe(false);
      if (!read.ok) {
        expect(read.error).toMatch(/x\.json/);
        expect(read.error.length).toBeLessThan(400);
      }
    }
    expect(await target.decks.count()).toBe(0);
  });
});

describe('the zip backup (format 2)', () => {
  it('restores every table, and old JSON backups still restore', async () => {
    const source = fresh();
    await fill(source);
    for (const file of [await exportLibrary(source), await exportLibraryJson(source)]) {
      const target = fresh();
      const read = await readBackup(file, target);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.preview.counts).toMatchObject({ cards: 2, decks: 2, deckVersions: 1, games: 1, settings: 1 });
      await applyBackup(read.staged, target, 'replace');
      expect((await target.decks.toArray()).map((d) => d.id).sort()).toEqual(['a', 'b']);
    }
  });

  it('refuses a file altered or cut off anywhere, by its checksums, in our words', async () => {
    const source = fresh();
    await fill(source);
    const bytes = new Uint8Array(await (await exportLibrary(source)).arrayBuffer());
    const target = fresh();
    const altered = bytes.slice();
    // A byte inside the first entry's data (past its 30-byte header and name).
    altered[60] ^= 0xff;
    for (const [name, file] of [
      ['cut.zip', bytes.slice(0, Math.floor(bytes.length * 0.7))],
      ['altered.zip', altered],
    ] as const) {
      const read = await readBackup(new Blob([file]), target, name);
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error).toMatch(
          new RegExp(`^${name.replace('.', '\\.')} cannot be restored: .*Nothing was changed\\.$`),
        );
        expect(read.error).not.toMatch(/invalid|Error:|undefined/);
      }
    }
  });
});

describe('saved games in a backup', () => {
  it('restores those the Play screen can resume and sets aside, named, one it cannot', async () => {
    const source = fresh();
    await fill(source);
    const good = await source.games.get('g1');
    await source.games.put({ ...good!, id: 'g2', title: 'Broken game', save: { engine: { setup: null } } });
    for (const file of [await exportLibrary(source), await exportLibraryJson(source)]) {
      const target = fresh();
      const read = await readBackup(file, target);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.preview.counts.games).toBe(1);
      expect(read.preview.setAside).toHaveLength(1);
      expect(read.preview.setAside[0]).toMatchObject({ id: 'g2', title: 'Broken game' });
      expect(read.preview.setAside[0].reason).toMatch(/^Broken game: /);
      await applyBackup(read.staged, target, 'replace');
      expect((await target.games.toArray()).map((g) => g.id)).toEqual(['g1']);
    }
  });

  it('restores an old JSON backup that is one line of several megabytes in time linear in its size', async () => {
    // Format 1 is one line of JSON however large; a deck's notes make it 1 MB and then 4 MB.
    const restoreTime = async (megabytes: number) => {
      const source = fresh();
      await source.decks.put({ ...deck('big'), notes: 'n'.repeat(megabytes * 1024 * 1024) });
      const file = await exportLibraryJson(source);
      expect((await file.text()).includes('\n')).toBe(false);
      let best = Infinity;
      for (let i = 0; i < 2; i++) {
        const began = performance.now();
        const read = await readBackup(file, fresh(), 'old.json');
        best = Math.min(best, performance.now() - began);
        expect(read.ok).toBe(true);
        if (read.ok) {
          expect((await read.staged.decks.get('big'))?.notes).toHaveLength(megabytes * 1024 * 1024);
          read.staged.close();
          await Dexie.delete(read.staged.name);
        }
      }
      return best;
    };
    const one = await restoreTime(1);
    const four = await restoreTime(4);
    // Four times the size: about four times the time; a parse that grew with the square would take sixteen.
    expect(four / one).toBeLessThan(10);
  }, 120_000);
});
