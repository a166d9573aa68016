/** Deck files read in the worker: against the stored library, re-read when the library changes. */
import { afterEach, describe, expect, it } from 'vitest';
import { SortieDb } from '../../../db/db';
import { storeCards } from '../../../db/cardsRepository';
import { loadCardFile } from '../../../../engine/cards/import';
import { customFormat } from '../../../../engine/decks/formats';
import { deckFileJobs } from './deckFileJobs';

const dbs: SortieDb[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});
function freshDb() {
  const d = new SortieDb(`deck-files-${Math.random()}`);
  dbs.push(d);
  return d;
}
const csv = (rows: string[]) => loadCardFile(['game,number,name,type,cost,text', ...rows].join('\n'), 'x.csv').cards;

describe('reading deck files off the window thread', () => {
  it('reads each file against the stored cards, and sees cards stored after the first read', async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,One Suit,ms,1,', 'ms-war,A-2,Two Suit,ms,2,']), { source: 'import' }, db);
    const [good, bad] = await deckFileJobs.read(
      [
        { name: 'good.txt', text: '3 One Suit\n2 A-2' },
        { name: 'bad.txt', text: '3 One Suit\n1 Three Suit' },
      ],
      [],
      db,
    );
    expect(good.source).toBe('good.txt');
    expect(good.read.problems).toEqual([]);
    expect(good.read.list.main).toEqual([
      { number: 'A-1', count: 3 },
      { number: 'A-2', count: 2 },
    ]);
    expect(bad.read.problems).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/Three Suit/) }),
    ]);

    await storeCards(csv(['ms-war,A-3,Three Suit,ms,3,']), { source: 'import' }, db);
    const [again] = await deckFileJobs.read([{ name: 'bad.txt', text: '3 One Suit\n1 Three Suit' }], [], db);
    expect(again.read.problems).toEqual([]);
  });

  it("knows the user's own formats", async () => {
    const db = freshDb();
    await storeCards(csv(['ms-war,A-1,One Suit,ms,1,']), { source: 'import' }, db);
    const mine = customFormat({ id: 'club-night', name: 'Club night', game: 'ms-war' });
    if (!mine.ok) throw new Error('format');
    const text = 'Format: club-night\n3 One Suit';
    const [known] = await deckFileJobs.read([{ name: 'd.txt', text }], [mine.value], db);
    expect(known.read.problems).toEqual([]);
    expect(known.read.list.format).toBe('club-night');
    const [unknown] = await deckFileJobs.read([{ name: 'd.txt', text }], [], db);
    expect(unknown.read.problems.length).toBeGreaterThan(0);
  });
});
