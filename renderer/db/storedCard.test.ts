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
    await saveLibrarySnapshot([bare as never], read.revision, db);
    const quick = await readLibrary(db);
    expect(quick.fromSnapshot).toBe(true);
    expect(quick.cards[0].keywords.map((k) => k.id)).toEqual(['space-battle']);
  });
});
