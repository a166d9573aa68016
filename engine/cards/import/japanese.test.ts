import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findUnknownValues, knownColumn, loadCardFile, readColorCost, readStats, readTerrain, suggestMapping } from '.';
import type { GundamWarCard } from '../model';

const gw = (csv: string, options = {}) => loadCardFile(csv, 'ja.csv', options);
const only = (csv: string) => {
  const r = gw(csv);
  expect(r.issues).toEqual([]);
  return r.cards[0] as GundamWarCard;
};

describe('Japanese headers are recognised without a mapping step', () => {
  // The issue's list, by the column each header feeds.
  const listed: Record<string, string> = {
    number: 'カード番号 番号 カードNo',
    name: 'カード名 名前',
    type: '種類 カード種類 種別',
    color: '色',
    cost: '合計国力 コスト',
    nation_cost: '国力 指定国力 発生国力',
    melee: '格闘 格闘力',
    ranged: '射撃 射撃力',
    hp: '耐久 耐久力 防御',
    terrain: '地形 適性 エリア',
    traits: '特徴',
    text: 'テキスト 効果',
    set: '収録 収録弾 セット',
    rarity: 'レアリティ',
    model: '型番',
  };

  it('every header the issue lists feeds its column', () => {
    for (const [column, headers] of Object.entries(listed)) {
      for (const header of headers.split(' ')) expect(knownColumn(header), header).toBe(column);
    }
  });

  it('case, width and spacing do not matter', () => {
    for (const header of ['カードＮｏ．', 'カード no', 'ｶｰﾄﾞNO', ' カード番号 ', 'カード　番号'])
      expect(knownColumn(header), header).toBe('number');
    expect(knownColumn('格闘 / 射撃 / 耐久')).toBe('stats');
    expect(knownColumn('ﾚｱﾘﾃｨ')).toBe('rarity');
  });

  it('a Japanese name column is the name, or name_ja beside an English name column', () => {
    expect(suggestMapping(['番号', 'カード名', '種類'])).toEqual({ 番号: 'number', カード名: 'name', 種類: 'type' });
    expect(suggestMapping(['番号', 'Name', 'カード名', '種類'])).toMatchObject({ Name: 'name', カード名: 'name_ja' });
    expect(suggestMapping(['番号', '英語名', 'カード名', '種類'])).toMatchObject({
      英語名: 'name',
      カード名: 'name_ja',
    });
  });

  it('a file of Japanese names only keeps them as the name and as name_ja (both searchable)', () => {
    const card = only('番号,カード名,種類,色\n1,青い巨星,キャラクター,青\n');
    expect(card).toMatchObject({ name: '青い巨星', name_ja: '青い巨星', type: 'character', game: 'gundam-war' });
    const english = only('番号,Name,カード名,種類,色\n1,Blue Giant,青い巨星,キャラクター,青\n');
    expect(english).toMatchObject({ name: 'Blue Giant', name_ja: '青い巨星' });
  });
});

describe('Japanese values', () => {
  it('colours 青 緑 黒 赤 白 茶 紫', () => {
    const colours = ['青', '緑', '黒', '赤', '白', '茶', '紫'];
    const csv = `番号,名前,種類,色\n${colours.map((c, i) => `${i},札${i},コマンド,${c}`).join('\n')}\n`;
    expect(gw(csv).cards.map((c) => (c as GundamWarCard).color)).toEqual([
      'blue',
      'green',
      'black',
      'red',
      'white',
      'brown',
      'purple',
    ]);
  });

  it('types, with G also spelled Generation or グラフィック, and a qualifier in brackets dropped', () => {
    const types = [
      'ユニット',
      'キャラクター',
      'コマンド',
      'オペレーション',
      'G',
      'Ｇ',
      'Generation',
      'グラフィック',
      'キャラクター(ユニット)',
      'オペレーション（ユニット）',
    ];
    const csv = `番号,名前,種類,色,格闘/射撃/耐久\n${types.map((t, i) => `${i},札${i},${t},青,1/1/1`).join('\n')}\n`;
    const r = gw(csv);
    expect(r.issues).toEqual([]);
    expect(r.cards.map((c) => c.type)).toEqual([
      'unit',
      'character',
      'command',
      'operation',
      'g',
      'g',
      'g',
      'g',
      'character',
      'operation',
    ]);
  });

  it('ACE and エース are the card type ace, with the traits as printed', () => {
    const card = only('番号,名前,種類,色,格闘/射撃/耐久,特徴\n1,エース機,ACE,赤,4/3/4,MS\n');
    expect(card).toMatchObject({ type: 'ace', traits: ['MS'] });
    expect(only('番号,名前,種類,色,格闘/射撃/耐久\n1,エース機,エース,赤,4/3/4\n')).toMatchObject({ type: 'ace' });
    expect(only('番号,名前,種類,色,格闘/射撃/耐久\n1,エース機,Ａｃｅ,赤,4/3/4\n').type).toBe('ace');
  });

  it('terrain 宇宙, 地球 and both in their written forms', () => {
    expect(readTerrain('宇宙')).toBe('space');
    expect(readTerrain('地球')).toBe('earth');
    for (const both of [
      '宇宙・地球',
      '地球・宇宙',
      '宇、地',
      '宇宙/地球',
      '宇宙 地球',
      '宇宙地球',
      '宇地',
      '両方',
      'Space Earth',
      'ＢＯＴＨ',
    ]) {
      expect(readTerrain(both), both).toBe('both');
    }
    expect(readTerrain('月面')).toBeUndefined();
    expect(only('番号,名前,種類,地形,格闘/射撃/耐久\n1,札,ユニット,宇、地,1/1/1\n').terrain).toBe('both');
  });

  it('full-width digits and signs in numbers, costs and stats', () => {
    const card = only(
      '番号,名前,種類,色,合計国力,国力,格闘,射撃,耐久\n１０１０２０１２６,札,ユニット,青,４,２,＋３,－１,５\n',
    );
    expect(card).toMatchObject({ number: '101020126', cost: 4, nation_cost: 2, melee: 3, ranged: -1, hp: 5 });
  });
});

describe('combined cells are split', () => {
  it('a G’s colour written alone in the nation-power column is its colour', () => {
    expect(only('番号,名前,種類,国力\n1,大地,G,白\n')).toMatchObject({ type: 'g', color: 'white' });
    expect(only('番号,名前,種類,色,国力\n1,大地,G,白,白\n')).toMatchObject({ type: 'g', color: 'white' });
  });

  it('a colour-cost 青2 gives colour, designated nation power and total', () => {
    expect(readColorCost('青2')).toEqual({ parts: [{ color: 'blue', count: 2 }], total: 2 });
    expect(readColorCost('青２黒１')).toEqual({
      parts: [
        { color: 'blue', count: 2 },
        { color: 'black', count: 1 },
      ],
      total: 3,
    });
    expect(readColorCost('青 2 / 黒 1')?.total).toBe(3);
    expect(readColorCost('青')).toBeUndefined();
    expect(readColorCost('2')).toBeUndefined();
    expect(only('番号,名前,種類,色\n1,札,コマンド,青2\n')).toMatchObject({ color: 'blue', nation_cost: 2, cost: 2 });
  });

  it('青2黒1 keeps every colour with its designated power; the first is the card’s colour', () => {
    const card = only('番号,名前,種類,コスト\n1,札,コマンド,青2黒1\n');
    expect(card).toMatchObject({ color: 'blue', nation_cost: 2, cost: 3 });
    expect(card.nation_costs).toEqual([
      { color: 'blue', count: 2 },
      { color: 'black', count: 1 },
    ]);
  });

  it('a separate total wins over the sum; a total below the colours’ power is a warning', () => {
    expect(only('番号,名前,種類,色,合計国力\n1,札,コマンド,青2,4\n')).toMatchObject({
      color: 'blue',
      nation_cost: 2,
      cost: 4,
    });
    const r = gw('番号,名前,種類,国力,合計国力\n1,札,コマンド,青3,2\n');
    expect(r.cards).toHaveLength(1);
    expect(r.warnings).toMatchObject([
      { row: 2, where: 'row 2', number: '1', reason: 'cost 2 is less than the designated nation power it names (3)' },
    ]);
  });

  it('a stats cell 3/3/1 or ３／３／１ or [3][3][1] gives melee, ranged and hp', () => {
    for (const cell of ['3/3/1', '３／３／１', '[3][3][1]', '3 3 1', '3|3|1'])
      expect(readStats(cell), cell).toEqual({ melee: 3, ranged: 3, hp: 1 });
    expect(readStats('+1/+1/±0')).toEqual({ melee: 1, ranged: 1, hp: 0 });
    expect(readStats('*/4/5')).toEqual({ melee: undefined, ranged: 4, hp: 5 });
    expect(readStats('3-3-1')).toBeUndefined();
    expect(readStats('3/3')).toBeUndefined();
    expect(only('番号,名前,種類,戦闘力\n1,札,ユニット,３／３／１\n')).toMatchObject({ melee: 3, ranged: 3, hp: 1 });
    expect(only('番号,名前,種類,格闘\n1,札,ユニット,2/4/3\n')).toMatchObject({ melee: 2, ranged: 4, hp: 3 });
  });

  it('a stats cell that is not three values, or that contradicts a stat column, is a problem on its row', () => {
    const bad = gw('番号,名前,種類,戦闘力\n1,札,ユニット,3/3\n');
    expect(bad.issues[0].reason).toBe('stats must be melee/ranged/hp like 3/3/1 (got "3/3")');
    const clash = gw('番号,名前,種類,戦闘力,格闘\n1,札,ユニット,3/3/1,4\n');
    expect(clash.issues[0].reason).toBe('melee is 4 but stats says 3/3/1');
  });
});

describe('warnings in the report', () => {
  it('a unit without battle stats imports with a warning naming the row and card', () => {
    const r = gw('番号,名前,種類,色\n101020126,札,ユニット,青\n101020127,命令,コマンド,青\n');
    expect(r.ok).toBe(true);
    expect(r.cards).toHaveLength(2);
    expect(r.warnings).toMatchObject([
      {
        row: 2,
        where: 'row 2',
        number: '101020126',
        reason: 'unit has no battle stats (melee, ranged and hp are empty)',
      },
    ]);
  });

  it('a unit with some stats (*/4/5) is not warned about', () => {
    expect(gw('番号,名前,種類,戦闘力\n1,札,ユニット,*/4/5\n').warnings).toEqual([]);
  });
});

describe('rows that are not cards', () => {
  it('a heading, a note and a repeated header row are passed over with a note; blank rows are not counted', () => {
    const csv =
      '番号,名前,種類,色\n【第1弾】,,,\n1,札,コマンド,青\n\n,※ 未確認のカード,,\n番号,名前,種類,色\n2,札2,コマンド,青\n';
    const r = gw(csv);
    expect(r.ok).toBe(true);
    expect(r.issues).toEqual([]);
    expect(r.cards.map((c) => c.number)).toEqual(['1', '2']);
    expect(r.blankRows).toBe(1);
    expect(r.warnings.map((w) => `${w.where}: ${w.reason}`)).toEqual([
      'row 2: skipped: has only "【第1弾】" (in 番号): a heading or a note, not a card',
      'row 5: skipped: has only "※ 未確認のカード" (in 名前): a heading or a note, not a card',
      'row 6: skipped: repeats the header row',
    ]);
  });

  it('a row with a number or a type is a card and is checked as one', () => {
    const r = gw('番号,名前,種類,色\n3,,,\n,,ユニット,\n');
    expect(r.issues.map((i) => i.row)).toEqual([2, 3]);
  });
});

describe('game detection for a file without a game column', () => {
  it('Japanese Gundam War headers → Gundam War, with the reason', () => {
    const r = gw('番号,名前,種類,色\n1,札,コマンド,青\n');
    expect(r.detectedGame).toMatchObject({ game: 'gundam-war', reason: "its columns 色 are Gundam War's" });
    expect(r.cards[0].game).toBe('gundam-war');
  });

  it('types alone decide when the columns do not: ユニット → Gundam War, pilot → M.S. War', () => {
    expect(gw('番号,名前,種類\n1,札,ユニット\n2,札2,コマンド\n').detectedGame?.game).toBe('gundam-war');
    expect(gw('number,name,type\nA,One,pilot\nB,Two,ms\n').detectedGame?.game).toBe('ms-war');
    expect(gw('number,name,type,clash\nA,One,ms,2\n').detectedGame?.game).toBe('ms-war');
  });

  it('a file that says nothing either way still asks for the game', () => {
    const r = gw('number,name,type\nA,One,thing\n');
    expect(r.detectedGame).toBeUndefined();
    expect(r.missingColumns).toEqual(['game']);
  });

  it('a game given for the file (the CLI’s --game) wins over detection', () => {
    const r = gw('number,name,type,clash\nA,One,unit,2\n', { game: 'gundam-war' });
    expect(r.detectedGame).toBeUndefined();
    expect(r.cards[0].game).toBe('gundam-war');
  });
});

describe('value mapping', () => {
  const csv =
    '番号,名前,種類,色,地形,格闘/射撃/耐久\n1,札,モビルスーツ,ピンク,月面,1/1/1\n2,札2,モビルスーツ,青,宇宙,1/1/1\n3,札3,ユニット,ピンク,地球,1/1/1\n';

  it('lists the spellings nobody knows per column, with how many rows and the first', () => {
    const r = gw(csv);
    expect(r.unknownValues).toEqual({
      type: [{ value: 'モビルスーツ', rows: 2, firstRow: 2 }],
      color: [{ value: 'ピンク', rows: 2, firstRow: 2 }],
      terrain: [{ value: '月面', rows: 1, firstRow: 2 }],
    });
    expect(r.issues.map((i) => i.row)).toEqual([2, 3, 4]);
  });

  it('the user’s meaning of each spelling is applied to every row', () => {
    const r = gw(csv, {
      values: { type: { モビルスーツ: 'unit' }, color: { ピンク: 'red' }, terrain: { 月面: 'space' } },
    });
    expect(r.issues).toEqual([]);
    expect(r.unknownValues).toEqual({});
    expect(r.cards.map((c) => [c.type, (c as GundamWarCard).color, (c as GundamWarCard).terrain])).toEqual([
      ['unit', 'red', 'space'],
      ['unit', 'blue', 'space'],
      ['unit', 'red', 'earth'],
    ]);
  });

  it('an M.S. War row’s colour is not asked about; a type is checked against its row’s game', () => {
    const rows = [
      { row: 2, cells: { g: 'ms-war', t: 'pilot', c: 'ピンク' } },
      { row: 3, cells: { g: 'gundam-war', t: 'pilot', c: '青' } },
    ];
    expect(findUnknownValues(rows, { g: 'game', t: 'type', c: 'color' }, undefined)).toEqual({
      type: [{ value: 'pilot', rows: 1, firstRow: 3 }],
    });
  });
});

describe('official 9-digit card numbers', () => {
  it('import as numbers of their own; printings of one card in several sets keep each number and set', () => {
    const r = gw('番号,名前,種類,色,収録\n101020126,星の翼,コマンド,青,第1弾\n105020126,星の翼,コマンド,青,第5弾\n');
    expect(r.issues).toEqual([]);
    expect(r.cards.map((c) => [c.number, c.name, c.set])).toEqual([
      ['101020126', '星の翼', '第1弾'],
      ['105020126', '星の翼', '第5弾'],
    ]);
  });
});

describe('the Japanese sample list (e2e/fixtures/gundam-war-ja.csv, scripts/fixtures/gundam-war-ja.ts)', () => {
  const file = new URL('../../../e2e/fixtures/gundam-war-ja.csv', import.meta.url);
  const r = loadCardFile(readFileSync(file, 'utf8'), 'gundam-war-ja.csv');

  it('imports every card without a mapping: no missing column, no unknown value, no bad row', () => {
    expect(r.missingColumns).toEqual([]);
    expect(r.unknownValues).toEqual({});
    expect(r.issues).toEqual([]);
    expect(r.ok).toBe(true);
    expect(r.detectedGame?.game).toBe('gundam-war');
    expect(r.cards.length).toBeGreaterThanOrEqual(300);
    expect(new Set(r.cards.map((c) => c.type))).toEqual(
      new Set(['unit', 'ace', 'character', 'command', 'operation', 'g']),
    );
  });

  it('its headings, pasted header row, note, stat-less units and low total are in the report', () => {
    const reasons = r.warnings.map((w) => w.reason);
    expect(reasons.filter((w) => w.includes('a heading or a note'))).toHaveLength(4);
    expect(reasons).toContain('skipped: repeats the header row');
    expect(
      reasons.filter((w) => w === 'unit has no battle stats (melee, ranged and hp are empty)').length,
    ).toBeGreaterThan(0);
    expect(reasons.some((w) => /^cost 1 is less than the designated nation power/.test(w))).toBe(true);
    expect(r.blankRows).toBeGreaterThan(0);
  });

  it('its combined cells, Japanese keywords, ACE cards and reprints are read', () => {
    const cards = r.cards as GundamWarCard[];
    expect(cards.some((c) => c.nation_costs?.length === 2)).toBe(true);
    expect(cards.filter((c) => c.type === 'unit' && c.melee !== undefined).length).toBeGreaterThan(100);
    expect(cards.some((c) => c.type === 'ace')).toBe(true);
    expect(cards.filter((c) => c.keywords.length > 0).length).toBeGreaterThan(50);
    expect(cards.every((c) => /^\d{9}$/.test(c.number))).toBe(true);
    const byName = new Map<string, GundamWarCard[]>();
    for (const c of cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
    const reprints = [...byName.values()].filter((list) => list.length > 1);
    expect(reprints.length).toBeGreaterThan(0);
    for (const [first, second] of reprints)
      expect([first.number !== second.number, first.set !== second.set]).toEqual([true, true]);
  });
});
