/**
 * The validate command: exit codes and output. Run as organisers run it (a child process, from
 * tsx and from the bundle) where that is what a test is about; every other case calls the
 * command's `run` in this process, from the same folder and with the same environment, since
 * each child process cost a Node start and a load of the card sets (about half a minute for the
 * file on a loaded machine).
 */
import { afterAll, describe, expect, it, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledCommand } from './testing/bundled';
import { run } from './validate';

const ROOT = new URL('../../', import.meta.url).pathname;
let dir = '';

// English unless a test says otherwise, whatever the machine's locale.
const ENGLISH = { LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8' };

const bundled = bundledCommand('validate');
/** The command in this process; the test's folder is the working directory (see beforeAll). */
const validateIn = (env: NodeJS.ProcessEnv, ...args: string[]) => run(args, { ...process.env, ...env });

/** `npm run validate` itself (tsx on the source): the bundle the other tests run is the same program. */
function npmRunValidate(...args: string[]) {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'engine/cli/validate.ts'), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...ENGLISH },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const validate = (...args: string[]) => validateIn(ENGLISH, ...args);

const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return name;
};

// 16 demo cards x3 + 2 = 50, none of them the Mission card SD-058.
const legalMs = [
  'Deck: Demo Legal',
  'Format: ms-war-2.1',
  'Main:',
  ...Array.from({ length: 16 }, (_, i) => `3 SD-${String(i + 1).padStart(3, '0')}`),
  '2 SD-017',
].join('\n');

const home = process.cwd();
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sortie-validate-'));
  // Relative file names as an organiser types them: the in-process runs read from `dir`.
  process.chdir(dir);
});
afterAll(() => process.chdir(home));

describe('npm run validate', { timeout: 60_000 }, () => {
  it('exit 0 and LEGAL for a legal deck, run by npm run validate and from the bundle alike', () => {
    const r = npmRunValidate(file('legal.txt', legalMs));
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('legal.txt: LEGAL (M.S. War 2.1, 50 main)');
    expect(r.code).toBe(0);
    expect(bundled(dir, ENGLISH, ['legal.txt'])).toEqual(r);
    expect(validate('legal.txt')).toEqual(r);
  });

  it('exit 1 and one line per violation, naming rule and cards', () => {
    const illegal = legalMs.replace('2 SD-017', '1 SD-017\n1 SD-058\n4 Vanguard Trooper Kai\n1 Nobody');
    const r = validate(file('legal.txt', legalMs), file('bad.txt', illegal));
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toContain('legal.txt: LEGAL');
    expect(lines[1]).toContain('bad.txt: ILLEGAL');
    expect(lines.filter((l) => l.startsWith('  - '))).toHaveLength(4);
    expect(r.stdout).toMatch(/Unknown card \(line \d+\): .*"Nobody"/);
    expect(r.stdout).toMatch(
      /Copy limit: .*Vanguard Trooper Kai \(SD-002\).*\[M\.S\. War Rulebook 2\.1, Building Your Deck \(B\)\]/,
    );
    expect(r.stdout).toMatch(/Card type not allowed: .*SD-058/);
    expect(r.stdout).toMatch(/Deck size: .*54 cards/);
  });

  it('speaks Japanese with LANG=ja_JP.UTF-8 or --lang ja, rule names and explanations alike', () => {
    const illegal = legalMs.replace('2 SD-017', '2 SD-025');
    const r = validateIn({ ...ENGLISH, LANG: 'ja_JP.UTF-8' }, file('limit.txt', illegal));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('limit.txt: 不適合（M.S. War 2.1、メイン50枚）');
    expect(r.stdout).toMatch(/制限カード: 試作零号機（SD-025）はデッキに1枚までの制限カードですが、2枚入っています。/);
    expect(validate('--lang', 'ja', file('legal.txt', legalMs)).stdout).toContain('適合');
    // --lang wins over the locale; an unknown language is refused in one line.
    expect(validateIn({ LANG: 'ja_JP.UTF-8' }, '--lang', 'en', 'limit.txt').stdout).toContain(
      'Limited card: Prototype Zero',
    );
    const bad = validate('--lang', 'fr', 'limit.txt');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown language "fr"');
    // Refusals speak the reader's language too.
    const missing = validateIn({ LANG: 'ja_JP.UTF-8' }, 'missing.txt');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^validate: デッキファイル .*missing\.txt を読み込めません: ENOENT\n$/);
    expect(validate('--lang', 'ja', '--format', 'nope', 'limit.txt').stderr).toMatch(
      /^validate: レギュレーション「nope」はありません/,
    );
    expect(validateIn({ LANG: 'ja_JP.UTF-8' }, '--help').stdout).toMatch(/^使い方：npm run validate -- /);
    // A custom format file with a bad field, and a malformed JSON deck: the field's path, the line and column.
    const badFormat = validate(
      '--lang',
      'ja',
      '--format-file',
      file('bad-format-ja.json', '{"id": "Bad Id", "name": "x", "game": "ms-war", "copyLimit": "3"}'),
      'limit.txt',
    );
    expect(badFormat.stderr).toMatch(
      /bad-format-ja\.json: id：小文字の英字.*／copyLimit：数が必要です（テキストになっています）\n$/,
    );
    const badDeck = validate('--lang', 'ja', file('bad-ja.json', '{"sortie": "deck",\n "version": 1 "deck": {}}'));
    expect(badDeck.stderr).toMatch(/bad-ja\.json: JSONとして読めません：2行15列目：項目の間のカンマ（,）が必要です/);
  });

  it('honours "Limit one per deck" printed on a demo card (Building Your Deck C)', () => {
    const r = validate(file('limit.txt', legalMs.replace('2 SD-017', '2 SD-025')));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Limited card: Prototype Zero \(SD-025\) is limited to 1 per deck; the deck has 2\./);
  });

  it('--json prints a machine-readable report', () => {
    const r = validate('--json', file('legal.txt', legalMs));
    const report = JSON.parse(r.stdout);
    expect(report.legal).toBe(true);
    expect(report.decks[0]).toMatchObject({
      file: 'legal.txt',
      format: 'ms-war-2.1',
      mainCount: 50,
      legal: true,
      violations: [],
    });
  });

  it('--format-file applies a custom format and --cards adds cards from CSV', () => {
    file(
      'league.json',
      JSON.stringify({
        id: 'league',
        name: 'League',
        game: 'ms-war',
        deckSize: { min: 3, max: 10 },
        banned: ['XX-002'],
      }),
    );
    file(
      'extra.csv',
      'game,number,name,type,cost\nms-war,XX-001,Home Guard,ms,1\nms-war,XX-002,Forbidden Toy,event,0\n',
    );
    const ok = validate('--format-file', 'league.json', '--cards', 'extra.csv', file('small.txt', '3 Home Guard\n'));
    expect(ok.stdout).toContain('small.txt: LEGAL (League, 3 main)');
    expect(ok.code).toBe(0);
    const banned = validate(
      '--format-file',
      'league.json',
      '--cards',
      'extra.csv',
      file('toy.txt', '3 XX-001\n1 XX-002\n'),
    );
    expect(banned.stdout).toContain('Banned card: Forbidden Toy (XX-002) is banned in League.');
    expect(banned.code).toBe(1);
  });

  it('exit 2 with a one-line reason and no stack trace when it cannot run', () => {
    const cases = [
      validate(),
      validate('--frobnicate', 'x.txt'),
      validate('missing.txt'),
      validate('--format', 'chess', file('legal.txt', legalMs)),
      validate(file('broken.txt', 'Main:\n3 SD-001\nthree SD-002\n')),
      validate('--cards', file('bad.csv', 'number,name\nX,Y\n'), 'legal.txt'),
      validate('--format-file', file('bad-format.json', '{"id":"Bad Id"}'), 'legal.txt'),
    ];
    for (const r of cases) {
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).not.toMatch(/\bat .+:\d+:\d+/);
    }
    expect(cases[2].stderr).toContain('cannot read deck file missing.txt: ENOENT');
    expect(cases[4].stderr).toContain('broken.txt line 3: cannot read "three SD-002"');
    expect(cases[5].stderr).toContain('bad.csv: missing columns game, type');
    // The child process exits 2 with the same line.
    expect(bundled(dir, ENGLISH, ['missing.txt'])).toEqual(cases[2]);
  });

  it('a bad card row is named with its file, row, card and column and left out; the decks are checked (exit 2)', () => {
    const rows = 'game,number,name,type,cost\nms-war,XX-001,Home Guard,ms,1\nms-war,XX-002,Broken,ms,lots\n';
    const r = validate(
      '--cards',
      file('bad-row.csv', rows),
      file('legal.txt', legalMs),
      file('uses.txt', '3 XX-002\n'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'validate: bad-row.csv row 3 (XX-002): cost must be a whole number (got "lots") (row skipped; the file\'s other cards are read)',
    ]);
    expect(r.stdout).toContain('legal.txt: LEGAL');
    // A deck naming the left-out card does not pass for legal.
    expect(r.stdout).toContain('uses.txt: ILLEGAL');
  });

  it('a real-style sheet with 1-2-1 costs, X costs and two-colour cards is read whole', () => {
    const sheet = join(ROOT, 'e2e/fixtures/gundam-war-costs.csv');
    const main = ['RC-001', 'RC-002', 'RC-003', 'RC-004', 'RC-005', 'RC-006', 'RC-007', 'RC-008', 'RC-009'];
    const deck = file(
      'costs-deck.txt',
      ['Format: gundam-war', 'Main:', ...main.map((n) => `3 ${n}`), '12 RC-010', '11 RC-011'].join('\n'),
    );
    const r = validate('--cards', sheet, deck);
    expect(r.stderr).not.toMatch(/skipped|must be/);
    expect(r.stdout).toContain('costs-deck.txt: LEGAL (Gundam War, 50 main)');
    expect(r.code).toBe(0);
  });

  it('names the file (and line or item) of a card file nested 8,000 or 100 levels deep, never "internal error"', () => {
    const nested = (depth: number) =>
      `[{"game":"ms-war","number":"X-1","name":${'['.repeat(depth)}${']'.repeat(depth)},"type":"ms"}]`;
    const r = validate('--cards', file('deep.json', nested(8000)), file('legal.txt', legalMs));
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('internal error');
    expect(r.stderr).toMatch(
      /deep\.json: The JSON cannot be read: line 1 nests lists or objects more than 256 levels deep/,
    );
    // Deeper than a card's cell may go but not past the file's limit: the row is named.
    const row = validate('--cards', file('deeper.json', nested(100)), file('legal.txt', legalMs));
    expect(row.stderr).toMatch(/deeper\.json item 1: "name" holds lists or objects nested more than 32 levels/);
  });

  it('reads a line of 120,000 spaces at once and quotes only an excerpt of a huge line', () => {
    const r = validate(file('spaces.txt', `${legalMs}\nmain${' '.repeat(120_000)}x\n${'y'.repeat(500_000)}`));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^validate: spaces\.txt line 21: cannot read "main x"/);
    expect(r.stderr.length).toBeLessThan(400);
  });

  it('refuses a deck file over the size cap from its size', () => {
    const r = validate(file('huge.txt', `${legalMs}\n${'#'.repeat(5_000_000)}`));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/huge\.txt: the deck file is 4\.8 MB; at most 3\.8 MB is read/);
  });

  it('--cards reads a Japanese list as it is: 9-digit numbers, game read from its columns, notes on stderr', () => {
    const fixture = join(ROOT, 'e2e/fixtures/gundam-war-ja.csv');
    const rows = readFileSync(fixture, 'utf8')
      .split('\n')
      .map((line) => line.split(','));
    const units = rows.filter((r) => /^1\d{8}$/.test(r[0]) && r[2] === 'ユニット' && r[5]).slice(0, 16);
    const g = rows.find((r) => /^1\d{8}$/.test(r[0]) && r[2] === 'G')!;
    const deck = file(
      'ja-deck.txt',
      ['Format: gundam-war', 'Main:', ...units.map((r) => `3 ${r[0]}`), `2 ${g[0]}`].join('\n'),
    );
    const r = validate('--cards', fixture, deck);
    expect(r.stdout).toContain('ja-deck.txt: LEGAL (Gundam War, 50 main)');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(
      "gundam-war-ja.csv: read as gundam-war (its columns 国力, 戦闘力, 地形, 特徴 are Gundam War's)",
    );
    expect(r.stderr).toMatch(/gundam-war-ja\.csv row \d+ \(\d{9}\): unit has no battle stats/);
    expect(r.stderr).toContain('skipped: repeats the header row');
    // --game forces the game of every row: an M.S. War reading refuses the Japanese types.
    const forced = validate('--game', 'ms-war', '--cards', fixture, deck);
    expect(forced.code).toBe(2);
    expect(forced.stderr).toMatch(/type must be one of ms, pilot, event, battlefield, mission \(got "キャラクター"\)/);
    expect(validate('--game', 'chess', '--cards', fixture, deck).stderr).toContain('unknown game "chess" for --game');
  });

  it('reports every deck of a folder holding one broken file, and exits 2 for the unreadable one', () => {
    mkdirSync(join(dir, 'batch'), { recursive: true });
    file('batch/a-legal.txt', legalMs);
    file('batch/b-broken.txt', 'Main:\n3 SD-001\nthree SD-002\n');
    file('batch/c-illegal.txt', legalMs.replace('2 SD-017', '2 SD-058'));
    file('batch/d-broken.json', '{"sortie": "deck", ');
    const r = validate('batch');
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('batch/a-legal.txt: LEGAL');
    expect(r.stdout).toContain('batch/c-illegal.txt: ILLEGAL');
    const reasons = r.stderr.trim().split('\n');
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toContain('batch/b-broken.txt line 3: cannot read "three SD-002"');
    expect(reasons[1]).toMatch(/^validate: batch\/d-broken\.json: .*JSON/);
    const json = JSON.parse(validate('--json', 'batch').stdout);
    expect(json.decks).toHaveLength(2);
    expect(json.unreadable.map((u: { file: string }) => u.file)).toEqual(['batch/b-broken.txt', 'batch/d-broken.json']);
    expect(json.legal).toBe(false);
    // Without the broken files: exit 1 for the illegal deck.
    expect(validate('batch/a-legal.txt', 'batch/c-illegal.txt').code).toBe(1);
  });

  it('suggests names for an unknown card ("did you mean")', () => {
    const r = validate(file('typo.txt', legalMs.replace('2 SD-017', '2 Vanguard Troper')));
    expect(r.stdout).toMatch(/no card named "Vanguard Troper" .*; did you mean "Vanguard Trooper"/);
  });

  it('--format all prints the legality matrix with the first reason for each "no"', () => {
    const real = join(ROOT, 'engine/decks/fixtures');
    copyFileSync(join(real, 'blue-classic.txt'), join(dir, 'blue.txt'));
    const r = validate('--format', 'all', '--cards', join(real, 'real-cards.csv'), 'blue.txt');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('blue.txt: legal in 11 of 16 formats (50 main)');
    expect(lines).toContain('  yes  kansai-classic           関西クラシック (Kansai Classic)');
    expect(r.stdout).toMatch(/ {2}no {3}kansai-rising +Banned card: V作戦 \(101030008\) is banned in 関西ライジング/);
    expect(lines.filter((l) => l.startsWith('  no '))).toHaveLength(5);
  });

  it('reads a gundamwar.net list and says how its lines matched, in English and Japanese', () => {
    const real = join(ROOT, 'engine/decks/fixtures');
    copyFileSync(join(real, 'net-blue.txt'), join(dir, 'net.txt'));
    const r = validate('--cards', join(real, 'net-cards.csv'), 'net.txt');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'net.txt: LEGAL (Gundam War, 50 main + 5 side)\n  lines matched 13 by code and colour, 2 basic G by colour\n',
    );
    const ja = validate('--lang', 'ja', '--cards', join(real, 'net-cards.csv'), 'net.txt');
    expect(ja.stdout).toContain('行の照合：コードと色で13行、色で基本G 2行');
  });

  it('--list-formats lists every format with its source and the date of its list', () => {
    const r = validate('--list-formats');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^kansai-glorious +gundam-war +関西グロリアス \(Kansai Glorious\) +\(list of 2026-07-21, https:\/\/gundamwarnihonbashi2/m,
    );
    for (const id of ['ms-war-2.1', 'gundam-war', 'kansai-classic', 'kansai-rising', 'tensaku-9', 'cardland-standard'])
      expect(r.stdout).toContain(id);
  });
});
