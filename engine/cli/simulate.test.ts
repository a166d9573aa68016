/** The simulate command: goldfish kill turns and match statistics for both games, worker threads, and its refusals. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DECKS } from '../games/gundam-war/demo';
import { run } from './simulate';
import { thinkMsOf } from './simulate-players';

const ROOT = new URL('../../', import.meta.url).pathname;
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
let dir = '';
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

// 16 demo cards x3 + 2 = 50.
const msList = [
  'Deck: Demo',
  'Format: ms-war-2.1',
  'Main:',
  ...Array.from({ length: 16 }, (_, i) => `3 SD-${String(i + 1).padStart(3, '0')}`),
  '2 SD-017',
].join('\n');
const gwList = ['Format: gundam-war', 'Main:', ...DEMO_DECKS[0].map((e) => `${e.count} ${e.number}`)].join('\n');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sortie-simulate-'));
});

describe('npm run simulate', { timeout: 60_000 }, () => {
  it('goldfish: one M.S. War deck plays the dummy opponent and reports its turn of kill, seed and quartiles', async () => {
    const r = await run(['--deck', file('ms.txt', msList), '--games', '5', '--workers', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^5 greedy goldfish games of M\.S\. War 2\.1 \(ms\.txt\) against a dummy opponent \(Supply Base 43 cards\), seed 1, in \d+\.\d\d s$/,
    );
    expect(lines[1]).toMatch(
      /^ms\.txt: won 5 of 5 \(100\.0%, 95% CI 56\.6–100\.0%\); turn of kill: median \d+(\.\d)?, quartiles \d+(\.\d)?–\d+(\.\d)?, mean \d+\.\d, range \d+–\d+$/,
    );
    expect(lines[2]).toMatch(/^ {2}won by turn: (\d+: \d+(, )?)+$/);
    expect(lines[3]).toBe("endings: the dummy's Supply Base emptied 5");
  });

  it('goldfish --json: the kill-turn distribution, and the same numbers on one thread or two', async () => {
    const ms = file('ms.txt', msList);
    const one = JSON.parse(
      (await run(['--deck', ms, '--games', '6', '--seed', '4', '--json', '--workers', '1'])).stdout,
    );
    expect(Object.keys(one)).toEqual(['game', 'seed', 'games', 'pile', 'decks']);
    expect(one).toMatchObject({ game: 'ms-war', seed: 4, games: 6, pile: 43 });
    const [deck] = one.decks;
    expect(deck.label).toBe('ms.txt');
    expect(deck.kills).toBe(6);
    expect(deck.byTurn.reduce((a: number, b: number) => a + b, 0)).toBe(6);
    expect(deck.q1).toBeLessThanOrEqual(deck.median);
    expect(deck.median).toBeLessThanOrEqual(deck.q3);
    const two = JSON.parse(
      (await run(['--deck', ms, '--games', '6', '--seed', '4', '--json', '--workers', '2'])).stdout,
    );
    expect(two).toEqual(one);
    // A smaller dummy falls sooner.
    const small = JSON.parse(
      (await run(['--deck', ms, '--games', '6', '--seed', '4', '--json', '--pile', '10'])).stdout,
    );
    expect(small.pile).toBe(10);
    expect(small.decks[0].median).toBeLessThan(deck.median);
  });

  it('goldfish compares two decks on the same shuffles: labels, kill turns and the difference with its 95% CI', async () => {
    const gw = file('gw.txt', gwList);
    const r = await run(['--deck', gw, '--deck', gw, '--goldfish', '--games', '4', '--label', 'v1', '--label', 'v2']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(
      /^4 greedy goldfish games of Gundam War \(v1 vs v2\) against a dummy opponent \(Nation 44 cards\)/,
    );
    expect(r.stdout).toMatch(/\nv1: won \d of 4 /);
    expect(r.stdout).toMatch(/\nv2: won \d of 4 /);
    // The same deck on the same shuffles plays the same games: no difference at all.
    expect(r.stdout).toMatch(
      /\nv2 − v1, on the same shuffles \(\d seeds both won\): ±0\.00 turns, 95% CI ±0\.00 to ±0\.00 \(no clear difference\)/,
    );
    const json = JSON.parse((await run(['--deck', gw, '--deck', gw, '--goldfish', '--games', '3', '--json'])).stdout);
    expect(json.decks.map((d: { label: string }) => d.label)).toEqual(['gw.txt (1)', 'gw.txt (2)']);
    expect(json.difference).toMatchObject({ mean: 0, unpaired: 3 - json.difference.pairs });
  });

  it('a match counts every game once: wins and draws add up, and so do the endings', async () => {
    const ms = file('ms.txt', msList);
    const r = await run(['--deck', ms, '--deck', ms, '--games', '30', '--players', 'random', '--seed', '7']);
    expect(r.code).toBe(0);
    // The same file twice: the report numbers the decks so they are told apart.
    const wins = /wins: ms\.txt \(1\) (\d+) \([\d.]+%\), ms\.txt \(2\) (\d+) \([\d.]+%\), draws (\d+)/.exec(r.stdout)!;
    expect(Number(wins[1]) + Number(wins[2]) + Number(wins[3])).toBe(30);
    const endings = /endings: (.*)/
      .exec(r.stdout)![1]
      .split(', ')
      .map((e) => Number(e.split(' ').at(-1)));
    expect(endings.reduce((a, b) => a + b, 0)).toBe(30);
    expect(r.stdout).toMatch(/six War Experience|empty Supply Base/);
  });

  it('--players per seat: a match plays each seed twice with seats swapped, and --json gives win rates with 95% CIs', async () => {
    const ms = file('ms.txt', msList);
    const match = (players: string) =>
      run(['--deck', ms, '--deck', ms, '--games', '6', '--players', players, '--iterations', '3', '--json']);
    const r = await match('normal,random');
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as {
      games: number;
      draws: number;
      players: { name: string; wins: number; rate: number; ci: [number, number] }[];
    };
    expect(Object.keys(out)).toEqual(['games', 'draws', 'players']);
    expect(out.games).toBe(6);
    expect(out.players.map((p) => p.name)).toEqual(['normal', 'random']);
    expect(out.players[0].wins + out.players[1].wins + out.draws).toBe(6);
    for (const p of out.players) {
      expect(Object.keys(p)).toEqual(['name', 'wins', 'rate', 'ci']);
      expect(p.rate).toBeCloseTo(p.wins / 6);
      expect(p.ci[0]).toBeLessThanOrEqual(p.rate);
      expect(p.ci[1]).toBeGreaterThanOrEqual(p.rate);
    }
    // Seats swapped on paired seeds: a player against itself wins exactly half of a mirror match's
    // pairs only by chance, but swapping the order of the names swaps the counts exactly.
    const back = JSON.parse((await match('random,normal')).stdout) as typeof out;
    expect(back.players.map((p) => p.wins)).toEqual([out.players[1].wins, out.players[0].wins]);
    const text = await run(['--deck', ms, '--deck', ms, '--games', '2', '--players', 'hard,greedy', '--think-ms', '5']);
    expect(text.stdout).toMatch(
      /^2 hard vs greedy games of M\.S\. War 2\.1 .* in \d+\.\d\d s; search 5 ms a decision\n/,
    );
    expect(text.stdout).toMatch(
      /wins \(seats swapped on paired seeds\): hard \d \([\d.]+%, 95% CI [\d.]+–[\d.]+%\), greedy \d \([\d.]+%, 95% CI [\d.]+–[\d.]+%\), draws \d/,
    );
  });

  it("--think-ms is Hard's time a decision; Normal thinks the share of it it has in the app", () => {
    expect(thinkMsOf('hard', 20)).toBe(20);
    expect(thinkMsOf('normal', 1100)).toBe(300);
    expect(thinkMsOf('normal', 20)).toBeCloseTo((20 * 300) / 1100);
  });

  it('the same seed gives the same statistics', async () => {
    const ms = file('ms.txt', msList);
    const strip = (s: string) => s.replace(/ in \d+\.\d\d s/, '');
    const a = await run(['--deck', ms, '--deck', ms, '--games', '10', '--seed', '3']);
    const b = await run(['--deck', ms, '--deck', ms, '--games', '10', '--seed', '3']);
    expect(strip(a.stdout)).toBe(strip(b.stdout));
  });

  it("plays Gundam War decks too: the list says which game; a goldfish game is won when the dummy's Nation is empty", async () => {
    const r = await run(['--deck', file('gw.txt', gwList), '--games', '3']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^3 greedy goldfish games of Gundam War/);
    expect(r.stdout).toMatch(/turn of kill: median \d+/);
    expect(r.stdout).toContain("endings: the dummy's Nation emptied 3");
  });

  it('reads a bare JSON list of card numbers, whatever their case', async () => {
    const numbers = DEMO_DECKS[1].flatMap((e) => Array<string>(e.count).fill(e.number.toLowerCase()));
    const r = await run([
      '--deck',
      file('gw.txt', gwList),
      '--deck',
      file('gw.json', JSON.stringify(numbers)),
      '--games',
      '4',
      '--players',
      'random',
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/4 random games of Gundam War/);
    expect(r.stdout).toMatch(/wins: .*gw\.txt \d+ .*gw\.json \d+ .*draws \d+/);
  });

  it('refuses what it cannot play with exit 2 and one line naming the file, line or option', async () => {
    const cases: [string[], RegExp][] = [
      [[], /give one --deck \(goldfish\) or two/],
      [['--deck', file('ms.txt', msList), '--pile', '0'], /--pile must be a whole number of at least 1, not "0"/],
      [['--deck', file('ms.txt', msList), '--pile', '1000'], /--pile must be a whole number from 1 to 999, not "1000"/],
      [
        ['--deck', file('ms.txt', msList), '--deck', file('ms.txt', msList), '--pile', '9'],
        /--pile sets the dummy opponent of a goldfish game/,
      ],
      [['--deck', file('ms.txt', msList), '--label', 'a', '--label', 'b'], /give one --label per --deck \(1\), not 2/],
      [['--deck', file('ms.txt', msList), '--workers', '0'], /--workers must be a whole number of at least 1, not "0"/],
      [
        ['--deck', file('a.txt', msList), '--deck', file('b.txt', msList), '--deck', file('c.txt', msList)],
        /give one --deck/,
      ],
      [['--deck', join(dir, 'missing.txt')], /cannot read deck file .*missing\.txt: ENOENT/],
      [['--deck', file('ms.txt', msList), '--games', '0'], /--games must be a whole number of at least 1, not "0"/],
      [
        ['--deck', file('ms.txt', msList), '--players', 'smart'],
        /--players takes random, greedy, normal, hard per seat, not "smart"/,
      ],
      [['--deck', file('ms.txt', msList), '--players', 'hard,greedy'], /--players names 2 players for 1 deck/],
      [
        ['--deck', file('ms.txt', msList), '--think-ms', '0'],
        /--think-ms must be a whole number of at least 1, not "0"/,
      ],
      [['--deck', file('ms.txt', msList), '--bogus', 'x'], /Unknown option '--bogus'/],
      [
        ['--deck', file('ms.txt', msList), '--deck', file('gw.txt', gwList)],
        /ms\.txt is for M\.S\. War 2\.1 and .*gw\.txt for Gundam War: a match needs two decks of one game/,
      ],
      [
        ['--deck', file('ms.txt', msList), '--deck', file('gw.txt', gwList), '--goldfish'],
        /ms\.txt is for M\.S\. War 2\.1 and .*gw\.txt for Gundam War: compare two decks of one game/,
      ],
      [['--deck', file('typo.txt', `${msList}\n1 SD-999`)], /typo\.txt line 21: .*SD-999/],
      [['--deck', file('bad.json', '["SD-001", 3]')], /bad\.json: a JSON list of card numbers holds strings only/],
      [['--deck', file('cards.txt', msList), '--cards', join(dir, 'none.csv')], /cannot read card file .*none\.csv/],
    ];
    for (const [args, message] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });

  it('refuses a deck too small to deal an opening hand and keep a card, naming the file, its count and the rule', async () => {
    // Gundam War deals 6 (basic rules, game setup) and an empty Nation loses: 7 cards at least.
    const gw6 = file('gw6.txt', ['Format: gundam-war', 'Main:', '3 GD-001', '3 GD-002'].join('\n'));
    const gw = await run(['--deck', gw6, '--games', '2', '--workers', '1']);
    expect(gw.code).toBe(2);
    expect(gw.stdout).toBe('');
    expect(gw.stderr).toBe(
      `simulate: “${gw6}” has 6 cards: a rules game deals an opening hand of 6, and a player whose Nation is empty loses, so a deck needs at least 7 cards to be dealt. [Gundam War basic rules, game setup (a hand of 6) and winning (an empty Nation loses)]\n`,
    );
    // M.S. War 2.1, Starting the Game (B) deals 7; Losing the Game (C): 8 cards at least, in either seat of a match.
    const ms7 = file('ms7.txt', ['Deck: Seven', 'Main:', '3 SD-001', '3 SD-002', '1 SD-003'].join('\n'));
    const match = await run(['--deck', file('ms.txt', msList), '--deck', ms7, '--games', '2', '--workers', '1']);
    expect(match.code).toBe(2);
    expect(match.stderr).toMatch(
      /“.*ms7\.txt” has 7 cards: .*needs at least 8 cards.*\[M\.S\. War Rulebook 2\.1, Starting the Game \(B\); Losing the Game \(C\)\]\n$/,
    );
    const ja = await run(['--deck', ms7, '--lang', 'ja']);
    expect(ja.stderr).toMatch(
      /「.*ms7\.txt」は7枚です。.*配るには8枚以上必要です。［M\.S\.ウォー ルールブック 2\.1「ゲームの開始」\(B\)、「敗北条件」\(C\)］\n$/,
    );
    // The smallest deck that deals is played.
    const gw7 = file('gw7.txt', ['Format: gundam-war', 'Main:', '3 GD-001', '3 GD-002', '1 GD-003'].join('\n'));
    expect((await run(['--deck', gw7, '--games', '1', '--workers', '1'])).code).toBe(0);
  });

  it('speaks Japanese with --lang ja or LANG=ja_JP.UTF-8: the report and its refusals', async () => {
    const ms = file('ms.txt', msList);
    const r = await run(['--deck', ms, '--games', '3', '--workers', '1', '--lang', 'ja']);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^ガンダム M\.S\. ウォー 2\.1の一人回し3ゲーム（貪欲（やさしい）、ms\.txt）、仮想の対戦相手のサプライベース43枚、シード1、\d+\.\d\d秒$/,
    );
    expect(lines[1]).toMatch(/^ms\.txt: 3ゲーム中3勝（100\.0%、95%信頼区間 43\.8–100\.0%）。勝利ターン: 中央値/);
    expect(lines[2]).toMatch(/^ {2}ターン別の勝利数: /);
    expect(lines[3]).toBe('終局: 仮想の対戦相手のサプライベースが0枚 3');
    const match = await run(['--deck', ms, '--deck', ms, '--games', '2'], { LANG: 'ja_JP.UTF-8' });
    expect(match.stdout).toMatch(
      /^ガンダム M\.S\. ウォー 2\.1の2ゲーム（貪欲（やさしい）、ms\.txt \(1\) 対 ms\.txt \(2\)）/,
    );
    expect(match.stdout).toMatch(/\nターン数: 平均[\d.]+、中央値\d+/);
    expect(match.stdout).toMatch(/\n勝利数: ms\.txt \(1\) \d+（[\d.]+%）、ms\.txt \(2\) \d+（[\d.]+%）、引き分け\d+\n/);
    expect((await run(['--help', '--lang', 'ja'])).stdout).toMatch(/^使い方：npm run simulate -- --deck <デッキA> /);
    const refused = await run(['--deck', ms, '--games', '0', '--lang', 'ja']);
    expect(refused.stderr).toBe('simulate: --games には1以上の整数を指定してください（「0」は不可）\n');
    // A --lang that names no language is itself refused, in the locale's language.
    expect((await run(['--lang', 'xx'], { LANG: 'ja_JP.UTF-8' })).stderr).toBe(
      'simulate: 言語「xx」には対応していません（--lang en|ja）\n',
    );
  });

  // Worker threads under tsx (the tsx loader registered in each) are the in-process runs' with
  // --workers 2 above; bundled workers are the next test's. One child process under tsx is enough
  // here: each start compiles the engine afresh (about 2 s of CPU, and more per worker thread).
  it('runs under tsx as `npx tsx engine/cli/simulate.ts`: a child process with its exit code', () => {
    const r = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      [join(ROOT, 'engine/cli/simulate.ts'), '--deck', file('ms.txt', msList), '--games', '4', '--workers', '1'],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^4 greedy goldfish games of M\.S\. War 2\.1 .* in \d+\.\d\d s\n/);
  });

  it('runs from bundles as `npm run simulate` starts it (scripts/run-bundled.ts), workers too, and leaves no bundle behind', () => {
    const cache = join(ROOT, 'node_modules/.cache/sortie-run');
    const launch = (args: string[]) =>
      spawnSync(
        join(ROOT, 'node_modules/.bin/tsx'),
        [
          join(ROOT, 'scripts/run-bundled.ts'),
          'engine/cli/simulate.ts',
          'engine/cli/simulate-worker.ts',
          '--',
          ...args,
        ],
        { encoding: 'utf8' },
      );
    const r = launch(['--deck', file('ms.txt', msList), '--games', '4', '--workers', '2']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^4 greedy goldfish games of M\.S\. War 2\.1 .* on 2 threads\n/);
    const bad = launch([]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^simulate: give one --deck/);
    const left = existsSync(cache) ? readdirSync(cache) : [];
    expect(left.filter((pid) => !isRunning(Number(pid)))).toEqual([]);
  });
});
