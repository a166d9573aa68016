import { afterEach, describe, expect, it } from 'vitest';
import { SortieDb } from './db';
import { storeCards } from './cardsRepository';
import { removeScript, saveScript } from './cardScripts';
import { libraryRevision } from './cardSnapshot';
import { tellNow } from '../i18n/hooks';
import { loadCardFile } from '../../engine/cards/import';
import { automationOf } from '../../engine/cards/automation';
import type { CardScript } from '../../engine/abilities/schema';

const dbs: SortieDb[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

async function library() {
  const db = new SortieDb(`scripts-${Math.random()}`);
  dbs.push(db);
  const file = [
    'game,number,name,type,cost,nation_cost,color,text',
    'gundam-war,T-3,Salvage Run,command,1,1,blue,(Own Turn): Send the top 2 cards of your Nation to the Junkyard.',
  ].join('\n');
  await storeCards(loadCardFile(file, 'cards.csv').cards, { source: 'import' }, db);
  return db;
}

const mill: CardScript = {
  v: 1,
  abilities: [{ kind: 'play', timing: 'own-turn', do: [{ op: 'mill', who: 'you', count: 2 }] }],
};

describe("a player's own script for a card (issue 19)", () => {
  it('saves a script on the stored card, so its automation becomes "script"', async () => {
    const db = await library();
    expect(automationOf((await db.cards.get('gundam-war:T-3'))!).automation).toBe('manual');
    const before = await libraryRevision(db);
    const saved = await saveScript('gundam-war:T-3', mill, db);
    expect(saved.ok).toBe(true);
    const stored = (await db.cards.get('gundam-war:T-3'))!;
    expect(stored.script).toEqual(mill);
    expect(stored.compiled).toBeUndefined();
    expect(automationOf(stored).automation).toBe('script');
    expect(await libraryRevision(db)).toBe(before + 1);
  });

  it('refuses a script with a problem and writes nothing', async () => {
    const db = await library();
    const bad = { v: 1, abilities: [{ kind: 'play', do: [{ op: 'clash', delta: 1 }] }] } as unknown as CardScript;
    const before = await db.cards.get('gundam-war:T-3');
    const saved = await saveScript('gundam-war:T-3', bad, db);
    if (saved.ok) throw new Error('saved a script with a problem');
    expect(tellNow(saved.said)).toMatch(/^abilities\[0\]\.do\[0\]\.op: expected one of/);
    expect(await db.cards.get('gundam-war:T-3')).toEqual(before);
    const gone = await saveScript('gundam-war:NOPE', mill, db);
    if (gone.ok) throw new Error('saved a script on a card that is not there');
    expect(tellNow(gone.said)).toBe('The card gundam-war:NOPE is no longer in the library.');
  });

  it('removes the script: the text is compiled again', async () => {
    const db = await library();
    await saveScript('gundam-war:T-3', mill, db);
    const removed = await removeScript('gundam-war:T-3', db);
    expect(removed.ok).toBe(true);
    const stored = (await db.cards.get('gundam-war:T-3'))!;
    expect(stored.key).toBe('gundam-war:T-3');
    expect(automationOf(stored)).toEqual({
      automation: 'manual',
      manual: ['(Own Turn): Send the top 2 cards of your Nation to the Junkyard.'],
    });
  });
});
