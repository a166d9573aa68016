/** `npm run cards -- check` (issue 19): its output and exit codes; one run as a player runs it, a child process. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardsCommand } from './cards';

const ROOT = new URL('../../', import.meta.url).pathname;
let dir = '';

function spawned(...args: string[]) {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'engine/cli/cards.ts'), ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same command in this process (the files are named from the test's folder). */
function cards(...args: string[]) {
  return cardsCommand(
    args.map((a) => (a.startsWith('-') || a === 'check' || a.startsWith('/') || !a.includes('.') ? a : join(dir, a))),
  );
}

const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return name;
};

const DEMO = [join(ROOT, 'assets/cards/ms-war-demo.json'), join(ROOT, 'assets/cards/gundam-war-demo.json')];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sortie-cards-'));
});

describe('npm run cards -- check', { timeout: 60_000 }, () => {
  it('over the demo sets: every card with an ability scripted, none manual, exit 0', () => {
    const r = spawned('check', ...DEMO);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^126 cards: \d+ scripted, \d+ compiled, 0 partial, 0 manual$/);
    expect(r.stdout).toContain('SD-013 Grinder Assault: script; keywords: Attack');
    expect(r.stdout).toMatch(/GD-012 .*: compiled; keywords: High Mobility/);
  });

  it('reads text-only cards through the compiler and lists the lines it leaves to the players', () => {
    const csv = [
      'game,number,name,type,cost,text',
      'gundam-war,T-1,Test Strike,command,2,(Battle Phase): Deal 3 damage to 1 enemy Unit.',
      'gundam-war,T-2,Test Riddle,command,2,"(Battle Phase): Deal 1 damage to 1 enemy Unit.\nLook at your opponent\'s hand."',
      'gundam-war,T-3,Test Fog,operation,2,Nobody may look at anything.',
      'gundam-war,T-4,Test Frame,unit,2,',
    ].join('\n');
    const r = cards('check', '--json', file('text.csv', csv));
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    // A total alone: no designated power, a Resource Cost of 0.
    const cost = { designated: [], total: 2, resource: 0 };
    expect(report.cards).toEqual([
      { number: 'T-1', name: 'Test Strike', cost, automation: 'compiled', manual: [], problems: [] },
      {
        number: 'T-2',
        name: 'Test Riddle',
        cost,
        automation: 'partial',
        manual: ["Look at your opponent's hand."],
        problems: [],
      },
      {
        number: 'T-3',
        name: 'Test Fog',
        cost,
        automation: 'manual',
        manual: ['Nobody may look at anything.'],
        problems: [],
      },
      { number: 'T-4', name: 'Test Frame', cost, automation: 'none', manual: [], problems: [] },
    ]);
    expect(report.summary).toMatchObject({ cards: 4, scripted: 0, compiled: 1, partial: 1, manual: 1 });
  });

  it('a real-style sheet with 1-2-1 costs, X costs and two-colour cards: every card read, each cost as printed', () => {
    const sheet = join(ROOT, 'e2e/fixtures/gundam-war-costs.csv');
    const r = spawned('check', sheet);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toContain('RC-001 哨戒ジム改: none; cost Blue 1-2-1');
    expect(r.stdout).toContain('RC-005 双頭の指揮官: none; cost Blue 1 Black 1-3-1');
    expect(r.stdout).toContain('RC-006 黒き決断: manual; cost Black 1-1-X');
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(/^11 cards: /);
    const ja = cards('check', '--lang', 'ja', sheet);
    expect(ja.stdout).toContain('RC-003 砂漠の重装甲: 能力なし、コスト 茶2-5-3');
    expect(ja.stdout).toContain('RC-007 影の反撃: 手動、コスト 黒1-1-X');
    const json = JSON.parse(cards('check', '--json', join(ROOT, 'e2e/fixtures/gundam-war-costs-en.csv')).stdout);
    expect(json.cards[2]).toMatchObject({
      number: 'RE-003',
      cost: { designated: [{ color: 'black', count: 1 }], total: 1, resource: 'X' },
    });
    expect(json.cards[5].cost).toBeUndefined();
  });

  it('exit 1 when a script has a problem, naming the row, the card and the place in the script', () => {
    const bad = JSON.stringify([
      {
        game: 'ms-war',
        number: 'B-1',
        name: 'Broken',
        type: 'event',
        text: 'Draw 2 cards.',
        script: { v: 1, abilities: [{ kind: 'play', do: [{ op: 'draw', count: 'two' }] }] },
      },
    ]);
    const r = cards('check', file('bad.json', bad));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('B-1: problem');
    expect(r.stdout).toContain('  problem: item 1: script abilities[0].do[0].count: expected a number');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 cards: 0 scripted, 0 compiled, 0 partial, 0 manual');
  });

  it('speaks Japanese with --lang ja or LANG=ja_JP.UTF-8: statuses, keywords by their Japanese names, refusals', () => {
    const r = cardsCommand(['check', ...DEMO, '--lang', 'ja']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n').at(-1)).toMatch(
      /^126枚: スクリプト\d+、テキストから自動化\d+、一部手動0、手動0$/,
    );
    expect(r.stdout).toContain('GD-012 センチネル・フレーム改: テキストから自動化、キーワード: 高機動');
    // A card with a Japanese name is listed by it, one without by its English name.
    expect(r.stdout).toMatch(/GD-013 ホワイト・ヘロン: /);
    expect(r.stdout).toMatch(/SD-002 ヴァンガード・トルーパー改: /);
    const plain = JSON.stringify([{ game: 'ms-war', number: 'P-1', name: 'Plain Frame', type: 'ms', text: '' }]);
    expect(cards('check', file('plain.json', plain), '--lang', 'ja').stdout).toMatch(/^P-1 Plain Frame: /m);
    const env = { LANG: 'ja_JP.UTF-8' };
    expect(cardsCommand(['check', join(dir, 'missing.csv')], env).stderr).toMatch(
      /^cards: カードファイル .*missing\.csv を読み込めません: ENOENT\n$/,
    );
    expect(cardsCommand(['check'], env).stderr).toMatch(
      /^cards: カードファイルを1つ以上指定してください。使い方：npm run cards -- check\|coverage /,
    );
    // --help follows the language too; the usage line is English in English.
    expect(cardsCommand(['--help'], env).stdout).toBe(
      '使い方：npm run cards -- check|coverage [--json] [--lang en|ja] <カードファイル>...\n',
    );
    expect(cardsCommand(['--help'], {}).stdout).toMatch(/^usage: npm run cards -- check\|coverage /);
    // A script's problem names its place in the script, in Japanese too.
    const bad = JSON.stringify([
      { game: 'ms-war', number: 'B-1', name: 'Broken', type: 'event', text: '', script: { v: 1, abilities: [{}] } },
    ]);
    const broken = cardsCommand(['check', join(dir, file('bad-ja.json', bad)), '--lang', 'ja']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('B-1: 問題あり\n  問題: 1件目: スクリプト：abilities[0].kind：');
    // --json keeps its English words for programs.
    expect(JSON.parse(cardsCommand(['check', DEMO[1], '--json', '--lang', 'ja']).stdout).cards[12].automation).toBe(
      'compiled',
    );
  });

  it('exit 2 with a one-line reason when it cannot run', () => {
    for (const r of [
      cards(),
      cards('check'),
      cards('frobnicate', 'x.csv'),
      cards('check', 'missing.csv'),
      cards('check', file('notes.txt', 'hello')),
      spawned('check', 'missing.csv'),
    ]) {
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^cards: /);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });
});

describe('npm run cards -- coverage (issue 42)', { timeout: 60_000 }, () => {
  it('prints per family how many lines read fully, partly and not at all, with the unread spans', () => {
    const csv = [
      'game,number,name,type,cost,text',
      'gundam-war,C-1,Test Volley,command,2,（戦闘フェイズ）：敵軍ユニット１枚に２ダメージを与える。',
      'gundam-war,C-2,Test Ledger,command,2,（戦闘フェイズ）：カード１枚を引く。その後、自軍手札を全て見せる。',
      'gundam-war,C-3,Test Gale,unit,2,（自動Ｃ）：戦闘フェイズ開始時に、このカードをリロールする。',
    ].join('\n');
    const r = cardsCommand(['coverage', '--lang', 'en', join(dir, file('coverage.csv', csv))]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toEqual([
      'Command texts: 1 read fully, 1 partly, 0 not at all',
      '  C-2 Test Ledger: （戦闘フェイズ）：カード１枚を引く。⟦その後、自軍手札を全て見せる⟧。',
      'Auto C: 0 read fully, 0 partly, 1 not at all',
      '  C-3 Test Gale: ⟦（自動Ｃ）：戦闘フェイズ開始時に、このカードをリロールする。⟧',
      '',
    ]);
    const json = JSON.parse(cardsCommand(['coverage', '--json', join(dir, 'coverage.csv')]).stdout);
    expect(json.families[0]).toMatchObject({ family: 'command', full: 1, partly: 1, none: 0 });
  });
});
