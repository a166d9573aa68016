import { describe, expect, it } from 'vitest';
import { db } from '../../../db/db';
import { importJobs } from './importJobs';

const CSV = 'game,number,name,type,cost\nms-war,J-1,One,ms,1\nms-war,J-2,Two,ms,2\nms-war,J-1,Again,ms,1\n';

describe('import jobs (what the import worker runs)', () => {
  it('reads, checks and writes a file; rows with problems are reported, not written', async () => {
    const opened = await importJobs.open({ name: 'jobs.csv', text: CSV });
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.missing).toEqual([]);
    const progress: number[] = [];
    const checked = await importJobs.check(opened.job, opened.mapping, undefined, (p) => progress.push(p.done));
    expect(checked).toMatchObject({
      ok: true,
      cards: 2,
      rows: 3,
      issues: [{ row: 4, reason: 'duplicate card number: J-1 is already on row 2' }],
    });
    expect(progress).toEqual([0]);
    const before = await db.cards.count();
    const written = await importJobs.write(opened.job, opened.layout);
    expect(written).toMatchObject({ ok: true, result: { added: 2, updated: 0 } });
    expect(await db.cards.count()).toBe(before + 2);
    expect(await db.importLayouts.get(opened.layout.signature)).toBeDefined();
    // The job is gone once written.
    expect(await importJobs.write(opened.job, undefined)).toMatchObject({ ok: false, cancelled: true });
  });

  it('asks for a mapping when required columns are missing, and remembers it for the layout', async () => {
    const text = 'Nr,Titel,Art\nK-1,Karte,unit\n';
    const opened = await importJobs.open({ name: 'fremd.csv', text });
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.missing).toEqual(['game', 'number', 'name', 'type']);
    const mapping = { Nr: 'number', Titel: 'name', Art: 'type' } as const;
    const mapped = importJobs.remap(opened.job, mapping, 'gundam-war');
    if (!mapped.ok) throw new Error(mapped.error);
    expect(mapped.missing).toEqual([]);
    expect(await importJobs.check(opened.job, mapped.mapping, 'gundam-war')).toMatchObject({ ok: true, cards: 1 });
    expect(await importJobs.write(opened.job, mapped.layout)).toMatchObject({ ok: true, result: { added: 1 } });
    const again = await importJobs.open({ name: 'fremd-2.csv', text });
    // The game chosen for the file is remembered with its columns: nothing is asked again.
    expect(again).toMatchObject({ ok: true, remembered: true, missing: [], game: 'gundam-war' });
  });

  it('remembers the meaning of a file’s own values and its game, so the next import asks nothing', async () => {
    const text = 'Nr,Titel,Art,Farbe\nV-1,Eins,Einheit,Rosa\nV-2,Zwei,Befehl,Rosa\n';
    const opened = await importJobs.open({ name: 'werte.csv', text });
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.unknownValues).toEqual({});
    const mapping = { Nr: 'number', Titel: 'name', Art: 'type', Farbe: 'color' } as const;
    const first = importJobs.remap(opened.job, mapping, 'gundam-war');
    if (!first.ok) throw new Error(first.error);
    expect(first.unknownValues).toEqual({
      type: [
        { value: 'Einheit', rows: 1, firstRow: 2 },
        { value: 'Befehl', rows: 1, firstRow: 3 },
      ],
      color: [{ value: 'Rosa', rows: 2, firstRow: 2 }],
    });
    const values = { type: { Einheit: 'unit', Befehl: 'command' }, color: { Rosa: 'red' } };
    const mapped = importJobs.remap(opened.job, mapping, 'gundam-war', values);
    if (!mapped.ok) throw new Error(mapped.error);
    expect(mapped.unknownValues).toEqual({});
    expect(await importJobs.check(opened.job, mapped.mapping, 'gundam-war', undefined, values)).toMatchObject({
      ok: true,
      cards: 2,
      issues: [],
      warnings: [{ row: 2, reason: 'unit has no battle stats (melee, ranged and hp are empty)' }],
    });
    await importJobs.write(opened.job, mapped.layout);
    const again = await importJobs.open({ name: 'werte-2.csv', text });
    expect(again).toMatchObject({
      ok: true,
      remembered: true,
      missing: [],
      game: 'gundam-war',
      values,
      unknownValues: {},
    });
  });

  it('a Japanese Gundam War list needs no mapping: its game is read from its columns', async () => {
    const opened = await importJobs.open({
      name: 'ja.csv',
      text: '番号,カード名,種類,色,戦闘力\n101020126,星,ユニット,青2,3/3/1\n',
    });
    expect(opened).toMatchObject({
      ok: true,
      missing: [],
      unknownValues: {},
      game: 'gundam-war',
      detectedGame: { game: 'gundam-war' },
    });
  });

  // Two 3,000-row files through fake IndexedDB: seconds on a busy machine, so more than the default 5 s to finish.
  it(
    'a cancelled check or write changes nothing; an unreadable file is refused with the reason',
    { timeout: 30_000 },
    async () => {
      const rows = Array.from({ length: 3000 }, (_, i) => `ms-war,C-${i},Card ${i},ms,1`).join('\n');
      const before = await db.cards.count();
      const opened = await importJobs.open({ name: 'big.csv', text: `game,number,name,type,cost\n${rows}\n` });
      if (!opened.ok) throw new Error(opened.error);
      const checking = importJobs.check(opened.job, opened.mapping, undefined, (p) => {
        if (p.done >= 1000) importJobs.cancel(opened.job);
      });
      expect(await checking).toEqual({ ok: false, cancelled: true });

      const second = await importJobs.open({ name: 'big.csv', text: `game,number,name,type,cost\n${rows}\n` });
      if (!second.ok) throw new Error(second.error);
      await importJobs.check(second.job, second.mapping, undefined);
      const writing = importJobs.write(second.job, undefined, (p) => {
        if (p.done >= 2000) importJobs.cancel(second.job);
      });
      expect(await writing).toMatchObject({ ok: false, cancelled: true });
      expect(await db.cards.count()).toBe(before);

      expect(
        await importJobs.open({ name: 'broken.csv', text: 'game,number,name,type\nms-war,B-1,"Unclosed,ms\n' }),
      ).toMatchObject({
        ok: false,
        error: expect.stringContaining('quoted cell is not closed'),
      });
    },
  );
});
