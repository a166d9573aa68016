import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { SortieDb } from './db';

const V1_STORES = {
  cards: '&key, game, number, name, type, set',
  images: '&key',
  sets: '&id, game',
  importLayouts: '&signature',
  decks: '&id, game, updatedAt',
  deckVersions: '++id, deckId, createdAt',
  formats: '&id',
  games: '&id, updatedAt, finished',
  settings: '&key',
};

const opened: Dexie[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) d.close();
});

describe('SortieDb schema upgrades from the first version', () => {
  it('keeps every table and its rows, and brings old cards to the current model', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    await v1.open();
    await v1.table('cards').bulkPut([
      { key: 'ms-war:A-1', game: 'ms-war', number: 'A-1', name: 'Old Frame', type: 'ms', cost: 2, text: 'Sea.', set: 'Mine', rarity: 'C' },
      { key: 'gundam-war:G-1', game: 'gundam-war', number: 'G-1', name: 'Old Unit', type: 'unit', set: 'Mine', rarity: 'C', keywords: [{ id: 'quick', label: 'Quick' }] },
    ]);
    await v1.table('decks').put({ id: 'd1', name: 'Deck', game: 'ms-war', format: 'ms-war-2.1', main: [{ number: 'A-1', count: 3 }], side: [], createdAt: 1, updatedAt: 1 });
    await v1.table('importLayouts').put({ signature: 'a|b', mapping: { a: 'number' }, updatedAt: 1 });
    await v1.table('settings').put({ key: 'theme', value: 'dark' });
    v1.close();

    const db = new SortieDb(name);
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(4);
    expect(db.tables.map((t) => t.name).sort()).toEqual([...Object.keys(V1_STORES), 'cardSnapshots'].sort());
    const old = await db.cards.get('ms-war:A-1');
    expect(old).toMatchObject({ name: 'Old Frame', cost: 2, keywords: [] });
    expect(await db.cards.get('gundam-war:G-1')).toMatchObject({ traits: [], text: '', keywords: [{ id: 'quick', label: 'Quick' }] });
    expect(await db.decks.get('d1')).toMatchObject({ main: [{ number: 'A-1', count: 3 }] });
    expect(await db.importLayouts.get('a|b')).toMatchObject({ mapping: { a: 'number' } });
    expect(await db.settings.get('theme')).toEqual({ key: 'theme', value: 'dark' });
    // v3 keeps only the game index, and it still answers.
    expect(await db.cards.where('game').equals('ms-war').primaryKeys()).toEqual(['ms-war:A-1']);
    expect(db.cards.schema.indexes.map((i) => i.name)).toEqual(['game']);
  });
});

describe('SortieDb schema upgrade 2 → 4', () => {
  it('drops the unused card indexes and keeps every card whole', async () => {
    const name = `upgrade-v2-${Math.random()}`;
    const v2 = new Dexie(name);
    v2.version(2).stores({ ...V1_STORES, cards: '&key, game, number, name, type, set, cost' });
    await v2.open();
    const card = { key: 'gundam-war:G-2', game: 'gundam-war', number: 'G-2', name: 'Kept Unit', type: 'unit', cost: 3, text: 'Quick', set: 'Mine', rarity: 'R', traits: ['NT'], keywords: [{ id: 'quick', label: 'Quick' }], hasImage: true };
    await v2.table('cards').put(card);
    await v2.table('images').put({ key: 'gundam-war:G-2', blob: new Blob(['x']), updatedAt: 1 });
    v2.close();

    const db = new SortieDb(name);
    opened.push(db);
    await db.open();
    expect(db.verno).toBe(4);
    expect(await db.cards.get('gundam-war:G-2')).toEqual(card);
    expect(await db.images.count()).toBe(1);
    expect(db.cards.schema.indexes.map((i) => i.name)).toEqual(['game']);
    expect(await db.cards.where('game').equals('gundam-war').count()).toBe(1);
    // No snapshot yet: the first read goes card by card.
    expect(await db.cardSnapshots.count()).toBe(0);
  });
});
