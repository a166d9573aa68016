import { afterEach, describe, expect, it } from 'vitest';
import { SortieDb } from './db';
import { attachImages, ensureDemoSets, ImportCancelled, storeCards } from './cardsRepository';
import { removeScript, saveScript } from './cardScripts';
import { loadCardFile } from '../../engine/cards/import';
import { loadDemoSets } from '../../engine/cards/demo';
import type { CardScript } from '../../engine/abilities/schema';

const dbs: SortieDb[] = [];
function freshDb() {
  const d = new SortieDb(`repo-${Math.random()}`);
  dbs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

const csv = (rows: string[]) => loadCardFile(['game,number,name,type,cost', ...rows].join('\n'), 'x.csv').cards;

describe('cards repository', () => {
  it('reports added and updated (same game + number)', async () => {
    const db = freshDb();
    expect(
      await storeCards(csv(['ms-war,A-1,One,ms,1', 'ms-war,A-2,Two,ms,2']), { source: 'import' }, db),
    ).toMatchObject({ added: 2, updated: 0 });
    const second = await storeCards(
      csv(['ms-war,A-2,Two Kai,ms,3', 'ms-war,A-3,Three,ms,3']),
      { source: 'import' },
      db,
    );
    expect(second).toMatchObject({ added: 1, updated: 1, addedNumbers: ['A-3'], updatedNumbers: ['A-2'] });
    expect((await db.cards.get('ms-war:A-2'))?.name).toBe('Two Kai');
    expect(await db.sets.get('ms-war:Imported')).toMatchObject({ source: 'import' });
  });

  it('a cancelled import changes nothing, even after chunks were written', async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,Before,ms,1']), { source: 'import' }, db);
    const many = csv(Array.from({ length: 5000 }, (_, i) => `ms-war,B-${i},Card ${i},ms,1`));
    const controller = new AbortController();
    const attempt = storeCards(
      many,
      {
        source: 'import',
        signal: controller.signal,
        onProgress: (p) => {
          if (p.done >= 2000) controller.abort();
        },
      },
      db,
    );
    await expect(attempt).rejects.toBeInstanceOf(ImportCancelled);
    expect(await db.cards.count()).toBe(1);
    expect((await db.cards.get('ms-war:A-1'))?.name).toBe('Before');
    // 2.7 s alone; the full suite on two busy cores has taken it past the 5 s default.
  }, 20_000);

  it('a failing write rolls back the whole import', async () => {
    const db = freshDb();
    const cards = csv(['ms-war,A-1,One,ms,1', 'ms-war,A-2,Two,ms,2']);
    // A value IndexedDB cannot clone makes the second chunk fail.
    const broken = [...cards, { ...cards[0], number: 'A-9', text: (() => undefined) as unknown as string }];
    await expect(storeCards(broken, { source: 'import' }, db)).rejects.toThrow();
    expect(await db.cards.count()).toBe(0);
    expect(await db.sets.count()).toBe(0);
  });

  it('loads the demo sets once, and again only when they change', async () => {
    const db = freshDb();
    expect(await ensureDemoSets(db)).toBe(true);
    const count = await db.cards.count();
    expect(count).toBeGreaterThanOrEqual(120);
    expect(await ensureDemoSets(db)).toBe(false);
    expect(await db.sets.where('game').equals('ms-war').count()).toBe(1);
  });

  it('an update of the demo sets keeps a script the player wrote, and brings the rest of the card', async () => {
    const db = freshDb();
    await ensureDemoSets(db);
    const mill: CardScript = {
      v: 1,
      abilities: [{ kind: 'play', timing: 'own-turn', do: [{ op: 'mill', who: 'you', count: 2 }] }],
    };
    // Two demo cards: one the player scripted, one scripted and then put back to the shipped script.
    expect((await saveScript('gundam-war:GD-009', mill, db)).ok).toBe(true);
    expect((await saveScript('gundam-war:GD-010', mill, db)).ok).toBe(true);
    expect((await removeScript('gundam-war:GD-010', db)).ok).toBe(true);
    // As an older version left them: no Japanese name yet, and the set's version is another.
    await db.cards.update('gundam-war:GD-009', { name_ja: undefined });
    await db.cards.update('gundam-war:GD-011', { name_ja: undefined });
    await db.settings.put({ key: 'demo-sets', value: 'an older demo set' });
    expect(await ensureDemoSets(db)).toBe(true);
    const shipped = loadDemoSets();
    const ship = (n: string) => shipped.find((c) => c.game === 'gundam-war' && c.number === n)!;
    const kept = (await db.cards.get('gundam-war:GD-009'))!;
    expect(kept.script).toEqual(mill);
    expect(kept.ownScript).toBe(true);
    expect(kept.name_ja).toBe(ship('GD-009').name_ja);
    expect(kept.name_ja).toBeTruthy();
    expect((await db.cards.get('gundam-war:GD-010'))!.script).toEqual(ship('GD-010').script);
    expect((await db.cards.get('gundam-war:GD-010'))!.ownScript).toBeUndefined();
    expect((await db.cards.get('gundam-war:GD-011'))!.name_ja).toBe(ship('GD-011').name_ja);
  });

  it('attaches images named by card number and reports the rest', async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,One,ms,1']), { source: 'import' }, db);
    const png = new Uint8Array([137, 80, 78, 71]);
    const r = await attachImages(
      [
        { name: 'a-1.PNG', bytes: png },
        { name: 'Z-9.png', bytes: png },
        { name: 'A-1.txt', bytes: png },
      ],
      db,
    );
    expect(r).toEqual({ attached: ['a-1.PNG'], unmatched: ['Z-9.png', 'A-1.txt'] });
    expect((await db.cards.get('ms-war:A-1'))?.hasImage).toBe(true);
    expect((await db.images.get('ms-war:A-1'))?.blob.type).toBe('image/png');
    // Re-importing the card keeps its image flag.
    await storeCards(csv(['ms-war,A-1,One again,ms,1']), { source: 'import' }, db);
    expect((await db.cards.get('ms-war:A-1'))?.hasImage).toBe(true);
  });
});
