/**
 * Backups on the hostile corpus (engine/hostile): every hostile input, and `__proto__`,
 * `constructor`, `toString`, `hasOwnProperty`, `valueOf` in every field of both formats — the
 * dexie JSON of format 1, and a zip's manifest and table entries with their checksums made
 * right, so the words reach the rows. A restore either reads the file or refuses it in our
 * words, in English and Japanese: never a JavaScript or Dexie message, never a throw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { SortieDb } from '../db';
import { exportLibrary, exportLibraryJson, readBackup, discardBackup } from './backup';
import { sha256 } from './zipFormat';
import { HOSTILE_INPUTS } from '../../../engine/hostile/inputs';
import { INTERNAL_ERROR, prototypeVariants } from '../../../engine/hostile/prototype';
import { i18n } from '../../i18n';

/** What leaks when a library's or the engine's own message is passed through. */
const RAW =
  /Error\b|Cannot |Missing databaseName|Primary key|bulkAdd|does not exist|Unregistered|destructure|not valid for encoding|undefined|Unexpected token|JSON\.parse|Max buffer|at position/;

const opened: SortieDb[] = [];
const fresh = () => {
  const db = new SortieDb(`hostile-backup-${Math.random()}`);
  opened.push(db);
  return db;
};
afterAll(async () => {
  for (const d of opened.splice(0)) {
    d.close();
    await Dexie.delete(d.name);
  }
});

let json = '';
let zip: Record<string, Uint8Array> = {};
beforeAll(async () => {
  const source = new SortieDb('hostile-backup-source');
  await source.decks.put({
    id: 'd1',
    name: 'Zeon',
    game: 'ms-war',
    format: 'ms-war-2.1',
    main: [{ number: 'SD-001', count: 3 }],
    side: [],
    createdAt: 1,
    updatedAt: 2,
  });
  await source.settings.put({ key: 'theme', value: 'dark' });
  json = await (await exportLibraryJson(source)).text();
  zip = unzipSync(new Uint8Array(await (await exportLibrary(source)).arrayBuffer()));
  source.close();
  await Dexie.delete(source.name);
});
afterAll(() => i18n.changeLanguage('en'));

/** A zip whose entry `name` is `text`, with every checksum made to match. */
async function zipWith(name: string, text: string): Promise<Uint8Array> {
  const entries = { ...zip, [name]: strToU8(text) };
  const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json']));
  if (name !== 'manifest.json') {
    manifest.sha256[name] = await sha256(entries[name]);
    entries['manifest.json'] = strToU8(JSON.stringify(manifest));
  }
  entries['manifest.sha256'] = strToU8(await sha256(entries['manifest.json']));
  return zipSync(entries);
}

/** The library a restore would go into (never written to: every read stages apart). */
let target: SortieDb;
beforeAll(() => {
  target = fresh();
});

async function expectOurWords(bytes: Uint8Array | string, name: string, what: string) {
  const read = await readBackup(new Blob([bytes as BlobPart]), target, name);
  if (read.ok) return void (await discardBackup(read.staged));
  expect(read.error, what).toContain(name);
  expect(read.error, what).not.toMatch(INTERNAL_ERROR);
  expect(read.error, what).not.toMatch(RAW);
  expect(read.error.length, what).toBeLessThan(400);
}

describe('a hostile backup is read or refused in our words', () => {
  it('format 1 (JSON): every hostile input up to 100 kB', async () => {
    // dexie-export-import's streaming reader takes ~50 s here for a 1 MB line (fake-indexeddb
    // under happy-dom): the megabyte inputs are tried on the zip, the format Sortie writes.
    for (const input of HOSTILE_INPUTS) {
      const text = input.text(json);
      if (text.length <= 100_000) await expectOurWords(text, 'x.json', input.name);
    }
  }, 120_000);

  it('format 1 (JSON): prototype words in every field', async () => {
    for (const v of prototypeVariants(json)) await expectOurWords(v.text, 'x.json', `${v.word} for ${v.field}`);
  }, 180_000);

  it("format 2 (zip): prototype words in every field of the manifest and of each table's rows", async () => {
    const texts = Object.keys(zip).filter((n) => n.endsWith('.json'));
    expect(texts).toEqual(expect.arrayContaining(['manifest.json', 'tables/decks.json', 'tables/settings.json']));
    for (const name of ['manifest.json', 'tables/decks.json', 'tables/settings.json'])
      for (const v of prototypeVariants(new TextDecoder().decode(zip[name])))
        await expectOurWords(await zipWith(name, v.text), 'x.zip', `${name}: ${v.word} for ${v.field}`);
  }, 180_000);

  it('format 2 (zip): hostile inputs as a table entry, and bytes flipped anywhere', async () => {
    const decks = new TextDecoder().decode(zip['tables/decks.json']);
    for (const input of HOSTILE_INPUTS)
      await expectOurWords(await zipWith('tables/decks.json', input.text(decks)), 'x.zip', input.name);
    const whole = zipSync(zip);
    for (let i = 0; i < 24; i++) {
      const flipped = whole.slice();
      flipped[Math.floor((i * flipped.length) / 24)] ^= 0x55;
      await expectOurWords(flipped, 'x.zip', `byte ${i}/24 flipped`);
    }
  }, 120_000);

  it('in Japanese too', async () => {
    await i18n.changeLanguage('ja');
    for (const text of [
      'not json',
      '{"formatName":"dexie","formatVersion":1,"data":{"databaseVersion":99,"tables":[]}}',
      json.replace('"name":"Zeon"', '"name":42'),
      json.replace('"rowCount":1', '"rowCount":"constructor"'),
    ]) {
      const read = await readBackup(new Blob([text]), target, 'x.json');
      expect(read.ok).toBe(false);
      if (!read.ok) {
        expect(read.error).toMatch(/[ぁ-んァ-ン]/);
        expect(read.error).not.toMatch(RAW);
      }
    }
    expect(await target.decks.count()).toBe(0);
  });
});
