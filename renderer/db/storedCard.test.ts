/**
 * Card records written by an older version or by hand are made whole on read the importer's way,
 * or left out and named: the app never meets a card without its keywords (which blanked the Play
 * screen when its deck check read them).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseKeywords } from '../../engine/cards/keywords';
import { hasSpecialEffect } from '../../engine/decks/card-rules';
import { SortieDb } from './db';
import { readLibrary, saveLibrarySnapshot } from './cardSnapshot';
import { readStoredCard, readStoredCards } from './storedCard';
import { removeScript, saveScript } from './cardScripts';
import { attachImages } from './cardsRepository';
import { tellNow } from '../i18n/hooks';
import type { CardScript } from '../../engine/abilities/schema';

const dbs: SortieDb[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

/** A Gundam War unit as an older version stored it: no keywords, traits, set or rarity. */
const bare = {
  key: 'gundam-war:OLD-1',
  game: 'gundam-war',
  number: 'OLD-1',
  name: 'Old Zaku',
  type: 'unit',
  text: 'Space Battle (2)',
};

describe('a stored card record', () => {
  it('without its keywords gets those its text prints, parsed as the importer parses them', () => {
    const read = readStoredCard(bare);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.card.keywords).toEqual(parseKeywords('Space Battle (2)', 'gundam-war'));
    expect(read.card.keywords.map((k) => k.id)).toEqual(['space-battle']);
    // The importer's defaults for what a file may leave empty.
    expect(read.card).toMatchObject({ traits: [], set: 'Imported', rarity: '' });
    // The deck check that threw on such a record reads it now.
    expect(hasSpecialEffect(read.card, 'Space Battle')).toBe(true);
  });

  it('without text gets none and no keywords', () => {
    const { text: _text, ...noText } = bare;
    const read = readStoredCard(noText);
    expect(read).toMatchObject({ ok: true, card: { text: '', keywords: [] } });
  });

  it('that is whole is passed on as it is', () => {
    const whole = { ...bare, set: 'S', rarity: 'C', traits: [], keywords: [] };
    const read = readStoredCard(whole);
    expect(read.ok && read.card).toBe(whole);
  });

  it('that cannot be a card is left out, named with the field it lacks', () => {
    const { skipped, cards } = readStoredCards([
      { ...bare, type: undefined },
      { ...bare, key: 'gundam-war:X', game: 'chess' },
      { ...bare, keywords: 'Raid' },
      { ...bare, keywords: [{ id: 'raid' }] },
      null,
      bare,
    ]);
    expect(skipped).toEqual([
      { card: 'gundam-war:OLD-1', field: 'type' },
      { card: 'gundam-war:X', field: 'game' },
      { card: 'gundam-war:OLD-1', field: 'keywords' },
      { card: 'gundam-war:OLD-1', field: 'keywords' },
      { card: '?', field: 'record' },
    ]);
    expect(cards.map((c) => c.number)).toEqual(['OLD-1']);
  });
});

describe('the library read', () => {
  it('repairs records card by card and from the snapshot, and names the ones it leaves out', async () => {
    const db = new SortieDb(`stored-${Math.random()}`);
    dbs.push(db);
    await db.cards.bulkPut([bare, { ...bare, key: 'ms-war:B', game: 'ms-war', number: 'B', type: 'castle' }] as never);
    const read = await readLibrary(db);
    expect(read.cards.map((c) => [c.number, c.keywords.map((k) => k.id)])).toEqual([['OLD-1', ['space-battle']]]);
    expect(read.skipped).toEqual([{ card: 'ms-war:B', field: 'type' }]);
    // A snapshot an older version took, without keywords, is repaired the same way.
    await saveLibrarySnapshot({ cards: [bare as never], revision: read.revision, skipped: read.skipped }, db);
    const quick = await readLibrary(db);
    expect(quick.fromSnapshot).toBe(true);
    expect(quick.cards[0].keywords.map((k) => k.id)).toEqual(['space-battle']);
    // The record left out is still named at a start from the snapshot (it is still stored).
    expect(quick.skipped).toEqual([{ card: 'ms-war:B', field: 'type' }]);
  });
});

describe('every reader of stored records repairs them', () => {
  async function withRecords(records: object[]) {
    const db = new SortieDb(`stored-${Math.random()}`);
    dbs.push(db);
    await db.cards.bulkPut(records as never);
    return db;
  }
  const mill: CardScript = {
    v: 1,
    abilities: [{ kind: 'play', timing: 'own-turn', do: [{ op: 'mill', who: 'you', count: 2 }] }],
  };

  it("saving a script on an old record returns and stores the card whole (its keywords, the importer's defaults)", async () => {
    const db = await withRecords([bare]);
    const saved = await saveScript(bare.key, mill, db);
    if (!saved.ok) throw new Error(tellNow(saved.said));
    expect(saved.card.keywords.map((k) => k.id)).toEqual(['space-battle']);
    expect(saved.card).toMatchObject({ traits: [], set: 'Imported', script: mill });
    expect((await db.cards.get(bare.key))!.keywords.map((k) => k.id)).toEqual(['space-battle']);
  });

  it('removing the script of a record without text compiles the empty text instead of throwing', async () => {
    const { text: _text, ...noText } = bare;
    const db = await withRecords([{ ...noText, script: mill }]);
    const removed = await removeScript(bare.key, db);
    if (!removed.ok) throw new Error(tellNow(removed.said));
    expect(removed.card).toMatchObject({ text: '', keywords: [] });
    expect(removed.card.script).toBeUndefined();
  });

  it('a record that cannot be a card is refused a script with the field it lacks, and left as it was', async () => {
    const broken = { ...bare, type: 'spaceship' };
    const db = await withRecords([broken]);
    for (const write of [saveScript(bare.key, mill, db), removeScript(bare.key, db)]) {
      const refused = await write;
      if (refused.ok) throw new Error('wrote a script on a record that is not a card');
      expect(tellNow(refused.said)).toBe(
        'The card gundam-war:OLD-1 cannot be read: its type is missing or unreadable. Import it again to bring it back.',
      );
    }
    expect(await db.cards.get(bare.key)).toEqual(broken);
  });

  it('attaching images matches only records that are cards: one left out of the library is reported unmatched', async () => {
    const noType = { key: 'gundam-war:NOTYPE-1', game: 'gundam-war', number: 'NOTYPE-1', name: 'X' };
    const db = await withRecords([bare, noType, { key: 'gundam-war:NONUMBER', game: 'gundam-war', name: 'Y' }]);
    const result = await attachImages(
      [
        { name: 'OLD-1.png', bytes: new Uint8Array([1]) },
        { name: 'NOTYPE-1.png', bytes: new Uint8Array([1]) },
      ],
      db,
    );
    expect(result).toEqual({ attached: ['OLD-1.png'], unmatched: ['NOTYPE-1.png'] });
    expect((await db.cards.get(bare.key))!.hasImage).toBe(true);
    expect(await db.images.get(noType.key)).toBeUndefined();
  });
});
