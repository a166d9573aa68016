import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCardFile, MAX_FILE_BYTES, layoutSignature, suggestMapping, checkMapping } from '.';

const HEADER = 'game,number,name,type,cost,clash,corps,model,text';

describe('loadCardFile: CSV with the documented columns', () => {
  it('imports rows in any column order with case-insensitive headers and a BOM', () => {
    const csv =
      '\uFEFFNAME,Number,TYPE,Game,Cost,Clash\r\nTest Frame,T-001,ms,ms-war,2,3\r\nOther Frame,T-002,MS,M.S. War,,4\r\n';
    const r = loadCardFile(csv, 'mine.csv');
    expect(r.ok).toBe(true);
    expect(r.issues).toEqual([]);
    expect(r.cards.map((c) => [c.number, c.name, c.type, c.cost])).toEqual([
      ['T-001', 'Test Frame', 'ms', 2],
      ['T-002', 'Other Frame', 'ms', undefined],
    ]);
    expect(r.cardRows).toEqual([2, 3]);
  });

  it('parses keywords from text, keeps quoted commas and line breaks', () => {
    const csv = `${HEADER}\nms-war,T-1,"Heavy, Mk II",ms,3,4,Principality,PZ-1,"Sea, Preemptive Strike.\nWhen it attacks, draw 1 card."\n`;
    const [card] = loadCardFile(csv, 'a.csv').cards;
    expect(card.name).toBe('Heavy, Mk II');
    expect(card.keywords.map((k) => k.id)).toEqual(['sea', 'preemptive-strike']);
    expect(card.text).toContain('\n');
  });

  it('takes the game from the options when the file has no game column', () => {
    const r = loadCardFile('number,name,type,color,traits\nX-1,Blue Thing,unit,Blue,MS; NT\n', 'gw.csv', {
      game: 'gundam-war',
    });
    expect(r.ok).toBe(true);
    expect(r.cards[0]).toMatchObject({ game: 'gundam-war', color: 'blue', traits: ['MS', 'NT'] });
  });

  it('reads a semicolon-separated export (delimiter is detected)', () => {
    const r = loadCardFile('game;number;name;type\nms-war;S-1;One;pilot\n', 'eu.csv');
    expect(r.cards[0]).toMatchObject({ number: 'S-1', type: 'pilot' });
  });

  it('ignores blank rows but keeps spreadsheet row numbers in the report', () => {
    const r = loadCardFile(`${HEADER}\n\nms-war,A-1,A,ms,1,1,,,\n,,,,,,,,\nms-war,A-2,B,ms,x,1,,,\n`, 'b.csv');
    expect(r.blankRows).toBe(2);
    expect(r.issues).toMatchObject([
      { row: 5, where: 'row 5', number: 'A-2', reason: 'cost must be a whole number (got "x")' },
    ]);
    expect(r.ok).toBe(false);
  });
});

describe('loadCardFile: malformed files are refused with a clear report', () => {
  it('bad quoting names the row', () => {
    const r = loadCardFile(`${HEADER}\nms-war,A-1,"Broken,ms,1,1,,,\nms-war,A-2,B,ms,1,1,,,\n`, 'q.csv');
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/Row 2: a quoted cell is not closed/);
    expect(r.cards).toEqual([]);
  });

  it('missing required columns are listed', () => {
    const r = loadCardFile('number,title\nA-1,Thing\n', 'm.csv');
    expect(r.ok).toBe(false);
    expect(r.missingColumns).toEqual(['game', 'name', 'type']);
    expect(r.error).toMatch(/Required columns missing: game, name, type/);
  });

  it('wrong types name the row, the card and the column', () => {
    const r = loadCardFile(
      'game,number,name,type,color,terrain,hp\ngundam-war,G-1,Thing,spaceship,pink,moon,big\n',
      't.csv',
    );
    expect(r.ok).toBe(false);
    expect(r.issues).toHaveLength(1);
    const { where, number, reason } = r.issues[0];
    expect([where, number]).toEqual(['row 2', 'G-1']);
    expect(reason).toContain('type must be one of unit, ace, character, command, operation, g (got "spaceship")');
    expect(reason).toContain('color must be one of');
    expect(reason).toContain('terrain must be one of');
    expect(reason).toContain('hp must be a whole number (got "big")');
  });

  it('an unknown game is named', () => {
    const r = loadCardFile('game,number,name,type\nchess,K-1,King,piece\n', 'g.csv');
    expect(r.issues[0].reason).toBe('game must be gundam-war or ms-war (got "chess")');
  });

  it('duplicate numbers within the file are errors pointing at the first row', () => {
    const r = loadCardFile(
      'game,number,name,type\nms-war,D-1,One,ms\nms-war,D-2,Two,ms\nms-war,D-1,Again,ms\n',
      'd.csv',
    );
    expect(r.ok).toBe(false);
    expect(r.issues).toMatchObject([
      { row: 4, where: 'row 4', number: 'D-1', reason: 'duplicate card number: D-1 is already on row 2' },
    ]);
  });

  it('the same number in two games is not a duplicate', () => {
    const r = loadCardFile('game,number,name,type\nms-war,X-1,One,ms\ngundam-war,X-1,Two,unit\n', 'x.csv');
    expect(r.ok).toBe(true);
  });

  it('skipInvalid imports the valid rows and still reports the rest', () => {
    const r = loadCardFile('game,number,name,type\nms-war,D-1,One,ms\nms-war,D-2,,ms\n', 'd.csv', {
      skipInvalid: true,
    });
    expect(r.ok).toBe(true);
    expect(r.cards).toHaveLength(1);
    expect(r.issues[0]).toMatchObject({ row: 3, reason: 'name is empty' });
  });

  it('a row with more cells than headers is reported', () => {
    const r = loadCardFile('game,number,name,type\nms-war,D-1,One,ms,extra\n', 'e.csv');
    expect(r.issues[0].reason).toMatch(/1 more cell/);
  });

  it('a file over the size limit is refused before parsing', () => {
    const row = 'ms-war,N-0,Some card name,ms,1,1,Corps,M-1,' + 'x'.repeat(200) + '\n';
    const big = HEADER + '\n' + row.repeat(Math.ceil((50 * 1024 * 1024) / row.length));
    const r = loadCardFile(big, 'huge.csv');
    expect(big.length).toBeGreaterThan(MAX_FILE_BYTES);
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/The file is 50\.\d MB; Sortie imports card files up to 20\.0 MB/);
  });

  it('unreadable JSON and non-array JSON are refused', () => {
    expect(loadCardFile('[{"game": "ms-war",', 'bad.json').error).toMatch(/The JSON cannot be read/);
    expect(loadCardFile('{"game": "ms-war"}', 'obj.json').error).toMatch(/must be an array/);
  });

  it('an empty file is refused', () => {
    expect(loadCardFile('', 'e.csv').error).toBe('The file is empty.');
  });
});

describe('loadCardFile: JSON', () => {
  it('imports an array of objects with numbers or strings, reports non-objects by item', () => {
    const json = JSON.stringify([
      { Game: 'gundam-war', number: 'J-1', name: 'Unit One', type: 'unit', cost: 3, melee: '2', traits: ['MS'] },
      42,
    ]);
    const r = loadCardFile(json, 'cards.json', { skipInvalid: true });
    expect(r.cards[0]).toMatchObject({ number: 'J-1', cost: 3, melee: 2, traits: ['MS'] });
    expect(r.issues).toMatchObject([{ row: 2, where: 'item 2', reason: 'is number, not a card object' }]);
  });
});

describe('column mapping for foreign spreadsheets', () => {
  it('suggests our columns for known spellings and leaves others unmapped', () => {
    const headers = ['Card No.', 'Card Name', 'Colour', 'Artist'];
    expect(suggestMapping(headers)).toEqual({ 'Card No.': 'number', 'Card Name': 'name', Colour: 'color' });
    expect(checkMapping(headers, suggestMapping(headers), true)).toEqual({
      missing: ['type'],
      doubled: [],
      unused: ['Artist'],
    });
  });

  it('a user mapping makes a foreign file importable', () => {
    const csv = 'No,Titel,Art,Kosten\nF-1,Fremd,ms,2\n';
    const mapping = { No: 'number', Titel: 'name', Art: 'type', Kosten: 'cost' };
    const r = loadCardFile(csv, 'fremd.csv', { game: 'ms-war', mapping });
    expect(r.ok).toBe(true);
    expect(r.cards[0]).toMatchObject({ number: 'F-1', name: 'Fremd', cost: 2 });
  });

  it('the layout signature ignores case and punctuation but not order', () => {
    expect(layoutSignature(['Card No.', 'NAME'])).toBe(layoutSignature(['card no', 'name']));
    expect(layoutSignature(['a', 'b'])).not.toBe(layoutSignature(['b', 'a']));
  });
});

describe('loadCardFile properties', () => {
  const cell = fc.string({ maxLength: 30 });
  it('never throws and never returns both cards-ok and issues without skipInvalid', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 8 }), (rows) => {
        const text = rows.map((r) => r.join(',')).join('\n');
        const r = loadCardFile(text, 'p.csv');
        if (r.ok) expect(r.issues).toEqual([]);
      }),
    );
  });

  it('round-trips generated cards written as CSV with quoting', () => {
    const card = fc.record({
      number: fc.stringMatching(/^[A-Z]{1,3}-\d{1,4}$/),
      name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.trim() !== ''),
      cost: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(card, { selector: (c) => c.number, minLength: 1, maxLength: 10 }), (cards) => {
        const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
        const csv = ['number,name,type,cost', ...cards.map((c) => `${c.number},${q(c.name)},event,${c.cost}`)].join(
          '\n',
        );
        const r = loadCardFile(csv, 'rt.csv', { game: 'ms-war' });
        expect(r.issues).toEqual([]);
        expect(r.cards.map((c) => [c.number, c.name, c.cost])).toEqual(cards.map((c) => [c.number, c.name, c.cost]));
      }),
    );
  });
});
