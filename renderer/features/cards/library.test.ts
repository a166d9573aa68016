import { describe, expect, it } from 'vitest';
import { db } from '../../db/db';
import { storeCards } from '../../db/cardsRepository';
import { readLibrary } from '../../db/cardSnapshot';
import { loadCardFile } from '../../../engine/cards/import';
import { librarySnapshot, subscribeLibrary } from './library';

/** Resolves when the shared library satisfies `ready`. */
function libraryWhen(ready: (cards: readonly { number: string }[]) => boolean): Promise<readonly { number: string }[]> {
  return new Promise((resolve) => {
    const check = () => {
      const cards = librarySnapshot().cards;
      if (cards && ready(cards)) {
        stop();
        resolve(cards);
      }
    };
    const stop = subscribeLibrary(check);
    check();
  });
}

async function snapshotWhen(ready: (fromSnapshot: boolean, count: number) => boolean): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const read = await readLibrary(db);
    if (ready(read.fromSnapshot, read.cards.length)) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the library snapshot never caught up');
}

describe('the shared card library', () => {
  it('loads the demo sets, follows later writes, and keeps a current snapshot for the next start', async () => {
    const demo = await libraryWhen((cards) => cards.length >= 120);
    await snapshotWhen((fromSnapshot, count) => fromSnapshot && count === demo.length);

    const extra = loadCardFile('game,number,name,type\nms-war,LIB-1,Library Test,ms\n', 'x.csv').cards;
    await storeCards(extra, { source: 'import' });
    const after = await libraryWhen((cards) => cards.some((c) => c.number === 'LIB-1'));
    expect(after).toHaveLength(demo.length + 1);
    // The next start reads the new library in one piece.
    await snapshotWhen((fromSnapshot, count) => fromSnapshot && count === demo.length + 1);
  });
});
