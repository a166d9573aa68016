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
      {
        key: 'ms-war:A-1',
        game: 'ms-war',
        number: 'A-1',
        name: 'Old Frame',
        type: 'ms',
        cost: 2,
        text: 'Sea.',
        set: 'Mine',
        rarity: 'C',
      },
      {
        key: 'gundam-war:G-1',
        game: 'gundam-war',
        number: 'G-1',
        name: 'Old Unit',
        type: 'unit',
        set: 'Mine',
        rarity: 'C',
        keywords: [{ id: 'quick', label: 'Quick' }],
      },
    ]);
    await v1.table('decks').put({
      id: 'd1',
      name: 'Deck',
      game: 'ms-war',
      format: 'ms-war-2.1',
      main: [{ number: 'A-1', count: 3 }],
      side: [],
      createdAt: 1,
      updatedAt: 1,
    });
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
    expect(await db.cards.get('gundam-war:G-1')).toMatchObject({
      traits: [],
      text: '',
      keywords: [{ id: 'quick', label: 'Quick' }],
    });
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
    const card = {
      key: 'gundam-war:G-2',
      game: 'gundam-war',
      number: 'G-2',
      name: 'Kept Unit',
      type: 'unit',
      cost: 3,
      text: 'Quick',
      set: 'Mine',
      rarity: 'R',
      traits: ['NT'],
      keywords: [{ id: 'quick', label: 'Quick' }],
      hasImage: true,
    };
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

describe('SortieDb upgrades with a full library', () => {
  const STORES_AT: Record<number, Record<string, string>> = {
    1: V1_STORES,
    2: { ...V1_STORES, cards: '&key, game, number, name, type, set, cost' },
    3: { ...V1_STORES, cards: '&key, game' },
  };
  const deck = (i: number) => ({
    id: `d${i}`,
    name: `Deck ${i}`,
    game: 'ms-war',
    format: 'ms-war-2.1',
    main: [{ number: `N-${i}`, count: 3 }],
    side: [],
    createdAt: i,
    updatedAt: i,
  });

  it.each([1, 2, 3])(
    'from version %i: 20,000 cards, 200 decks with history and 50 games all arrive',
    { timeout: 120_000 },
    async (version) => {
      const name = `full-v${version}-${Math.random()}`;
      const old = new Dexie(name);
      old.version(version).stores(STORES_AT[version]);
      await old.open();
      const cards = Array.from({ length: 20_000 }, (_, i) => {
        const game = i % 2 ? 'ms-war' : 'gundam-war';
        return {
          key: `${game}:N-${i}`,
          game,
          number: `N-${i}`,
          name: `Card ${i}`,
          type: i % 2 ? 'ms' : 'unit',
          cost: i % 7,
          text: 'Sea.',
          set: 'Mine',
          rarity: 'C',
          keywords: [],
          ...(i % 2 ? {} : { traits: [] }),
        };
      });
      await old.table('cards').bulkPut(cards);
      await old.table('decks').bulkPut(Array.from({ length: 200 }, (_, i) => deck(i)));
      await old.table('deckVersions').bulkAdd(
        Array.from({ length: 1000 }, (_, i) => ({
          deckId: `d${i % 200}`,
          label: '',
          auto: true,
          createdAt: i,
          deck: deck(i % 200),
        })),
      );
      await old.table('games').bulkPut(
        Array.from({ length: 50 }, (_, i) => ({
          id: `g${i}`,
          game: 'ms-war',
          mode: 'goldfish',
          title: `Game ${i}`,
          createdAt: i,
          updatedAt: i,
          finished: i % 2 === 0,
          save: { seed: i, intents: Array.from({ length: 200 }, () => ({ kind: 'pass' })) },
        })),
      );
      await old.table('images').put({ key: 'ms-war:N-1', blob: new Blob(['x']), updatedAt: 1 });
      await old.table('sets').put({ id: 'ms-war:Mine', game: 'ms-war', name: 'Mine', source: 'import', importedAt: 1 });
      await old.table('formats').put({ id: 'mine', name: 'Mine', definition: {}, updatedAt: 1 });
      await old.table('importLayouts').put({ signature: 'a|b', mapping: { a: 'number' }, updatedAt: 1 });
      await old.table('settings').put({ key: 'theme', value: 'dark' });
      old.close();

      const db = new SortieDb(name);
      opened.push(db);
      await db.open();
      expect(db.verno).toBe(4);
      expect(await db.cards.count()).toBe(20_000);
      expect(await db.cards.get('gundam-war:N-19998')).toMatchObject({ name: 'Card 19998', traits: [] });
      expect(await db.decks.count()).toBe(200);
      expect(await db.deckVersions.where('deckId').equals('d7').count()).toBe(5);
      expect(await db.games.count()).toBe(50);
      expect((await db.games.get('g49'))?.save).toMatchObject({ seed: 49 });
      for (const table of ['images', 'sets', 'formats', 'importLayouts', 'settings'] as const)
        expect(await db[table].count()).toBe(1);
    },
  );

  it('from version 1: two cards that map to one key no longer fail the upgrade', async () => {
    const name = `collide-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(V1_STORES);
    await v1.open();
    await v1.table('cards').bulkPut([
      {
        key: 'A-1',
        game: 'ms-war',
        number: 'A-1',
        name: 'Stored under an old key',
        type: 'ms',
        set: 'Mine',
        rarity: 'C',
      },
      {
        key: 'ms-war:A-1',
        game: 'ms-war',
        number: 'A-1',
        name: 'Stored under its key',
        type: 'ms',
        set: 'Mine',
        rarity: 'C',
      },
      { key: 'x', game: 'ms-war', number: 'B-1', name: 'Only one', type: 'ms', set: 'Mine', rarity: 'C' },
    ]);
    v1.close();
    const db = new SortieDb(name);
    opened.push(db);
    await db.open();
    expect(await db.cards.toArray()).toEqual([
      expect.objectContaining({ key: 'ms-war:A-1', name: 'Stored under its key', keywords: [] }),
      expect.objectContaining({ key: 'ms-war:B-1', name: 'Only one' }),
    ]);
  });
});
