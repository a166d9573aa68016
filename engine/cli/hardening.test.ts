/**
 * The command lines read files as the app does (byte-order marks, UTF-16) and refuse what they
 * cannot run with in one line of their own words and exit code 2: `simulate`'s bare lists of
 * card numbers, `scenario` files that are not an object or ask for a billion cards.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run as simulate } from './simulate';
import { run as validate } from './validate';
import { runScenarioCommand } from './scenario';
import { MAX_SCENARIO_CARDS } from './scenario-file';

let dir = '';
const file = (name: string, data: string | Uint8Array) => {
  const path = join(dir, name);
  writeFileSync(path, data);
  return path;
};
const utf16le = (text: string) => {
  const out = Buffer.alloc(2 + text.length * 2);
  out[0] = 0xff;
  out[1] = 0xfe;
  out.write(text, 2, 'utf16le');
  return out;
};
const utf16be = (text: string) => Buffer.from(utf16le(text).swap16());

const msList = [
  'Deck: Demo',
  'Format: ms-war-2.1',
  'Main:',
  ...Array.from({ length: 16 }, (_, i) => `3 SD-${String(i + 1).padStart(3, '0')}`),
  '2 SD-017',
].join('\r\n');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sortie-cli-hardening-'));
});

describe('files decoded as the app decodes them', () => {
  it('validates a UTF-16 LE and BE deck list as its UTF-8 twin', () => {
    const plain = validate([file('d.txt', msList)]);
    for (const [name, bytes] of [
      ['le.txt', utf16le(msList)],
      ['be.txt', utf16be(msList)],
    ] as const) {
      const r = validate([file(name, bytes)]);
      expect(r.code).toBe(plain.code);
      expect(r.stdout.replace(name, 'd.txt')).toBe(plain.stdout);
    }
  });

  it("reads a --cards list saved as Excel's Unicode text (UTF-16 LE with a mark) and as UTF-16 BE", () => {
    const cards = 'game\tnumber\tname\ttype\tcost\r\nms-war\tXX-101\t郷土防衛隊\tms\t1\r\n';
    const deck = file('home.txt', 'Format: ms-war-2.1\nMain:\n3 XX-101\n');
    const plain = validate(['--format', 'all', '--cards', file('home8.txt', cards), deck]);
    // The card is found (the deck is only too small), and nothing is said about the file.
    expect(plain.stdout).toContain('home.txt: legal in 0 of 1 formats (3 main)');
    expect(plain.stderr).toBe('');
    for (const [name, bytes] of [
      ['home16le.txt', utf16le(cards)],
      ['home16be.txt', utf16be(cards)],
    ] as const) {
      const r = validate(['--format', 'all', '--cards', file(name, bytes), deck]);
      expect(r.stderr.replaceAll(name, 'home8.txt')).toBe(plain.stderr);
      expect(r.stdout).toBe(plain.stdout);
      expect(r.code).toBe(plain.code);
    }
  });

  it('runs a UTF-16 scenario file as its UTF-8 twin', () => {
    const own = readFileSync('engine/games/ms-war/scenarios/01-setup-draw-seven.scenario.json', 'utf8');
    for (const [name, bytes] of [
      ['le.scenario.json', utf16le(own)],
      ['be.scenario.json', utf16be(own)],
    ] as const) {
      const r = runScenarioCommand([file(name, bytes)]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(/^PASS /);
      expect(r.code).toBe(0);
    }
  });

  it('simulates a UTF-16 deck list', async () => {
    const r = await simulate(['--deck', file('sim16.txt', utf16le(msList)), '--games', '2', '--workers', '1']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });
});

describe('simulate refuses in its own words', () => {
  it('a bare list of more numbers than any deck', async () => {
    const r = await simulate(['--deck', file('many.json', JSON.stringify(Array(5_000).fill('SD-001')))]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/lists 5000 card numbers; a deck file lists at most 1000/);
  });

  it('a broken JSON list, with its line and column rather than the engine of JavaScript', async () => {
    const r = await simulate(['--deck', file('broken.json', '["SD-001",\n  "SD-002"')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/broken\.json: .*line 2/);
    expect(r.stderr).not.toMatch(/Unexpected|JSON\.parse|position/);
  });
});

describe('scenario refuses in its own words', () => {
  const own = JSON.parse(readFileSync('engine/games/ms-war/scenarios/01-setup-draw-seven.scenario.json', 'utf8'));

  it('runs a good file', () => {
    const r = runScenarioCommand([file('good.scenario.json', JSON.stringify(own))]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it.each([
    ['null', 'null', /a scenario file holds one JSON object/],
    ['a list', '[1, 2]', /a scenario file holds one JSON object/],
    ['broken JSON', '{"game": ', /line 1/],
    [
      'a zone of a billion cards',
      JSON.stringify({ ...own, setup: { ...own.setup, filler: 'SD-001', zones: { 'deck.0': 1e9 } } }),
      new RegExp(`more than ${MAX_SCENARIO_CARDS} cards`),
    ],
    [
      'a billion by repeat',
      JSON.stringify({ ...own, setup: { ...own.setup, zones: { 'hand.0': ['SD-001*1000000000'] } } }),
      new RegExp(`more than ${MAX_SCENARIO_CARDS} cards`),
    ],
  ])('%s: one line, exit 2, no stack trace', (name, text, said) => {
    const r = runScenarioCommand([file(`${name.replace(/\W/g, '-')}.scenario.json`, text)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(said);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/ at |TypeError|Cannot read/);
  });
});
