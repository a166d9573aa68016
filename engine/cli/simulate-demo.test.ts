/** `npm run simulate -- --demo <game>`: the Play screen's demo decks, played without writing them out. */
import { describe, expect, it } from 'vitest';
import { loadDemoSets } from '../cards/demo';
import { demoDeckLists } from '../decks/demo';
import { DEMO_DECKS } from '../games/gundam-war/demo';
import { run } from './simulate';

describe('npm run simulate -- --demo', { timeout: 60_000 }, () => {
  it("plays a game's two demo decks as a match, each named after its game and letter", async () => {
    const r = await run(['--demo', 'ms-war', '--games', '2', '--players', 'random', '--workers', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/M\.S\. War 2\.1 demo A/);
    expect(r.stdout).toMatch(/M\.S\. War 2\.1 demo B/);
    const ja = await run(['--demo', 'ms-war', '--games', '2', '--players', 'random', '--workers', '1', '--lang', 'ja']);
    expect(ja.stdout).toMatch(/デモA/);
  });

  it('plays them as goldfish with --goldfish, and takes --label', async () => {
    const r = await run([
      '--demo',
      'gundam-war',
      '--goldfish',
      '--games',
      '2',
      '--workers',
      '1',
      '--label',
      'a',
      '--label',
      'b',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).decks.map((d: { label: string }) => d.label)).toEqual(['a', 'b']);
  });

  it("deals the engine's demo decks: Gundam War's are the decks the engine's tests and bench play", () => {
    expect(demoDeckLists('gundam-war', loadDemoSets('gundam-war'))).toEqual(DEMO_DECKS);
    for (const main of demoDeckLists('ms-war', loadDemoSets('ms-war')))
      expect(main.reduce((n, e) => n + e.count, 0)).toBe(50);
  });

  it('refuses --demo beside --deck, and a game it does not know, with exit 2', async () => {
    const both = await run(['--demo', 'ms-war', '--deck', 'x.txt']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--deck files or --demo, not both/);
    const unknown = await run(['--demo', 'chess']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--demo takes a game: .*ms-war.*\(got "chess"\)/);
  });
});
