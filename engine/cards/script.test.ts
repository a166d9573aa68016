import { describe, expect, it } from 'vitest';
import { loadCardFile } from './import/load';

const csv = (script: string) =>
  [
    'game,number,name,type,cost,clash,text,script',
    `ms-war,X-1,Test Trooper,ms,2,3,"When this card attacks, draw 1 card.","${script.replace(/"/g, '""')}"`,
  ].join('\n');

describe('the script column of a card file (issue 19)', () => {
  it('gives the card its abilities as data', () => {
    const r = loadCardFile(
      csv('{"v":1,"abilities":[{"kind":"trigger","when":"attacks","do":[{"op":"draw","count":1}]}]}'),
      'cards.csv',
    );
    expect(r.issues).toEqual([]);
    expect(r.cards[0].script).toEqual({
      v: 1,
      abilities: [{ kind: 'trigger', when: 'attacks', do: [{ op: 'draw', count: 1 }] }],
    });
    expect(r.cards[0].compiled).toBeUndefined();
  });

  it('reports a bad script like a bad cell: row, card number, place in the script, what was expected', () => {
    const r = loadCardFile(
      csv('{"v":1,"abilities":[{"kind":"trigger","when":"attacks","do":[{"op":"draw","count":"one"}]}]}'),
      'cards.csv',
    );
    expect(r.ok).toBe(false);
    expect(r.issues).toMatchObject([
      { row: 2, where: 'row 2', number: 'X-1', reason: 'script abilities[0].do[0].count: expected a number' },
    ]);
  });

  it('takes a JSON field as a parsed value', () => {
    const file = JSON.stringify([
      {
        game: 'gundam-war',
        number: 'G-1',
        name: 'Test Strike',
        type: 'command',
        text: '',
        script: {
          v: 1,
          abilities: [
            {
              kind: 'play',
              timing: 'battle',
              target: { card: 'unit', whose: 'enemy' },
              do: [{ op: 'damage', amount: 2 }],
            },
          ],
        },
      },
    ]);
    const r = loadCardFile(file, 'cards.json');
    expect(r.issues).toEqual([]);
    expect(r.cards[0].script?.abilities[0]).toMatchObject({ kind: 'play', target: { card: 'unit', whose: 'enemy' } });
  });
});
